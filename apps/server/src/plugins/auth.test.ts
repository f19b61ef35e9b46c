import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.request({ method: 'POST', url: '/api/test/reset', payload: {} });
});

describe('every route declares its permission', () => {
  it('has a permission on every registered route', () => {
    expect(t.routes.length).toBeGreaterThan(10);
    const undeclared = t.routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a route that declares nothing, to everyone (deny by default)', async () => {
    const s = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/v1/undeclared', async () => ({ leaked: true }));
      },
    });
    try {
      const cookie = await s.login('gestor@demo.clinica.pt');
      const res = await s.request({ method: 'GET', url: '/api/v1/undeclared', cookie });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('leaked');
      expect(s.routes.find((r) => r.url === '/api/v1/undeclared')?.permission).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});

describe('permission checks come before body validation', () => {
  it('answers 403 to a professional sending an invalid body to a manager-only route', async () => {
    const cookie = await t.login('fisio@demo.clinica.pt');
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie,
      payload: { nonsense: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'Não tem permissões para aceder a estes dados ou realizar esta ação',
      },
    });
  });

  it('answers 400 to the manager for the same body (they may learn the schema)', async () => {
    const cookie = await t.login('gestor@demo.clinica.pt');
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie,
      payload: { nonsense: 1 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 before anything for no session', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/v1/permissions', payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('subscription gate (402)', () => {
  it('answers 402 on /api/v1 once the trial is over without payment, but keeps me and logout', async () => {
    await t.request({
      method: 'POST',
      url: '/api/test/tenant',
      payload: {
        email: 'gestor@demo.clinica.pt',
        subscription_status: 'trialing',
        trial_ends_at: new Date(t.clock.now().getTime() - 1000).toISOString(),
      },
    });
    const cookie = await t.login('gestor@demo.clinica.pt');
    const me = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().tenant.subscription).toMatchObject({ status: 'trialing', active: false });

    const gated = await t.request({
      method: 'GET',
      url: '/api/v1/permissions?user_id=0d3c7a52-5b1e-4c59-9d4a-000000000102',
      cookie,
    });
    expect(gated.statusCode).toBe(402);
    expect(gated.json().error).toEqual({
      code: 'subscription_inactive',
      message: 'Subscrição não ativa / Atualize os detalhes de pagamento',
    });
    expect((await t.request({ method: 'POST', url: '/api/v1/logout', cookie })).statusCode).toBe(200);
  });

  it('lets a clinic in its trial through, and stops it the moment the trial ends', async () => {
    const ends = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    await t.request({
      method: 'POST',
      url: '/api/test/tenant',
      payload: {
        email: 'gestor@demo.clinica.pt',
        subscription_status: 'trialing',
        trial_ends_at: ends.toISOString(),
      },
    });
    const cookie = await t.login('gestor@demo.clinica.pt');
    const url = '/api/v1/permissions?user_id=0d3c7a52-5b1e-4c59-9d4a-000000000102';
    expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(402);
  });

  it.each(['past_due', 'canceled'] as const)('gates a %s subscription', async (status) => {
    await t.request({
      method: 'POST',
      url: '/api/test/tenant',
      payload: { email: 'gestor@demo.clinica.pt', subscription_status: status },
    });
    const cookie = await t.login('gestor@demo.clinica.pt');
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/permissions?user_id=0d3c7a52-5b1e-4c59-9d4a-000000000102',
      cookie,
    });
    expect(res.statusCode).toBe(402);
  });
});
