import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestProviderDeps } from '../invoicing/provider.js';
import { providerReceiptPdf } from './provider-receipt-pdf.js';

/** A payment's receipt issued at InvoiceXpress, as InvoiceXpress's PDF (decision 053). */
export const providerReceiptPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/payments/:id/provider-receipts/:documentId/pdf',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['payments'],
        summary:
          'The PDF of the payment’s receipt issued at InvoiceXpress for one invoice it settles (InvoiceXpress’s own, fetched once and kept); still to issue: 409',
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
      },
    },
    async (req, reply) => {
      const { id, documentId } = req.params;
      const pdf = await providerReceiptPdf(requestProviderDeps(app, req), req.user!, id, documentId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
        .send(pdf.bytes);
    },
  );
};
