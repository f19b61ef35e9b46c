import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';

/**
 * The login throttle under concurrency (issue 39 item 5): every try is counted under a row lock before
 * the password is checked, so a burst cannot slip past the limit while the first checks still run.
 * The burst matters on PostgreSQL (parallel connections); on PGlite the requests queue on its one
 * connection and the same assertions hold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.request({ method: 'POST', url: '/api/test/reset', payload: {} });
});

const tryLogin = (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/token',
    remoteAddress: ip,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { username, password },
  });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('login throttle under concurrency', () => {
  it('50 parallel wrong passwords from one address: at most 5 password checks, the rest 429 with Retry-After', async () => {
    const checksBefore = t.passwordChecks();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tryLogin('fisio@demo.clinica.pt', `wrong-password-${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(45);
    expect(t.passwordChecks() - checksBefore).toBe(5);
    const retry = answers.find((r) => r.statusCode === 429)!.headers['retry-after'];
    expect(Number(retry)).toBeGreaterThan(14 * 60);
    expect(Number(retry)).toBeLessThanOrEqual(15 * 60);

    // Even the right password waits for the window, without being checked.
    const right = await tryLogin('fisio@demo.clinica.pt', DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(
      'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
    );
    expect(t.passwordChecks() - checksBefore).toBe(5);
    // Another address is not held back by this one's failures.
    expect((await tryLogin('fisio@demo.clinica.pt', DEMO_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await tryLogin('fisio@demo.clinica.pt', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('across addresses: 10 free tries for one account, then one try per growing delay, and the owner gets in', async () => {
    const checksBefore = t.passwordChecks();
    // 50 addresses, one wrong password each, all at once.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        tryLogin('GESTOR@demo.clinica.pt', `wrong-${i}`, `10.8.0.${i + 1}`),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(40);
    expect(t.passwordChecks() - checksBefore).toBe(10);
    const delays = burst.filter((r) => r.statusCode === 429).map((r) => Number(r.headers['retry-after']));
    expect(new Set(delays)).toEqual(new Set([30]));

    // Once a delay has passed one more try is let through, and the next delay doubles.
    const seen: number[] = [];
    let wait = 30;
    for (let i = 1; i <= 3; i++) {
      t.clock.advance(wait * 1000);
      expect((await tryLogin('gestor@demo.clinica.pt', 'still-wrong', `10.8.1.${i}`)).statusCode).toBe(401);
      const held = await tryLogin('gestor@demo.clinica.pt', 'still-wrong', `10.8.2.${i}`);
      expect(held.statusCode).toBe(429);
      wait = Number(held.headers['retry-after']);
      seen.push(wait);
    }
    expect(seen).toEqual([60, 120, 240]);
    expect(t.passwordChecks() - checksBefore).toBe(13);

    // The owner, at their own address, is held for that delay only — then gets in, and the count
    // starts afresh.
    const owner = await tryLogin('gestor@demo.clinica.pt', DEMO_PASSWORD, '192.168.1.20');
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBe(240);
    t.clock.advance(240_000);
    expect((await tryLogin('gestor@demo.clinica.pt', DEMO_PASSWORD, '192.168.1.20')).statusCode).toBe(200);
    expect((await tryLogin('gestor@demo.clinica.pt', 'wrong-again', '10.8.3.1')).statusCode).toBe(401);
  });
});
