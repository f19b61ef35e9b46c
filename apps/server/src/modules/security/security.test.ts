import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists my sessions, ends one, then all the others', async () => {
  const a = await t.login('fisio@demo.clinica.pt');
  const b = await t.login('fisio@demo.clinica.pt');
  const c = await t.login('fisio@demo.clinica.pt');
  const other = await t.login('rececao@demo.clinica.pt');
  const list = (await t.request({ method: 'GET', url: '/api/v1/me/sessions', cookie: a })).json().items;
  expect(list.length).toBeGreaterThanOrEqual(3);
  expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

  const bId = (await t.request({ method: 'GET', url: '/api/v1/me/sessions', cookie: b }))
    .json()
    .items.find((s: { current: boolean }) => s.current).id;
  expect(
    (await t.request({ method: 'DELETE', url: `/api/v1/me/sessions/${bId}`, cookie: a })).statusCode,
  ).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: b })).statusCode).toBe(401);

  // Someone else's session id is not mine to end.
  const otherId = (await t.request({ method: 'GET', url: '/api/v1/me/sessions', cookie: other })).json()
    .items[0].id;
  expect(
    (await t.request({ method: 'DELETE', url: `/api/v1/me/sessions/${otherId}`, cookie: a })).statusCode,
  ).toBe(404);
  expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: other })).statusCode).toBe(200);

  expect(
    (await t.request({ method: 'POST', url: '/api/v1/me/sessions/end-others', cookie: a })).statusCode,
  ).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: c })).statusCode).toBe(401);
  expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: a })).statusCode).toBe(200);
  expect(
    (await t.request({ method: 'GET', url: '/api/v1/me/sessions', cookie: a })).json().items,
  ).toHaveLength(1);
});
