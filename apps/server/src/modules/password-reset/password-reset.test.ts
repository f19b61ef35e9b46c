import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtp } from '../../test/smtp.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ipCounter = 1;
const freshIp = () => `10.2.0.${ipCounter++}`;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://clinica.test:8080' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.mailer.idle();
  smtp.mails.length = 0;
  await t.request({ method: 'POST', url: '/api/test/reset', payload: {} });
});

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });

async function resetLink(email: string) {
  const mail = await smtp.waitFor((m) => m.to === email);
  const link = /(http:\/\/clinica\.test:8080\/reset-password\/set-password\?token=[A-Za-z0-9_.%-]+)/.exec(
    mail.text,
  )?.[1];
  expect(link).toBeDefined();
  return { token: decodeURIComponent(new URL(link!).searchParams.get('token')!), mail };
}

describe('password reset', () => {
  it('e-mails a single-use link on PUBLIC_URL; the new password works, the old does not, sessions end', async () => {
    const email = 'rececao@demo.clinica.pt';
    const oldSession = await t.login(email);
    const res = await post('/reset-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const { token, mail } = await resetLink(email);
    expect(mail.subject).toBe('Repor a palavra-passe — Clínica');
    expect(mail.text).toContain('Clínica Demo');
    expect(mail.text).toContain('1 hora');

    expect((await post('/reset-password/validate', { token })).json()).toEqual({ purpose: 'reset', email });
    const set = await post('/reset-password/reset-password-with-token', {
      token,
      password: 'password-reposta-123',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ logged_in: false, user: null });
    expect(set.cookies).toHaveLength(0);

    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: oldSession })).statusCode).toBe(401);
    expect((await post('/token', { username: email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post('/token', { username: email, password: 'password-reposta-123' })).statusCode).toBe(
      200,
    );

    // Second use of the link: "Link Inválido", and the password does not change.
    const again = await post('/reset-password/reset-password-with-token', {
      token,
      password: 'outra-password-qualquer',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'invalid_token', message: 'Link Inválido' });
    expect((await post('/token', { username: email, password: 'password-reposta-123' })).statusCode).toBe(
      200,
    );

    // put the demo password back
    await t.mailer.idle();
    smtp.mails.length = 0;
    await post('/reset-password', { email });
    const { token: again2 } = await resetLink(email);
    expect(
      (await post('/reset-password/reset-password-with-token', { token: again2, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing (no enumeration)', async () => {
    const known = await post('/reset-password', { email: 'fisio@demo.clinica.pt' });
    const unknown = await post('/reset-password', { email: 'nao-existe@demo.clinica.pt' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.mailer.idle();
    expect(smtp.mails.map((m) => m.to)).toEqual(['fisio@demo.clinica.pt']);
  });

  it('expires the link after an hour', async () => {
    await post('/reset-password', { email: 'fisio@demo.clinica.pt' });
    const { token } = await resetLink('fisio@demo.clinica.pt');
    t.clock.advance(61 * 60_000);
    const res = await post('/reset-password/validate', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Link Inválido');
    expect(
      (await post('/reset-password/reset-password-with-token', { token, password: 'nova-password-longa' }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps only the newest link working', async () => {
    await post('/reset-password', { email: 'fisio@demo.clinica.pt' });
    const { token: first } = await resetLink('fisio@demo.clinica.pt');
    smtp.mails.length = 0;
    await post('/reset-password', { email: 'fisio@demo.clinica.pt' });
    const { token: second } = await resetLink('fisio@demo.clinica.pt');
    expect((await post('/reset-password/validate', { token: first })).statusCode).toBe(400);
    expect((await post('/reset-password/validate', { token: second })).statusCode).toBe(200);
  });

  it('refuses forged tokens and a password equal to the e-mail, changing nothing', async () => {
    for (const token of ['nope', 'x'.repeat(150), '']) {
      expect((await post('/reset-password/validate', { token })).statusCode).toBe(400);
    }
    await post('/reset-password', { email: 'fisio@demo.clinica.pt' });
    const { token } = await resetLink('fisio@demo.clinica.pt');
    const same = await post('/reset-password/reset-password-with-token', {
      token,
      password: 'FISIO@demo.clinica.pt',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ password: 'A palavra-passe não pode ser igual ao e-mail' });
    const short = await post('/reset-password/reset-password-with-token', { token, password: 'curta' });
    expect(short.json().error.fields).toEqual({ password: 'A palavra-passe deve ter pelo menos 10 caracteres' });
    // the token survived the refusals
    expect((await post('/reset-password/validate', { token })).statusCode).toBe(200);
    expect(
      (await post('/token', { username: 'fisio@demo.clinica.pt', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('limits requests: 5 an hour per e-mail, 20 an hour per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/reset-password', { email: 'gestor@demo.clinica.pt' }, ip)).statusCode).toBe(200);
    expect((await post('/reset-password', { email: 'gestor@demo.clinica.pt' }, freshIp())).statusCode).toBe(
      429,
    );
    for (let i = 0; i < 15; i++)
      expect((await post('/reset-password', { email: `x${i}@y.pt` }, ip)).statusCode).toBe(200);
    const blocked = await post('/reset-password', { email: 'z@y.pt' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
    );
    t.clock.advance(61 * 60_000);
  });
});
