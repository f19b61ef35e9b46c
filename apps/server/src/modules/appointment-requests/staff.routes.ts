import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptRequestBody,
  appointmentRequest,
  listRequestsQuery,
  listRequestsResponse,
  pendingCountResponse,
  rejectRequestBody,
} from '@clinica/contracts/appointment-requests';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { AppError, messages } from '../../lib/errors.js';
import { subscriptionActive } from '../../plugins/auth.js';
import * as service from './staff.service.js';

/**
 * The clinic's side of the booking requests (issue 48) under /api/v1, where the subscription gate
 * applies. The spec's `/appointment-requests/{id}/accept` answers the same, behind the same session,
 * permission and 402 checks (the auth plugin gates only /api/v1 by path, so this route checks it).
 */
export const staffRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer, clock } = app.deps;
  const tags = ['appointment-requests'];

  app.get(
    '/api/v1/appointment-requests',
    {
      config: { permission: 'appointment_requests:read' },
      schema: {
        tags,
        summary: 'Booking requests by status (all with list_all, else those addressed to the caller)',
        querystring: listRequestsQuery,
        response: { 200: listRequestsResponse, 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.listRequests(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/appointment-requests/count',
    {
      config: { permission: 'appointment_requests:read' },
      schema: {
        tags,
        summary: 'Pending requests (the calendar toolbar badge)',
        response: { 200: pendingCountResponse },
      },
    },
    (req) => req.tenantTx((tx) => service.pendingCount(tx, req.user!)),
  );

  for (const url of ['/api/v1/appointment-requests/:id/accept', '/appointment-requests/:id/accept'])
    app.post(
      url,
      {
        config: { permission: 'appointment_requests:accept_and_reject' },
        schema: {
          tags,
          summary: 'Accept: books the slot through the normal booking path (409 leaves the request pending)',
          params: idParams,
          body: acceptRequestBody,
          response: {
            201: appointmentRequest,
            400: errorBody,
            402: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (req, reply) => {
        const now = clock.now();
        if (!subscriptionActive(req.user!.tenant, now))
          throw new AppError(402, 'subscription_inactive', messages.subscriptionInactive);
        const { request, messageId } = await req.tenantTx((tx) =>
          service.acceptRequest(tx, req.user!, mailer, req.params.id, req.body, now),
        );
        mailer.deliver(req.user!.tenantId, [messageId]);
        return reply.status(201).send(request);
      },
    );

  app.put(
    '/api/v1/appointment-requests/:id',
    {
      config: { permission: 'appointment_requests:accept_and_reject' },
      schema: {
        tags,
        summary: 'Reject with a reason ({status: "rejected", reason}); the visitor is e-mailed',
        params: idParams,
        body: rejectRequestBody,
        response: { 200: appointmentRequest, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const { request, messageId } = await req.tenantTx((tx) =>
        service.rejectRequest(tx, req.user!, mailer, req.params.id, req.body.reason, clock.now()),
      );
      mailer.deliver(req.user!.tenantId, [messageId]);
      return request;
    },
  );
};
