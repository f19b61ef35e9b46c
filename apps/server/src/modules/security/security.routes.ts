import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@clinica/contracts/auth';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { session } from '@clinica/contracts/team';
import { endOtherSessions, endSession, mySessions } from './security.service.js';

/** `/configurations/security`: the caller's own active sessions. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['security'];
  app.get(
    '/api/v1/me/sessions',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'My active sessions (device, last seen)',
        response: { 200: z.object({ items: z.array(session) }) },
      },
    },
    async (req) => ({ items: await req.tenantTx((tx) => mySessions(tx, app.deps.clock, req.user!)) }),
  );
  app.delete(
    '/api/v1/me/sessions/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'End one of my sessions',
        params: idParams,
        response: { 200: okResponse, 404: errorBody },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => endSession(tx, req.user!, req.params.id));
      return { ok: true as const };
    },
  );
  app.post(
    '/api/v1/me/sessions/end-others',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'End all my sessions but this one', response: { 200: okResponse } },
    },
    async (req) => {
      await req.tenantTx((tx) => endOtherSessions(tx, req.user!));
      return { ok: true as const };
    },
  );
};
