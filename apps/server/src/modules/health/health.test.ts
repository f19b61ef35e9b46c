import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('reports ok with a working database', async () => {
  const res = await t.request({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
});

it('reports the database down with 503', async () => {
  const s = await createTestApp();
  await s.database.close();
  const res = await s.request({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'error', db: 'error' });
  await s.close();
});
