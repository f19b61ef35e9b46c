import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { appointmentLinkParams, appointmentLinkView } from '@clinica/contracts/notifications';
import { decide, showLink } from './links.service.js';

/** The public confirm/cancel link of a reminder (no login: the single-use token is the credential). */
export const appointmentLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const schema = { tags, params: appointmentLinkParams };
  app.get(
    '/appointment-links/:token',
    {
      config: { permission: 'public' },
      schema: {
        ...schema,
        summary: 'A reminder link: the appointment, and whether it may still be cancelled',
        response: { 200: appointmentLinkView, 404: errorBody },
      },
    },
    (req) => showLink(app.deps.database, req.params.token, app.deps.clock.now()),
  );
  for (const decision of ['confirm', 'cancel'] as const)
    app.post(
      `/appointment-links/:token/${decision}`,
      {
        config: { permission: 'public' },
        schema: {
          ...schema,
          summary:
            decision === 'confirm'
              ? 'Confirms the appointment (spends the link)'
              : 'Cancels the appointment while more than the cancellation window remains (spends the link)',
          response: { 200: appointmentLinkView, 404: errorBody, 409: errorBody },
        },
      },
      (req) => decide(app.deps.database, req.params.token, decision, app.deps.clock.now()),
    );
};
