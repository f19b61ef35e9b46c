import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@clinica/contracts/errors';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/v1/__boom', { config: { permission: 'public' } }, async () => {
        throw new Error('secret internal detail');
      });
    },
  });
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

const expectShape = (body: unknown, code: string) => {
  const parsed = errorBody.strict().parse(body);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message.length).toBeGreaterThan(0);
  return parsed.error;
};

describe('one error shape', () => {
  it('400 for malformed JSON', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: manager,
      headers: { 'content-type': 'application/json' },
      payload: '{"current_password": "x",',
    });
    expect(res.statusCode).toBe(400);
    expectShape(res.json(), 'validation_failed');
  });

  it('400 with per-field messages for wrong types and unknown fields', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: manager,
      payload: { current_password: 12, new_password: ['a'], is_admin: true },
    });
    expect(res.statusCode).toBe(400);
    const err = expectShape(res.json(), 'validation_failed');
    expect(Object.keys(err.fields!).sort()).toEqual(['current_password', 'is_admin', 'new_password']);
    expect(err.fields!.is_admin).toBe('Campo não permitido');
  });

  it('treats SQL and HTML in strings as plain data', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/token',
      payload: { username: "' or 1=1; drop table users; --", password: '<script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: manager })).statusCode).toBe(200);
  });

  it('404 JSON for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: '/api/v1/does-not-exist',
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(404);
      expectShape(res.json(), 'not_found');
    }
  });

  it('413 for a 10 MB body, and nothing is written', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: manager,
      payload: JSON.stringify({ current_password: 'demo-clinica-2026', new_password: big }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expectShape(res.json(), 'payload_too_large');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/token',
          payload: { username: 'gestor@demo.clinica.pt', password: 'demo-clinica-2026' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('415 for a content type the server does not take', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: manager,
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expectShape(res.json(), 'unsupported_media_type');
  });

  it('500 with an error id and no internals for an unexpected failure', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/__boom' });
    expect(res.statusCode).toBe(500);
    const err = expectShape(res.json(), 'internal_error');
    expect(err.message).toBe('Erro do Servidor');
    expect(err.error_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });
});
