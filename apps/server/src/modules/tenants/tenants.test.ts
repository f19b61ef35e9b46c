import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

describe('account (tenant)', () => {
  it('reads and changes the account name, main clinic and data sharing', async () => {
    const got = await t.request({ method: 'GET', url: `/api/v1/tenants/${DEMO_TENANT_ID}`, cookie: manager });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      name: 'Clínica Demo',
      allow_data_sharing: false,
      invoicing: { active: false, default_exemption_code: 'M07' },
    });

    const clinic = (
      await t.request({ method: 'POST', url: '/api/v1/clinics', cookie: manager, payload: { name: 'Sede' } })
    ).json();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/tenants/${DEMO_TENANT_ID}`,
      cookie: manager,
      payload: { name: 'Clínica Demo Lda', main_clinic_id: clinic.id, allow_data_sharing: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Clínica Demo Lda',
      main_clinic_id: clinic.id,
      allow_data_sharing: true,
    });
    const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: manager })).json();
    expect(me.tenant.name).toBe('Clínica Demo Lda');
  });

  it('refuses a main clinic that is not one of ours', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/tenants/${DEMO_TENANT_ID}`,
      cookie: manager,
      payload: { main_clinic_id: '0d3c7a52-5b1e-4c59-9d4a-00000000ffff' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.main_clinic_id).toBe('Clínica não encontrada');
  });

  it('answers 404 for another clinic’s tenant id, read or write', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/tenants/${TESTE_TENANT_ID}`, cookie: manager }))
        .statusCode,
    ).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: `/api/v1/tenants/${TESTE_TENANT_ID}`,
      cookie: manager,
      payload: { name: 'x' },
    });
    expect(put.statusCode).toBe(404);
    const other = await t.login('gestor@teste.clinica.pt');
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/tenants/${TESTE_TENANT_ID}`, cookie: other })).json()
        .name,
    ).toBe('Clínica Teste');
  });

  it('is manager-only', async () => {
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt', 'paciente@demo.clinica.pt']) {
      const c = await t.login(email);
      expect(
        (await t.request({ method: 'GET', url: `/api/v1/tenants/${DEMO_TENANT_ID}`, cookie: c })).statusCode,
      ).toBe(403);
    }
  });
});

describe('invoicing info', () => {
  it('needs the fiscal identity to switch invoicing on; then /me shows it on', async () => {
    const url = `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`;
    const missing = await t.request({ method: 'PUT', url, cookie: manager, payload: { active: true } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      fiscal_name: 'Campo Obrigatório',
      nif: 'Campo Obrigatório',
      address: 'Campo Obrigatório',
      postal_code: 'Campo Obrigatório',
      city: 'Campo Obrigatório',
    });
    const badNif = await t.request({
      method: 'PUT',
      url,
      cookie: manager,
      payload: { active: false, nif: '123' },
    });
    expect(badNif.json().error.fields.nif).toBe('NIF inválido');
    const ok = await t.request({
      method: 'PUT',
      url,
      cookie: manager,
      payload: {
        active: true,
        fiscal_name: 'Clínica Demo, Lda.',
        nif: '501442600',
        address: 'Rua de Santa Catarina, 100',
        postal_code: '4000-442',
        city: 'Porto',
        default_exemption_code: 'M07',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      active: true,
      nif: '501442600',
      default_exemption_code: 'M07',
    });
    const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: manager })).json();
    expect(me.tenant.invoicing.active).toBe(true);
    const off = await t.request({ method: 'PUT', url, cookie: manager, payload: { active: false } });
    expect(off.json().active).toBe(false);
  });
});
