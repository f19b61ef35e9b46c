import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends CSP with frame-ancestors none, nosniff, and no HSTS on plain http', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Frames: the app itself and the two privacy-enhanced video players, nothing else.
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when the public address is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://clinica.example' } });
    try {
      const res = await https.request({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await https.close();
    }
  });
});

describe('CSRF and Origin', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie: manager, ...headers } });

  it('refuses a state-changing request with neither JSON nor X-Requested-With', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=gestor@demo.clinica.pt&password=demo-clinica-2026',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses another origin, even with the header', async () => {
    const res = await logout({ 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: manager })).statusCode).toBe(200);
  });

  it('accepts the request’s own origin as localhost or 127.0.0.1 on any port', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:4321']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/token',
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
        },
        payload: { username: 'rececao@demo.clinica.pt', password: 'demo-clinica-2026' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('accepts PUBLIC_URL as origin', async () => {
    const s = await createTestApp({ env: { PUBLIC_URL: 'https://app.clinica.pt' } });
    try {
      const res = await s.app.inject({
        method: 'POST',
        url: '/token',
        headers: {
          host: 'internal:3000',
          origin: 'https://app.clinica.pt',
          'content-type': 'application/json',
        },
        payload: { username: 'rececao@demo.clinica.pt', password: 'demo-clinica-2026' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('lets reads through without the header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: manager } });
    expect(res.statusCode).toBe(200);
  });
});
