import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_TENANT_ID } from '../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 51: GET /api/metrics (Prometheus text, prom-client) for a scraper beside the balancer
// (TRUST_PROXY) or one holding METRICS_TOKEN; to anyone else there is no such route. Request ids:
// every answer names its request, and a trusted proxy's X-Request-Id is kept.

const BALANCER = '10.1.2.3';
const TOKEN = 'a-metrics-token-of-32-characters';

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: BALANCER, METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

  it('is 404 to a client without the token, with a wrong one, or forwarded by the balancer', async () => {
    for (const res of [
      await scrape(),
      await scrape({ authorization: `Bearer ${TOKEN}x` }),
      await scrape({ authorization: TOKEN }),
      // Through the balancer from the internet: the client's own address is what counts.
      await scrape({ 'x-forwarded-for': '203.0.113.9' }, BALANCER),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers the token holder and the balancer’s own address in Prometheus text', async () => {
    const withToken = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape({}, BALANCER)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/v1/users/patients/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ method: 'PROPFIND' as 'GET', url: '/nothing/here/1' });
    const body = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(body).toMatch(
      /clinica_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(body).toMatch(
      /clinica_http_requests_total\{method="GET",route="\/api\/v1\/users\/patients\/:id",status="401"\} 1/,
    );
    expect(body).toMatch(
      /clinica_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
    expect(body).toMatch(
      /clinica_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} [1-9]/,
    );
    // Neither the raw URL nor an unknown method becomes a label.
    expect(body).toMatch(/clinica_http_requests_total\{method="OTHER",route="unmatched",status="404"\} 1/);
    expect(body).not.toMatch(/nothing\/here|PROPFIND/);
  });

  it('reads the jobs queue and the outbox afresh at every scrape', async () => {
    await t.asOwner(
      sql`insert into jobs (id, tenant_id, kind, key, run_at) values
            (gen_random_uuid(), ${DEMO_TENANT_ID}, 'metrics-test', 'a', now()),
            (gen_random_uuid(), ${DEMO_TENANT_ID}, 'metrics-test', 'b', now())`,
      DEMO_TENANT_ID,
    );
    const first = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(first).toMatch(/clinica_jobs\{kind="metrics-test",status="queued"\} 2/);
    expect(first).toMatch(/# TYPE clinica_outbox_messages gauge/);
    await t.asOwner(sql`update jobs set status = 'done' where kind = 'metrics-test'`, DEMO_TENANT_ID);
    const second = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(second).not.toMatch(/metrics-test/);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: BALANCER } });
  });
  afterAll(() => t.close());

  it('names every answer’s request, errors included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('keeps the X-Request-Id of a trusted proxy, and only of one', async () => {
    const fromBalancer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: BALANCER,
      headers: { 'x-request-id': 'nginx-7f3a9c', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(fromBalancer.headers['x-request-id']).toBe('nginx-7f3a9c');
    const fromClient = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(fromClient.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: BALANCER,
      headers: { 'x-request-id': 'no spaces or\u00e9 accents' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id in the log lines of the request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const { buildApp } = await import('../app.js');
    const app = await buildApp(t.app.deps, {
      logger: { level: 'info', stream: { write: (l: string) => lines.push(JSON.parse(l)) } },
    });
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: BALANCER,
      headers: { 'x-request-id': 'nginx-log-1' },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    const ofRequest = lines.filter((l) => l.reqId === 'nginx-log-1');
    expect(ofRequest.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
