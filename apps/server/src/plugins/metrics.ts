import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queueCounts } from '../modules/health/health.repository.js';

/**
 * GET /api/metrics (issue 51, decision 051): Prometheus text through prom-client. Requests by route and
 * status, their latency, the database pool, the jobs queue and the outbox — the last two counted at
 * scrape time. Each app has its own registry (tests build many). Readable by a client whose own address
 * is a TRUST_PROXY one (a scraper beside the balancer; a request forwarded by the balancer carries its
 * client's address in X-Forwarded-For, so the internet never qualifies), or with
 * `Authorization: Bearer $METRICS_TOKEN`; anyone else gets 404, as if there were no such route.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { config, database } = app.deps;
  const registry = new Registry();
  const requests = new Counter({
    name: 'clinica_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'clinica_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'clinica_db_pool_connections',
    help: 'The database pool’s connections by state (used, idle) and the queries waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'used' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const jobs = new Gauge({
    name: 'clinica_jobs',
    help: 'Jobs not done, by kind and status (queued: the queue’s depth; failed: given up)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'clinica_outbox_messages',
    help: 'Outbound e-mail and SMS, by channel and status',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
  });

  // Labels from the route's pattern, never the raw URL, and a method outside HTTP's own set counted as
  // OTHER: a client cannot grow the series without bound.
  const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const method = methods.has(req.method) ? req.method : 'OTHER';
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
  });

  const trusted = config.trustProxy ? proxyAddr.compile(config.trustProxy) : null;
  const token = config.metricsToken ? Buffer.from(`Bearer ${config.metricsToken}`) : null;
  const allowed = (req: FastifyRequest) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (token && given.length === token.length && timingSafeEqual(given, token)) return true;
    return trusted !== null && trusted(req.ip, 0);
  };

  app.get(
    '/api/metrics',
    { config: { permission: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      if (!allowed(req)) return reply.callNotFound();
      // Both gauges are read afresh: a kind or status that emptied since the last scrape disappears.
      jobs.reset();
      outbox.reset();
      for (const c of await queueCounts(database)) {
        if (c.source === 'jobs') jobs.set({ kind: c.kind, status: c.status }, c.n);
        else outbox.set({ channel: c.kind, status: c.status }, c.n);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
