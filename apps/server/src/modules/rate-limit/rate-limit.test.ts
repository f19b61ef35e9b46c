import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtp } from '../../test/smtp.js';

/**
 * The generic rate limiter under concurrency (issue 39 item 5), through one of its users: a password
 * reset is limited to 5 an hour per e-mail. A burst of 50 must not slip past while the first ones are
 * still being counted.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.request({ method: 'POST', url: '/api/test/reset', payload: {} });
});

const requestReset = (email: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/reset-password',
    remoteAddress: `10.7.0.${i + 1}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { email },
  });

describe('rate limits under concurrency', () => {
  it('lets 5 of 50 parallel resets for one e-mail through, sends 5 e-mails, and tells the rest when to retry', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => requestReset('rececao@demo.clinica.pt', i)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const retry = Number(answers.find((r) => r.statusCode === 429)!.headers['retry-after']);
    expect(retry).toBeGreaterThan(59 * 60);
    expect(retry).toBeLessThanOrEqual(60 * 60);
    await t.mailer.idle();
    expect(smtp.mails.filter((m) => m.to === 'rececao@demo.clinica.pt')).toHaveLength(5);

    // The window passes: the e-mail may ask again.
    t.clock.advance(60 * 60 * 1000);
    expect((await requestReset('rececao@demo.clinica.pt', 60)).statusCode).toBe(200);
  });
});
