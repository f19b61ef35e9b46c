import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meResponse } from '@clinica/contracts/auth';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo-ids.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.request({ method: 'POST', url: '/api/test/reset', payload: {} });
});

const form = (username: string, password: string) =>
  `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`;

const loginForm = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(username, password),
  });

describe('POST /token', () => {
  it('logs in with the form fields and returns the user with a session cookie', async () => {
    const res = await loginForm('gestor@demo.clinica.pt', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const me = meResponse.parse(res.json());
    expect(me.email).toBe('gestor@demo.clinica.pt');
    expect(me.type).toBe('manager');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    // The tenant's id beside 256 random bits in base64url (decision 035).
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(cookie.value.split('.')[0]).toBe(me.tenant.id);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy(); // plain http public URL
    expect(cookie.maxAge).toBe(7 * 24 * 3600);
  });

  it('is case-insensitive on the e-mail', async () => {
    const res = await loginForm('GESTOR@Demo.Clinica.pt', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('gives a new session id at every login and ends the one the browser held', async () => {
    const first = await t.login('gestor@demo.clinica.pt');
    const res = await t.request({
      method: 'POST',
      url: '/token',
      cookie: first,
      payload: { username: 'gestor@demo.clinica.pt', password: DEMO_PASSWORD },
    });
    const second = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: second })).statusCode).toBe(200);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown user, alike', async () => {
    const wrong = await loginForm('gestor@demo.clinica.pt', 'not-the-password');
    const unknown = await loginForm('ninguem@demo.clinica.pt', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Credenciais Incorretas' },
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('throttles the 6th try after 5 failures for one username and IP, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await loginForm('fisio@demo.clinica.pt', `wrong-${i}`)).statusCode).toBe(401);
    }
    const sixth = await loginForm('fisio@demo.clinica.pt', DEMO_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
    });
    // Another username from the same IP is not affected.
    expect((await loginForm('rececao@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(200);
    // Unknown usernames are throttled the same way (no enumeration through the limiter).
    for (let i = 0; i < 5; i++) await loginForm('ghost@nowhere.pt', 'x');
    expect((await loginForm('ghost@nowhere.pt', 'x')).statusCode).toBe(429);
    // The window passes: 15 minutes later the right password works again.
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await loginForm('fisio@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the throttle per IP', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/token',
        remoteAddress: '10.0.0.7',
        headers: { 'x-requested-with': 'x', 'content-type': 'application/x-www-form-urlencoded' },
        payload: form('fisio@demo.clinica.pt', 'bad'),
      });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/token',
      remoteAddress: '10.0.0.7',
      headers: { 'x-requested-with': 'x', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form('fisio@demo.clinica.pt', DEMO_PASSWORD),
    });
    expect(blocked.statusCode).toBe(429);
    expect((await loginForm('fisio@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects an empty or oversized form with 400 and field messages', async () => {
    const res = await loginForm('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ username: 'Campo Obrigatório', password: 'Campo Obrigatório' });
    const missing = await t.request({ method: 'POST', url: '/token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      username: 'Campo Obrigatório',
      password: 'Campo Obrigatório',
    });
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const s = await createTestApp({ env: { PUBLIC_URL: 'https://clinica.example.pt' } });
    try {
      const res = await s.request({
        method: 'POST',
        url: '/token',
        payload: { username: 'gestor@demo.clinica.pt', password: DEMO_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await s.close();
    }
  });
});

describe('sessions', () => {
  it('expires after 12 hours idle', async () => {
    const cookie = await t.login('gestor@demo.clinica.pt');
    t.clock.advance(11 * 3600 * 1000);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode).toBe(200);
    // That use refreshed last-seen: another 11 h later it is still alive.
    t.clock.advance(11 * 3600 * 1000);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode).toBe(200);
    t.clock.advance(12 * 3600 * 1000 + 1000);
    const res = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('expires 7 days after login however active it is', async () => {
    const cookie = await t.login('gestor@demo.clinica.pt');
    // Used every 11 hours, so it never goes idle…
    for (let i = 0; i < 15; i++) {
      t.clock.advance(11 * 3600 * 1000);
      expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode).toBe(200);
    }
    // …but 165 h + 4 h is past the 168 h (7 days) since login.
    t.clock.advance(4 * 3600 * 1000);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = await t.login('rececao@demo.clinica.pt');
    const res = await t.request({ method: 'POST', url: '/api/v1/logout', cookie });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode).toBe(401);
  });

  it('answers 401 without a cookie, with a forged one, and with an absurd one', async () => {
    for (const cookie of [
      undefined,
      `${SESSION_COOKIE}=forged-${'a'.repeat(40)}`,
      `${SESSION_COOKIE}=${'x'.repeat(5000)}`,
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('reads the session only in the tenant its cookie names: the secret alone (a cookie from before issue 40) or under another clinic is logged out', async () => {
    const cookie = await t.login('gestor@demo.clinica.pt');
    const [tenantId, secret] = cookie.split('=')[1]!.split('.') as [string, string];
    expect(tenantId).toBe(DEMO_TENANT_ID);
    const me = (c: string) => t.request({ method: 'GET', url: '/api/v1/me', cookie: c });
    expect((await me(cookie)).statusCode).toBe(200);
    for (const forged of [secret, `${TESTE_TENANT_ID}.${secret}`, `${tenantId.toUpperCase()}x.${secret}`]) {
      const res = await me(`${SESSION_COOKIE}=${forged}`);
      expect(res.statusCode, forged).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});

describe('GET /api/v1/me', () => {
  it.each([
    ['gestor@demo.clinica.pt', 'manager'],
    ['fisio@demo.clinica.pt', 'professional'],
    ['rececao@demo.clinica.pt', 'front_desk'],
    ['paciente@demo.clinica.pt', 'patient'],
  ] as const)('returns the shape for %s (%s)', async (email, type) => {
    const cookie = await t.login(email);
    const res = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect(res.statusCode).toBe(200);
    const me = meResponse.strict().parse(res.json());
    expect(me.type).toBe(type);
    expect(me.email).toBe(email);
    expect(me.status).toBe('email_confirmed');
    expect(me.image).toBe('/api/default-avatar.svg');
    expect(me.tenant).toMatchObject({
      name: 'Clínica Demo',
      time_zone: 'Europe/Lisbon',
      invoicing: { active: false },
      subscription: { status: 'active', active: true },
    });
  });

  it('gives the professional exactly the default grants of DOMAIN.md', async () => {
    const cookie = await t.login('fisio@demo.clinica.pt');
    const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).json();
    expect(me.permissions.appointments.list_all).toBe(true);
    expect(me.permissions.patients.list_all).toBe(true);
    expect(me.permissions.services.list_all).toBe(true);
    expect(me.permissions.interventions.list_all).toBe(true);
    expect(me.permissions.communications.list_all).toBe(false);
    expect(me.permissions.payments.list_all).toBe(false);
    expect(me.permissions.expenses.list_all).toBe(false);
    // Without list_all a professional reads the requests addressed to them (issue 48, decision 043).
    expect(me.permissions.appointment_requests).toEqual({
      read: true,
      list_all: false,
      accept_and_reject: false,
    });
    expect(me.permissions.patients.create).toBe(true);
    expect(me.permissions.evaluations.update).toBe(true);
    expect(me.permissions.services.create).toBeUndefined();
    expect(me.permissions.permissions).toBeUndefined();
  });

  it('embeds the image as a data URL with ?image=true', async () => {
    const cookie = await t.login('gestor@demo.clinica.pt');
    const me = (await t.request({ method: 'GET', url: '/api/v1/me?image=true', cookie })).json();
    expect(me.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('serves the default image', async () => {
    const res = await t.request({ method: 'GET', url: '/api/default-avatar.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('PUT /api/v1/me/password', () => {
  it('changes the password and ends every other session of the user', async () => {
    const a = await t.login('fisio@demo.clinica.pt');
    const b = await t.login('fisio@demo.clinica.pt');
    const newPassword = 'uma-nova-password-segura';
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: a,
      payload: { current_password: DEMO_PASSWORD, new_password: newPassword },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: a })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: b })).statusCode).toBe(401);
    expect((await loginForm('fisio@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(401);
    await t.request({ method: 'POST', url: '/api/test/reset-throttle', payload: {} });
    const c = await t.login('fisio@demo.clinica.pt', newPassword);
    // put it back for the other tests
    await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: c,
      payload: { current_password: newPassword, new_password: DEMO_PASSWORD },
    });
  });

  it.each([
    [
      { current_password: DEMO_PASSWORD, new_password: 'curta' },
      { new_password: 'A palavra-passe deve ter pelo menos 10 caracteres' },
    ],
    [
      { current_password: DEMO_PASSWORD, new_password: 'x'.repeat(129) },
      { new_password: 'A palavra-passe deve ter no máximo 128 caracteres' },
    ],
    [
      { current_password: DEMO_PASSWORD, new_password: 'Rececao@Demo.Clinica.pt' },
      { new_password: 'A palavra-passe não pode ser igual ao e-mail' },
    ],
    [
      { current_password: 'errada-errada', new_password: 'outra-password-boa' },
      { current_password: 'Palavra-passe atual incorreta' },
    ],
    [{ current_password: DEMO_PASSWORD }, { new_password: 'Campo Obrigatório' }],
  ])('refuses %j with the message for each rule', async (payload, fields) => {
    const cookie = await t.login('rececao@demo.clinica.pt');
    const res = await t.request({ method: 'PUT', url: '/api/v1/me/password', cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
    // nothing changed
    expect((await loginForm('rececao@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts any characters, spaces and emoji included, up to 128', async () => {
    const cookie = await t.login('rececao@demo.clinica.pt');
    const pw = 'çá 🙂 ' + 'z'.repeat(120);
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie,
      payload: { current_password: DEMO_PASSWORD, new_password: pw },
    });
    expect(res.statusCode).toBe(200);
    const back = await t.login('rececao@demo.clinica.pt', pw);
    await t.request({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookie: back,
      payload: { current_password: pw, new_password: DEMO_PASSWORD },
    });
  });
});
