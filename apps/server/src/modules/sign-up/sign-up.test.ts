import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtp } from '../../test/smtp.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ipCounter = 1;
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://clinica.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.mailer.idle();
  smtp.mails.length = 0;
});

const post = (url: string, payload: object, ip = freshIp(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
  });

let n = 0;
const signUpBody = (over: object = {}) => ({
  clinic_name: 'Fisio Porto',
  first_name: 'Ana',
  surname: 'Ribeiro',
  email: `ana.ribeiro${++n}@fisioporto.pt`,
  phone: '912 345 678',
  accept_terms: true,
  ...over,
});

async function codeFor(email: string) {
  const mail = await smtp.waitFor((m) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return { code: code!, mail };
}

describe('sign-up', () => {
  it('creates a trialing clinic and an unconfirmed manager, and e-mails a 6-digit code over SMTP', async () => {
    const body = signUpBody();
    const res = await post('/sign-up/register-new-tenant', body);
    expect(res.statusCode).toBe(201);
    const { code, mail } = await codeFor(body.email);
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain('Fisio Porto');
    expect(mail.text).toContain('30 minutos');
    expect(mail.html).toContain(code);
    expect(mail.from).toBe('nao-responder@clinica.pt');

    // Not able to log in before confirming.
    expect(
      (await post('/token', { username: body.email, password: 'qualquer-coisa-longa' })).statusCode,
    ).toBe(401);

    const confirmed = await post('/sign-up/confirm-user-registration-code', { email: body.email, code });
    expect(confirmed.statusCode).toBe(200);
    const { token } = confirmed.json();
    const valid = await post('/reset-password/validate', { token });
    expect(valid.json()).toEqual({ purpose: 'sign_up', email: body.email });

    const set = await post('/reset-password/reset-password-with-token', {
      token,
      password: 'a-minha-password-nova',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().logged_in).toBe(true);
    const cookie = set.cookies.find((c) => c.name === 'clinica_session')!;
    const me = await t.request({
      method: 'GET',
      url: '/api/v1/me',
      cookie: `clinica_session=${cookie.value}`,
    });
    expect(me.statusCode).toBe(200);
    const user = me.json();
    expect(user).toMatchObject({ type: 'manager', status: 'email_confirmed', first_name: 'Ana' });
    expect(user.tenant.name).toBe('Fisio Porto');
    expect(user.tenant.invoicing.active).toBe(false);
    expect(user.tenant.subscription).toMatchObject({
      status: 'trialing',
      active: true,
      can_send_communications: false,
    });
    // The trial ends 14 days after sign-up.
    const days = (Date.parse(user.tenant.subscription.trial_ends_at) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);

    // The token is spent; the password works for login.
    expect((await post('/reset-password/validate', { token })).statusCode).toBe(400);
    expect(
      (await post('/token', { username: body.email, password: 'a-minha-password-nova' })).statusCode,
    ).toBe(200);

    // Fifteen days later the clinic without a subscription gets 402.
    t.clock.advance(15 * 86_400_000);
    const login = await post('/token', { username: body.email, password: 'a-minha-password-nova' });
    const c2 = `clinica_session=${login.cookies.find((c) => c.name === 'clinica_session')!.value}`;
    const me2 = await t.request({ method: 'GET', url: '/api/v1/me', cookie: c2 });
    expect(me2.json().tenant.subscription.active).toBe(false);
    const gated = await t.request({
      method: 'GET',
      url: `/api/v1/permissions?user_id=${user.id}`,
      cookie: c2,
    });
    expect(gated.statusCode).toBe(402);
    t.clock.advance(-15 * 86_400_000);
  });

  it('refuses a duplicate e-mail with 409 "E-mail já registado", case-insensitively, writing nothing', async () => {
    const res = await post('/sign-up/register-new-tenant', signUpBody({ email: 'GESTOR@demo.clinica.pt' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'E-mail já registado',
      fields: { email: 'E-mail já registado' },
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it('validates e-mail, phone, terms and required fields with field messages', async () => {
    const res = await post('/sign-up/register-new-tenant', {
      clinic_name: '',
      first_name: 'Ana',
      email: 'not-an-email',
      phone: '123',
      accept_terms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      clinic_name: 'Campo Obrigatório',
      surname: 'Campo Obrigatório',
      email: 'E-mail inválido',
      phone: 'Número de telefone inválido',
      accept_terms: 'Tem de aceitar os termos e condições',
    });
  });

  it('answers a wrong code with 400, and a 5th wrong try spends the code', async () => {
    const body = signUpBody();
    await post('/sign-up/register-new-tenant', body);
    const { code } = await codeFor(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/sign-up/confirm-user-registration-code', { email: body.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.code).toBe('Código incorreto');
    }
    const fifth = await post('/sign-up/confirm-user-registration-code', { email: body.email, code: wrong });
    expect(fifth.json().error.fields.code).toBe(
      'Demasiadas tentativas com este código. Peça um novo código.',
    );
    const right = await post('/sign-up/confirm-user-registration-code', { email: body.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.fields.code).toBe(
      'Demasiadas tentativas com este código. Peça um novo código.',
    );
  });

  it('counts each try before comparing: 50 parallel guesses get 5 comparisons, then the code is spent', async () => {
    const body = signUpBody();
    await post('/sign-up/register-new-tenant', body);
    const { code } = await codeFor(body.email);
    // 50 different wrong codes at once, as a guesser would send them (each from its own address).
    const guesses = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        post('/sign-up/confirm-user-registration-code', { email: body.email, code: guess }),
      ),
    );
    const messages = answers.map((r) => r.json().error.fields.code);
    expect(messages.filter((m) => m === 'Código incorreto')).toHaveLength(4);
    expect(
      messages.filter((m) => m === 'Demasiadas tentativas com este código. Peça um novo código.'),
    ).toHaveLength(46);
    const right = await post('/sign-up/confirm-user-registration-code', { email: body.email, code });
    expect(right.json().error.fields.code).toBe(
      'Demasiadas tentativas com este código. Peça um novo código.',
    );
  });

  it('expires the code after 30 minutes; resend gives a new one (once a minute)', async () => {
    const body = signUpBody();
    await post('/sign-up/register-new-tenant', body);
    const { code } = await codeFor(body.email);
    t.clock.advance(31 * 60_000);
    const late = await post('/sign-up/confirm-user-registration-code', { email: body.email, code });
    expect(late.json().error.fields.code).toBe('Código expirado. Peça um novo código.');

    smtp.mails.length = 0;
    expect((await post('/register/resend-user-registration-code', { email: body.email })).statusCode).toBe(
      200,
    );
    const again = await post('/register/resend-user-registration-code', { email: body.email });
    expect(again.statusCode).toBe(429);
    const { code: code2 } = await codeFor(body.email);
    expect(
      (await post('/sign-up/confirm-user-registration-code', { email: body.email, code: code2 })).statusCode,
    ).toBe(200);
  });

  it('limits resend to five an hour', async () => {
    const body = signUpBody();
    await post('/sign-up/register-new-tenant', body);
    for (let i = 0; i < 5; i++) {
      expect((await post('/register/resend-user-registration-code', { email: body.email })).statusCode).toBe(
        200,
      );
      t.clock.advance(61_000);
    }
    expect((await post('/register/resend-user-registration-code', { email: body.email })).statusCode).toBe(
      429,
    );
    t.clock.advance(60 * 60_000);
    expect((await post('/register/resend-user-registration-code', { email: body.email })).statusCode).toBe(
      200,
    );
  });

  it('answers resend the same for an unknown e-mail, and sends nothing', async () => {
    const res = await post('/register/resend-user-registration-code', { email: 'ninguem@nenhures.pt' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await t.mailer.idle();
    expect(smtp.mails).toHaveLength(0);
  });

  it('limits sign-up to 5 an hour per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/sign-up/register-new-tenant', signUpBody(), ip)).statusCode).toBe(201);
    const sixth = await post('/sign-up/register-new-tenant', signUpBody(), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('too_many_attempts');
  });
});

describe('mailing list', () => {
  it('registers an e-mail once, updating consent on a repeat', async () => {
    const a = await post('/mailing-list-registrees', { email: 'News@Exemplo.pt', consent: true });
    const b = await post('/mailing-list-registrees', { email: 'news@exemplo.pt', consent: false });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const rows = await queryRows<{ email: string; consent: boolean }>(
      t.database.db,
      sql`select email, consent from mailing_list_registrees where email = 'news@exemplo.pt'`,
    );
    expect(rows).toEqual([{ email: 'news@exemplo.pt', consent: false }]);
  });

  it('refuses a bad e-mail', async () => {
    const res = await post('/mailing-list-registrees', { email: 'x', consent: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('E-mail inválido');
  });
});
