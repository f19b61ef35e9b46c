import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { calendarFeed, calendarFeedParams, icalMessages } from '@clinica/contracts/ical';
import { notFound } from '../../lib/errors.js';
import * as service from './ical.service.js';

/**
 * The professionals' iCal feeds (issue 7 item 8, docs/decisions/012-ical-feed.md): each user manages
 * their own under `/api/v1/me`; a manager (collaborators:update) can see and revoke anyone's; calendar
 * apps read the feed by its secret address, without a session.
 */
export const icalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['ical'];

  app.get(
    '/api/v1/me/ical-feed',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Whether my calendar feed exists (its address is shown only when created)',
        response: { 200: calendarFeed, 403: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.myFeedStatus(tx, req.user!)),
  );
  app.post(
    '/api/v1/me/ical-feed',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Create my calendar feed, or replace it (the old address stops working); answers the address once',
        response: { 201: calendarFeed, 403: errorBody },
      },
    },
    async (req, reply) => {
      // The address the user opened the app at, unless PUBLIC_URL says where the app lives.
      const baseUrl = deps.config.publicUrl ?? `${req.protocol}://${req.host}`;
      return reply.status(201).send(await req.tenantTx((tx) => service.createMyFeed(tx, req.user!, baseUrl)));
    },
  );
  app.delete(
    '/api/v1/me/ical-feed',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Revoke my calendar feed (its address answers 404 from now on)',
        response: { 200: calendarFeed, 403: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.revokeMyFeed(tx, req.user!)),
  );
  app.get(
    '/api/v1/users/:id/ical-feed',
    {
      config: { permission: 'collaborators:update' },
      schema: {
        tags,
        summary: 'Whether a professional’s calendar feed exists',
        params: idParams,
        response: { 200: calendarFeed, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.feedStatus(tx, req.params.id)),
  );
  app.delete(
    '/api/v1/users/:id/ical-feed',
    {
      config: { permission: 'collaborators:update' },
      schema: {
        tags,
        summary: 'Revoke a professional’s calendar feed',
        params: idParams,
        response: { 200: calendarFeed, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.revokeFeed(tx, req.params.id)),
  );

  app.get(
    '/api/v1/ical/:token.ics',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'A professional’s appointments as iCalendar (30 days back, 365 ahead): service and clinic, never the patient',
        params: calendarFeedParams,
        produces: ['text/calendar'],
        response: { 404: errorBody },
      },
    },
    async (req, reply) => {
      const { token } = req.params;
      if (!token.includes('.')) {
        // An address made before issue 40: once to the address with the tenant (decision 035).
        const path = await service.legacyFeedPath(deps, token);
        if (path === null) throw notFound(icalMessages.notFound);
        return reply.redirect(path, 301);
      }
      const body = await service.renderFeed(deps, token);
      if (body === null) throw notFound(icalMessages.notFound);
      // Text, not JSON: no 200 schema, so Fastify sends the string as it is.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline; filename="clinica.ics"')
        .send(body as never);
    },
  );
};
