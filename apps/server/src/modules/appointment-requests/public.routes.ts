import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmRequestBody,
  createRequestBody,
  createRequestResponse,
  publicProfile,
  slotsQuery,
  slotsResponse,
  slugParams,
} from '@clinica/contracts/appointment-requests';
import { okResponse } from '@clinica/contracts/auth';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './public.service.js';

/**
 * The public booking page's API (spec §7, issue 48): outside /api/v1, no session. State-changing calls
 * pass the same CSRF check as login (the security plugin: same Origin, JSON) and count against limits
 * in the same `throttles` (per address and per e-mail → 429). A body over 10 KB → 413.
 */
const BODY_LIMIT = 10 * 1024;
const tenantQuery = z.object({ tenant_id: z.uuid() });
const serviceItem = z.object({
  id: z.uuid(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price_cents: z.number().int(),
});
const professionalItem = z.object({ id: z.uuid(), name: z.string() });

export const publicRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['appointment-requests (public)'];
  const config = { permission: 'public' as const };

  app.get(
    '/appointment-requests/tenant/:slug',
    {
      config,
      schema: {
        tags,
        summary:
          'The clinic behind a public slug (404 when unknown or online booking is off): its tenant_id, name, contacts, bookable services and professionals',
        params: slugParams,
        response: { 200: publicProfile, 404: errorBody },
      },
    },
    (req) => service.profileBySlug(deps, req.params.slug),
  );
  app.get(
    '/appointment-requests/services',
    {
      config,
      schema: {
        tags,
        summary: 'The bookable services',
        querystring: tenantQuery,
        response: { 200: z.object({ items: z.array(serviceItem) }), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ items: await service.publicServices(deps, req.query.tenant_id) }),
  );
  app.get(
    '/appointment-requests/services/count',
    {
      config,
      schema: {
        tags,
        summary: 'How many services are bookable',
        querystring: tenantQuery,
        response: { 200: z.object({ count: z.number().int() }), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ count: (await service.publicServices(deps, req.query.tenant_id)).length }),
  );
  app.get(
    '/appointment-requests/professionals',
    {
      config,
      schema: {
        tags,
        summary: 'The bookable professionals',
        querystring: tenantQuery,
        response: { 200: z.object({ items: z.array(professionalItem) }), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ items: await service.publicProfessionals(deps, req.query.tenant_id) }),
  );
  app.get(
    '/appointment-requests/slots',
    {
      config,
      schema: {
        tags,
        summary: 'Free slots of a bookable service (optionally one professional) over from/to (≤ 60 days)',
        querystring: slotsQuery,
        response: { 200: slotsResponse, 400: errorBody, 404: errorBody },
      },
    },
    (req) => service.publicSlots(deps, req.query),
  );
  app.get(
    '/appointment-requests/professionals/unavailabilities',
    {
      config,
      schema: {
        tags,
        summary: 'Busy intervals only (the window minus the free slots): no appointment or reason shows',
        querystring: slotsQuery,
        response: {
          200: z.object({
            items: z.array(z.object({ starts_at: z.iso.datetime(), ends_at: z.iso.datetime() })),
          }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    (req) => service.publicUnavailabilities(deps, req.query),
  );
  app.post(
    '/appointment-requests',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'A visitor’s booking request (honeypot, minimum fill time, limits per address and e-mail)',
        body: createRequestBody,
        response: {
          201: createRequestResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          413: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createRequest(deps, req.body, req.ip)),
  );
  app.post(
    '/appointment-requests/confirm',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'The e-mail confirmation link: the request reaches the clinic',
        body: confirmRequestBody,
        response: { 200: okResponse, 400: errorBody },
      },
    },
    async (req) => {
      await service.confirmRequest(deps, req.body.token);
      return { ok: true as const };
    },
  );
};
