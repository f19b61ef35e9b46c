import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from './health.repository.js';

const healthResponse = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

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
};
