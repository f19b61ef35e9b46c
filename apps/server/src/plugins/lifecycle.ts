import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Whether this instance is shutting down (SIGTERM): GET /api/ready answers 503, answers say `Connection: close`. */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Draining (docs/operations.md, «Graceful shutdown and readiness»): once `lifecycle.draining` is set,
 * every answer still being written carries `Connection: close`, so a client (or a proxy keeping
 * connections to this instance) opens its next request elsewhere instead of reusing a closing socket.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('lifecycle', { draining: false });
  app.addHook('onRequest', async (req, reply) => {
    // Every answer, errors included, names its request (the id in this instance's log lines).
    reply.header('x-request-id', req.id);
  });
  app.addHook('onSend', async (_req, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
});

/**
 * SIGTERM's first half: readiness goes 503, the listener closes (new connections are refused, so a
 * balancer's next try goes to another instance), idle keep-alive sockets close, and the requests in
 * flight are answered (with `Connection: close`) for at most `graceMs`; past it the sockets still open
 * are cut. Resolves true when every request was answered in time.
 */
export async function drain(app: FastifyInstance, graceMs = 10_000): Promise<boolean> {
  app.lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const closed = app.close().then(() => true as const);
  const inTime = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (!inTime) {
    app.server.closeAllConnections();
    await closed;
  }
  return inTime;
}
