import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxExemptionList } from '@clinica/contracts/catalogue';
import { taxExemptions } from '@clinica/contracts/pt';

export const taxExemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/tax-exemptions',
    {
      config: { permission: 'tax_exemptions:read' },
      schema: {
        tags: ['tax-exemptions'],
        summary: "AT's VAT exemption reasons (M07 covers health services); a constant list, not paged",
        response: { 200: taxExemptionList },
      },
    },
    async () => ({ items: taxExemptions.map((t) => ({ code: t.code, text: t.text })) }),
  );
};
