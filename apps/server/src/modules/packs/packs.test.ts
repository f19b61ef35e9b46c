import { describe, expect, it } from 'vitest';
import type { Appointment } from '@clinica/contracts/appointments';
import type { PackSale, PackSaleDetail } from '@clinica/contracts/packs';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from '../invoicing/invoicing.test-helpers.js';
import { validateSaft } from '../saft/saft-schema.js';
import { PRODUCER_NIF } from '../saft/saft.test-helpers.js';

/** Issue 44: packs of sessions — the catalogue's packs, selling them, invoicing them, using their sessions. */
const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = useInvoicingFixture(t);
const { api } = f;

let day = Date.UTC(2026, 8, 1);
/** A weekday of its own in September–October 2026 (past: attendance may be recorded). */
const nextDay = () => {
  day += 86_400_000;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
};

async function pack(body: object = {}, cookie?: string) {
  const res = await api(
    'POST',
    '/api/v1/service-packs',
    {
      name: 'Pack 10 sessões',
      service_id: f.fx.sessionService,
      sessions_count: 10,
      price_cents: 30000,
      validity_days: 365,
      ...body,
    },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function sell(packId: string, body: object = {}, cookie?: string): Promise<PackSale> {
  const res = await api(
    'POST',
    '/api/v1/service-pack-sales',
    { pack_id: packId, patient_id: f.fx.otherPatientId, sold_on: '2026-09-01', ...body },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const sale = async (id: string): Promise<PackSaleDetail> => {
  const res = await api('GET', `/api/v1/service-pack-sales/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const setState = async (id: string, state: string, cookie?: string) => {
  const res = await api('PUT', `/api/v1/appointments/${id}`, { state }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const visit = (patientId = f.fx.otherPatientId) => f.appointment(nextDay(), patientId);
const count = async (table: string) => {
  const res = await api('GET', `/api/v1/service-packs?active=all&page_size=200`);
  return table === 'packs' ? (res.json().total as number) : 0;
};

describe('packs in the catalogue', () => {
  it('creates, lists by service, edits and deactivates a pack', async () => {
    const id = await pack({ name: 'Pack 5 sessões', sessions_count: 5, price_cents: 16000 });
    const list = await api('GET', `/api/v1/service-packs?service_id=${f.fx.sessionService}`);
    expect(list.json().items.map((p: { id: string }) => p.id)).toContain(id);
    const edited = await api('PUT', `/api/v1/service-packs/${id}`, { price_cents: 15000 });
    expect(edited.json()).toMatchObject({
      price_cents: 15000,
      sessions_count: 5,
      service_name: 'Sessão de fisioterapia',
    });
    expect((await api('DELETE', `/api/v1/service-packs/${id}`)).json().active).toBe(false);
    const active = await api('GET', `/api/v1/service-packs?service_id=${f.fx.sessionService}`);
    expect(active.json().items.map((p: { id: string }) => p.id)).not.toContain(id);
    const refused = await api('POST', '/api/v1/service-pack-sales', {
      pack_id: id,
      patient_id: f.fx.patientId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ pack_id: 'Este pack está desativado' });
  });

  it('refuses zero or negative sessions and prices, a validity of 0 and a product, naming the field; nothing written', async () => {
    const before = await count('packs');
    const base = {
      name: 'X',
      service_id: f.fx.sessionService,
      sessions_count: 10,
      price_cents: 100,
      validity_days: 30,
    };
    for (const [field, value] of [
      ['sessions_count', 0],
      ['sessions_count', -1],
      ['price_cents', 0],
      ['price_cents', -500],
      ['price_cents', 10.5],
      ['validity_days', 0],
    ] as const) {
      const res = await api('POST', '/api/v1/service-packs', { ...base, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    const product = await api('POST', '/api/v1/service-packs', { ...base, service_id: f.fx.productService });
    expect(product.json().error.fields).toEqual({
      service_id: 'Só um serviço do tipo sessão pode ter packs',
    });
    const id = await pack();
    const badSale = await api('POST', '/api/v1/service-pack-sales', {
      pack_id: id,
      patient_id: f.fx.patientId,
      price_cents: 0,
    });
    expect(badSale.json().error.fields).toEqual({ price_cents: expect.any(String) });
    expect(await count('packs')).toBe(before + 1);
  });
});

describe('a pack’s life', () => {
  it('sells at a price of its own, uses the oldest open pack on present, gives the session back, and follows the no-show rule', async () => {
    const id = await pack();
    const older = await sell(id, { price_cents: 27000, sold_on: '2026-09-01' });
    const newer = await sell(id, { sold_on: '2026-09-02' });
    expect(older).toMatchObject({
      price_cents: 27000,
      sessions_left: 10,
      expires_on: '2027-09-01',
      expired: false,
    });

    const a = await visit();
    const present = await setState(a, 'present');
    expect(present.pack).toMatchObject({ sale_id: older.id, sessions_used: 1, sessions_left: 9 });
    expect(present.paid_by_pack).toBe(true);
    expect((await sale(older.id)).consumptions.map((c) => c.appointment_id)).toEqual([a]);
    expect((await sale(newer.id)).sessions_used).toBe(0);

    // Back to scheduled: the session returns.
    expect((await setState(a, 'scheduled')).pack).toBeNull();
    expect((await sale(older.id)).sessions_left).toBe(10);

    // An unjustified no-show uses one (the default rule); justified gives it back; cancelled never takes.
    expect((await setState(a, 'noshow_unjustified')).pack?.sale_id).toBe(older.id);
    expect((await setState(a, 'noshow_justified')).pack).toBeNull();
    expect((await sale(older.id)).sessions_used).toBe(0);
    const b = await visit();
    await setState(b, 'canceled');
    expect((await sale(older.id)).sessions_used).toBe(0);

    // The clinic's rule off: an unjustified no-show takes nothing.
    const off = await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}`, {
      noshow_unjustified_uses_pack: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await setState(a, 'noshow_unjustified');
    expect((await sale(older.id)).sessions_used).toBe(0);
    await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}`, { noshow_unjustified_uses_pack: true });

    // The patient's packs: used, left and expiry of each.
    const info = await api(
      'GET',
      `/api/v1/service-consumptions/patient-packs-info?patient_id=${f.fx.otherPatientId}`,
    );
    expect(info.statusCode).toBe(200);
    const items = info.json().items as PackSale[];
    expect(items.find((s) => s.id === newer.id)).toMatchObject({
      sessions_used: 0,
      sessions_left: 10,
      expires_on: '2027-09-02',
    });
  });

  it('never takes a session from an expired pack: the appointment says none was left', async () => {
    const id = await pack({ sessions_count: 2, validity_days: 30 });
    const patient = await api('POST', '/api/v1/users/patients', { first_name: 'Inês', surname: 'Pacheco' });
    const patientId = patient.json().id as string;
    const s = await sell(id, { patient_id: patientId, sold_on: '2026-01-05' });
    expect(s).toMatchObject({ expires_on: '2026-02-04', expired: true });
    const a = await visit(patientId);
    const after = await setState(a, 'present');
    expect(after.pack).toBeNull();
    expect(after.no_pack_left).toBe(true);
    expect((await sale(s.id)).sessions_used).toBe(0);
  });

  it('the last session taken by two appointments at once: exactly one gets it, the other is left to pay', async () => {
    const id = await pack({ sessions_count: 1 });
    const patient = await api('POST', '/api/v1/users/patients', { first_name: 'Rui', surname: 'Meireles' });
    const patientId = patient.json().id as string;
    const s = await sell(id, { patient_id: patientId });
    const [a, b] = [await visit(patientId), await visit(patientId)];
    const results = await Promise.all([
      api('PUT', `/api/v1/appointments/${a}`, { state: 'present' }),
      api('PUT', `/api/v1/appointments/${b}`, { state: 'present' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const packs = results.map((r) => r.json().pack?.sale_id ?? null);
    expect(packs.filter((p) => p === s.id)).toHaveLength(1);
    expect(results.map((r) => r.json().no_pack_left).sort()).toEqual([false, true]);
    expect((await sale(s.id)).sessions_used).toBe(1);
  });
});

describe('the pack’s invoice', () => {
  it('invoices the sale with the service’s tax, keeps the appointments it paid for off the new invoice, and SAF-T validates', async () => {
    const id = await pack();
    const s = await sell(id, { sold_on: f.state.today, price_cents: 28000 });
    const invoiced = await api('POST', `/api/v1/service-pack-sales/${s.id}/invoice`, { type: 'FR' });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    const docId = invoiced.json().document_id as string;
    const draft = await api('GET', `/api/v1/invoicing-documents/${docId}`).then((r) => r.json());
    expect(draft.lines).toEqual([
      expect.objectContaining({
        description: 'Pack de 10 sessões — Sessão de fisioterapia',
        unit_price_cents: 28000,
        tax_exemption_code: 'M07',
      }),
    ]);
    const again = await api('POST', `/api/v1/service-pack-sales/${s.id}/invoice`, { type: 'FR' });
    expect(again.statusCode).toBe(409);
    await f.issue(docId, { payments: [{ method: 'cash', amount_cents: 28000 }] });
    const detail = await sale(s.id);
    expect(detail.document).toMatchObject({
      status: 'N',
      gross_cents: 28000,
      payments: [{ method: 'cash', amount_cents: 28000 }],
    });

    // An appointment the pack paid for: «pago por pack», never on another document.
    const past = await visit();
    await setState(past, 'present');
    const listed = await api('GET', `/api/v1/appointments?patient_id=${f.fx.otherPatientId}&page_size=200`);
    const row = (listed.json().items as Appointment[]).find((x) => x.id === past)!;
    expect(row.paid_by_pack).toBe(true);
    const refused = await api('POST', '/api/v1/invoicing-documents', {
      type: 'FT',
      patient_id: f.fx.otherPatientId,
      appointment_ids: [past],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({
      'appointment_ids.0': 'Esta marcação foi paga por um pack: a fatura do pack já a inclui',
    });

    const [year, month] = f.state.today.split('-').map(Number) as [number, number];
    const saft = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(saft.statusCode).toBe(200);
    expect(await validateSaft(saft.rawPayload)).toEqual([]);
  });
});

describe('isolation and permissions', () => {
  it('lets the front desk sell, refuses the professional selling or editing (403), and hides another clinic’s records (404)', async () => {
    const id = await pack();
    const byDesk = await sell(id, {}, f.rececao);
    expect(byDesk.sessions_left).toBe(10);
    const deskEdit = await api('PUT', `/api/v1/service-packs/${id}`, { price_cents: 1 }, f.rececao);
    expect(deskEdit.statusCode).toBe(403);
    for (const [method, url, body] of [
      ['POST', '/api/v1/service-pack-sales', { pack_id: id, patient_id: f.fx.patientId }],
      ['PUT', `/api/v1/service-packs/${id}`, { price_cents: 1 }],
      ['POST', '/api/v1/service-packs', { name: 'X' }],
      ['DELETE', `/api/v1/service-packs/${id}`, undefined],
      ['POST', `/api/v1/service-pack-sales/${byDesk.id}/invoice`, {}],
    ] as const) {
      const res = await api(method, url, body, f.fisio);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // The professional reads the patient's packs (the booking shows them).
    const info = await api(
      'GET',
      `/api/v1/service-consumptions/patient-packs-info?patient_id=${f.fx.otherPatientId}`,
      undefined,
      f.fisio,
    );
    expect(info.statusCode).toBe(200);

    const other = { manager: await t.login('gestor@teste.clinica.pt') };
    const foreign = [
      `/api/v1/service-packs/${id}`,
      `/api/v1/service-pack-sales/${byDesk.id}`,
      `/api/v1/service-consumptions/patient-packs-info?patient_id=${f.fx.otherPatientId}`,
    ];
    for (const url of foreign)
      expect((await api('GET', url, undefined, other.manager)).statusCode, url).toBe(404);
    const sellForeign = await api(
      'POST',
      '/api/v1/service-pack-sales',
      { pack_id: id, patient_id: f.fx.patientId },
      other.manager,
    );
    expect(sellForeign.statusCode).toBe(400);
    expect(sellForeign.json().error.fields).toEqual({ pack_id: 'Pack não encontrado' });
    const theirs = await api(
      'POST',
      '/api/v1/service-packs',
      { name: 'P', service_id: f.fx.sessionService, sessions_count: 5, price_cents: 100, validity_days: 30 },
      other.manager,
    );
    expect(theirs.json().error.fields).toEqual({ service_id: 'Serviço não encontrado' });
  });
});
