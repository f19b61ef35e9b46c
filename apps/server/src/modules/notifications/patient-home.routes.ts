import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { patientCancelInput, patientCancelResult, patientHome } from '@clinica/contracts/notifications';
import { cancelOwn, patientHome as getHome } from './patient-home.service.js';

/**
 * The patient's home (issue 50 item 3): their clinics' contacts and the cancellation window, and
 * cancelling their own appointment outside it. `appointments:read` up front; cancelling, the service
 * admits patients only (anyone else: 403) and only their own appointments (another's: 404).
 */
export const patientHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  app.get(
    '/api/v1/me/home',
    {
      config: { permission: 'appointments:read' },
      schema: {
        tags,
        summary: 'A patient’s clinics’ contacts and the cancellation window',
        response: { 200: patientHome, 403: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => getHome(tx, req.user!)),
  );
  app.post(
    '/api/v1/me/appointment-cancellations',
    {
      config: { permission: 'appointments:read' },
      schema: {
        tags,
        summary: 'A patient cancels their own appointment (more than the window’s hours before it)',
        body: patientCancelInput,
        response: {
          200: patientCancelResult,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => cancelOwn(tx, req.user!, req.body.appointment_id, app.deps.clock.now()));
      return { appointment_id: req.body.appointment_id, state: 'canceled_patient' as const };
    },
  );
};
