import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { ping, readiness } from './health.repository.js';

const healthResponse = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
const readyResponse = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      const ok = await ping(app.deps.database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'error' });
    },
  );

  app.get(
    '/api/ready',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Readiness: database reachable, schema at this code’s version, not draining',
        description:
          'For orchestrators that poll: 503 while the instance shuts down (SIGTERM), when the database ' +
          'cannot be reached, or when the database lacks a migration this code expects.',
        tags: ['system'],
        response: { 200: readyResponse, 503: errorBody },
      },
    },
    async (_req, reply) => {
      const problem = app.lifecycle.draining ? 'draining' : await readiness(app.deps.database);
      if (!problem) return reply.send({ status: 'ok' });
      const message = {
        draining: 'A instância está a terminar',
        database: 'Base de dados inacessível',
        schema: 'A base de dados não tem as migrações desta versão',
      }[problem];
      return reply
        .status(503)
        .send({ error: { code: 'service_unavailable', message, details: { reason: problem } } });
    },
  );
};
