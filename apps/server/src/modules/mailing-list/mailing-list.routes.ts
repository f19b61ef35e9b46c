import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@clinica/contracts/auth';
import { errorBody } from '@clinica/contracts/errors';
import { mailingListBody } from '@clinica/contracts/sign-up';
import { consume, HOUR } from '../rate-limit/rate-limit.service.js';
import { upsertRegistree } from './mailing-list.repository.js';

export const mailingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    '/mailing-list-registrees',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Newsletter sign-up (idempotent per e-mail)',
        tags: ['sign-up'],
        body: mailingListBody,
        response: { 200: okResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      await consume(deps, [{ bucket: 'mailing_list_ip', key: req.ip, max: 20, windowMs: HOUR }]);
      await upsertRegistree(deps.database, req.body.email, req.body.consent, deps.clock.now());
      return { ok: true as const };
    },
  );
};
