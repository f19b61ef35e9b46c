import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PROFESSIONAL_ID as FISIO, DEMO_FRONT_DESK_ID as RECECAO } from '../../db/seed/demo-ids.js';

const TESTE_MANAGER = '0d3c7a52-5b1e-4c59-9d4a-000000000201';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.request({ method: 'POST', url: '/api/test/reset', payload: {} });
  manager = await t.login('gestor@demo.clinica.pt');
});

describe('PUT /api/v1/permissions', () => {
  it('changes only the keys sent, and the professional sees it in /me at once', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: {
        user_id: FISIO,
        permissions: { services: { list_all: false }, payments: { list_all: true } },
      },
    });
    expect(res.statusCode).toBe(200);
    const map = res.json().permissions;
    expect(map.services.list_all).toBe(false);
    expect(map.payments.list_all).toBe(true);
    expect(map.patients.list_all).toBe(true); // untouched default
    const fisio = await t.login('fisio@demo.clinica.pt');
    const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: fisio })).json();
    expect(me.permissions.services.list_all).toBe(false);
    expect(me.permissions.payments.list_all).toBe(true);

    const again = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: { user_id: FISIO, permissions: { services: { list_all: true } } },
    });
    expect(again.json().permissions.services.list_all).toBe(true);
    expect(again.json().permissions.payments.list_all).toBe(true);
  });

  it('reads a professional’s map', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/permissions?user_id=${FISIO}`,
      cookie: manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions.communications.list_all).toBe(false);
  });

  it('refuses permissions that are not switchable, naming them', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: { user_id: FISIO, permissions: { reports: { list_all: true } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'permissions.reports.list_all': 'Permissão não editável' });
  });

  it('refuses unknown resources and non-boolean values with 400', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: { user_id: FISIO, permissions: { rockets: { launch: 'yes' } } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('only edits professionals', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: { user_id: RECECAO, permissions: { services: { list_all: true } } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for another clinic’s user and writes nothing', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: { user_id: TESTE_MANAGER, permissions: { services: { list_all: true } } },
    });
    expect(res.statusCode).toBe(404);
    const read = await t.request({
      method: 'GET',
      url: `/api/v1/permissions?user_id=${TESTE_MANAGER}`,
      cookie: manager,
    });
    expect(read.statusCode).toBe(404);
  });

  it.each(['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt', 'paciente@demo.clinica.pt'])(
    'is manager-only: %s gets 403 and nothing changes',
    async (email) => {
      const cookie = await t.login(email);
      const res = await t.request({
        method: 'PUT',
        url: '/api/v1/permissions',
        cookie,
        payload: { user_id: FISIO, permissions: { payments: { list_all: true } } },
      });
      expect(res.statusCode).toBe(403);
      const read = await t.request({
        method: 'GET',
        url: `/api/v1/permissions?user_id=${FISIO}`,
        cookie: manager,
      });
      expect(read.json().permissions.payments.list_all).toBe(false);
    },
  );
});
