import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unavailableQuery, unavailableResponse } from '@clinica/contracts/calendar';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './unavailable.service.js';

/** The calendar's unavailable time (issue 22, decision 024). */
export const unavailableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/calendar/unavailable',
    {
      // It shows everyone's hours and absences: staff who may read exceptions (not patients).
      config: { permission: 'schedule_exceptions:read' },
      schema: {
        tags: ['calendar'],
        summary:
          'What is not free at a clinic over from/to (≤ 42 days): closed hours, professionals outside their hours or away, public holidays',
        querystring: unavailableQuery,
        response: { 200: unavailableResponse, 400: errorBody, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.unavailable(tx, req.user!, req.query)),
  );
};
