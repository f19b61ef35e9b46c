import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dist: string;
const js = 'console.log("clinica");'.repeat(50);
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'public-calendar.html'), '<!doctype html><div id="booking"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js));
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it.each(['/', '/login', '/patients/123', '/sign-up', '/reset-password/set-password'])(
    'answers index.html (not cached) for the page %s',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/public-calendar', '/public-calendar?tenant=clinica-demo&confirm=abc'])(
    'answers the public booking page’s own HTML for %s, with the same security headers',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      const app = await t.request({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="booking">');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['content-security-policy']).toBe(app.headers['content-security-policy']);
      expect(res.headers['x-frame-options']).toBe(app.headers['x-frame-options']);
    },
  );

  it('serves hashed assets with a long immutable cache, brotli when accepted', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('answers a missing .js with a 404, never with HTML', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/missing-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('does not answer POST to a page path with HTML', async () => {
    const res = await t.request({ method: 'POST', url: '/patients', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves the OpenAPI document with every route, and its UI', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/token',
        '/api/v1/me',
        '/api/v1/logout',
        '/api/v1/me/password',
        '/api/v1/permissions',
        '/api/v1/file_uploads',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/v1/me'].get.responses['200']).toBeDefined();
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
