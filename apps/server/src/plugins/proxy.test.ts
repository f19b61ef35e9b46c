import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { DEMO_TENANT_ID } from '../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Behind a load balancer every request comes from the balancer's address. With TRUST_PROXY naming it,
// the client's own address (X-Forwarded-For) keys the login throttle and goes to the audit log; without
// it, a forged X-Forwarded-For changes nothing.

const BALANCER = '10.1.2.3';
const form = (username: string, password: string) =>
  `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`;

function loginFrom(t: TestApp, client: string, username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/token',
    remoteAddress: BALANCER,
    headers: {
      'x-requested-with': 'x',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': client,
    },
    payload: form(username, password),
  });
}

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: `${BALANCER}/32` } });
  });
  afterAll(() => t.close());

  it('throttles the client that failed, not everyone behind the balancer', async () => {
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(t, '203.0.113.5', 'fisio@demo.clinica.pt', `wrong-${i}`)).statusCode).toBe(401);
    expect((await loginFrom(t, '203.0.113.5', 'fisio@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(429);
    // The account's owner, elsewhere, still logs in: nobody can lock an account from their own address.
    const owner = await loginFrom(t, '198.51.100.7', 'fisio@demo.clinica.pt', DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it('writes the client’s address to the audit log', async () => {
    const login = await loginFrom(t, '198.51.100.8', 'gestor@demo.clinica.pt', DEMO_PASSWORD);
    const cookie = `clinica_session=${login.cookies.find((c) => c.name === 'clinica_session')!.value}`;
    const patients = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/patients?page_size=1',
      remoteAddress: BALANCER,
      headers: { cookie, 'x-forwarded-for': '198.51.100.8' },
    });
    const id = patients.json().items[0].id as string;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/patients/${id}`,
      remoteAddress: BALANCER,
      headers: { cookie, 'x-forwarded-for': '198.51.100.8' },
    });
    expect(view.statusCode).toBe(200);
    const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ ip: string }>(
        tx,
        sql`select ip from audit_events where action = 'patient.view' and entity_id = ${id}
             order by at desc limit 1`,
      ),
    );
    expect(row!.ip).toBe('198.51.100.8');
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client cannot pick the address it is throttled under', async () => {
    for (let i = 0; i < 5; i++)
      await loginFrom(t, `203.0.113.${10 + i}`, 'rececao@demo.clinica.pt', `wrong-${i}`);
    expect((await loginFrom(t, '203.0.113.99', 'rececao@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(
      429,
    );
  });
});
