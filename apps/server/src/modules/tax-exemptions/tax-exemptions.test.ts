import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tax exemptions', () => {
  it("lists AT's exemption reasons to the team, M07 among them", async () => {
    for (const email of ['gestor@demo.clinica.pt', 'fisio@demo.clinica.pt', 'rececao@demo.clinica.pt']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/v1/tax-exemptions',
        cookie: await t.login(email),
      });
      expect(res.statusCode).toBe(200);
      const { items } = res.json();
      expect(items).toContainEqual({ code: 'M07', text: 'Isento artigo 9.º do CIVA' });
      expect(items.map((i: { code: string }) => i.code)).toEqual(
        expect.arrayContaining(['M01', 'M04', 'M99']),
      );
      expect(items).toHaveLength(21);
    }
  });

  it('refuses patients and callers without a session', async () => {
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/tax-exemptions', cookie: paciente })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/tax-exemptions' })).statusCode).toBe(401);
  });
});
