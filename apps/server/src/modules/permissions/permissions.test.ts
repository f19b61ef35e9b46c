import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DEMO_MANAGER_ID as GESTOR,
  DEMO_PROFESSIONAL_ID as FISIO,
  DEMO_FRONT_DESK_ID as RECECAO,
} from '../../db/seed/demo-ids.js';

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

/**
 * Issue 39 item 3: nobody raises their own rights. Editing permissions grants anything, and inviting or
 * changing a team member makes a manager, so those grants are a manager's alone — refused by the
 * editor, and of no use to a professional who holds one from before (a row written behind the API).
 */
describe('no one raises their own rights', () => {
  const managerOnly = ['permissions:update', 'collaborators:create', 'collaborators:update'] as const;
  const hold = (grant: string) => {
    const [resource, action] = grant.split(':');
    return t.request({
      method: 'POST',
      url: '/api/test/permission',
      payload: { email: 'fisio@demo.clinica.pt', resource, action, allowed: true },
    });
  };

  it('refuses to grant a manager-only permission to a professional, naming each, and writes nothing', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: {
        user_id: FISIO,
        permissions: {
          permissions: { update: true },
          collaborators: { create: true, update: true },
          payments: { list_all: true },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'permissions.permissions.update': 'Só um gestor pode ter esta permissão',
      'permissions.collaborators.create': 'Só um gestor pode ter esta permissão',
      'permissions.collaborators.update': 'Só um gestor pode ter esta permissão',
    });
    const read = await t.request({
      method: 'GET',
      url: `/api/v1/permissions?user_id=${FISIO}`,
      cookie: manager,
    });
    expect(read.json().permissions.payments.list_all).toBe(false);
    expect(read.json().permissions.permissions?.update).not.toBe(true);
  });

  it.each(managerOnly)(
    'a professional holding %s cannot become a manager nor grant themselves more',
    async (grant) => {
      const colleague = (
        await t.request({
          method: 'POST',
          url: '/api/v1/collaborators',
          cookie: manager,
          payload: {
            type: 'professional',
            email: `colega.${grant.replace(':', '.')}@example.pt`,
            first_name: 'Colega',
            surname: 'X',
          },
        })
      ).json().id;
      expect((await hold(grant)).statusCode).toBe(200);
      const fisio = await t.login('fisio@demo.clinica.pt');
      const as = (method: 'PUT' | 'POST', url: string, payload?: object) =>
        t.request({ method, url, cookie: fisio, payload });

      // The chain: grant oneself the team's writes, then make oneself (or a new account) a manager.
      const selfGrant = await as('PUT', '/api/v1/permissions', {
        user_id: FISIO,
        permissions: { collaborators: { create: true, update: true }, permissions: { update: true } },
      });
      expect(selfGrant.statusCode).toBe(403);
      const otherGrant = await as('PUT', '/api/v1/permissions', {
        user_id: colleague,
        permissions: { payments: { list_all: true } },
      });
      expect(otherGrant.statusCode).toBe(403);
      expect((await as('PUT', `/api/v1/users/${FISIO}?type=manager`)).statusCode).toBe(403);
      expect((await as('PUT', `/api/v1/users/${colleague}?type=manager`)).statusCode).toBe(403);
      const invite = await as('POST', '/api/v1/collaborators', {
        type: 'manager',
        email: 'tiago.gestor@example.pt',
        first_name: 'Tiago',
        surname: 'Gestor',
      });
      expect(invite.statusCode).toBe(403);

      const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: fisio })).json();
      expect(me.type).toBe('professional');
      const [resource, action] = grant.split(':') as [string, string];
      expect(me.permissions[resource]?.[action]).not.toBe(true);
      expect(me.permissions.payments.list_all).toBe(false);
      const team = await t.request({ method: 'GET', url: '/api/v1/collaborators?q=gestor', cookie: manager });
      expect(team.json().items.map((m: { email: string }) => m.email)).not.toContain(
        'tiago.gestor@example.pt',
      );
      const sofia = await t.request({
        method: 'GET',
        url: `/api/v1/collaborators/${colleague}`,
        cookie: manager,
      });
      expect(sofia.json().type).toBe('professional');
    },
  );

  it('nobody changes their own permissions', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/permissions',
      cookie: manager,
      payload: { user_id: GESTOR, permissions: { payments: { list_all: true } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ user_id: 'Não pode alterar as suas próprias permissões' });
  });
});
