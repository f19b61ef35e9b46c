import { describe, expect, it } from 'vitest';
import type { DocumentList, InvoicingDocument } from '@clinica/contracts/invoicing';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from './invoicing.test-helpers.js';

const t = useTestApp();
const f = useInvoicingFixture(t);
const { api } = f;

const list = async (query: string, cookie?: string) => {
  const size = query.includes('page_size') ? '' : 'page_size=100&';
  const res = await api('GET', `/api/v1/invoicing-documents?${size}${query}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentList;
};
const ids = (l: DocumentList) => l.items.map((i) => i.id);

describe('who reads which documents', () => {
  it('a professional reads those with their appointments; a patient their own issued ones', async () => {
    const withSession = await f.issue((await f.draft({ appointment_ids: [await f.appointment()] })).id);
    const freeOnly = await f.issue((await f.draft({ lines: [f.freeLine(2000)] })).id);
    const draft = await f.draft({ lines: [f.freeLine(1000)] });
    const otherPatients = await f.issue(
      (await f.draft({ patient_id: f.fx.otherPatientId, lines: [f.freeLine(3000)] })).id,
    );

    // The professional (read only, no list_all).
    expect(
      (await api('GET', `/api/v1/invoicing-documents/${withSession.id}`, undefined, f.fisio)).statusCode,
    ).toBe(200);
    expect(
      (await api('GET', `/api/v1/invoicing-documents/${freeOnly.id}`, undefined, f.fisio)).statusCode,
    ).toBe(404);
    expect(ids(await list('', f.fisio))).toEqual([withSession.id]);
    const write = await api(
      'POST',
      '/api/v1/invoicing-documents',
      { patient_id: f.fx.patientId, lines: [f.freeLine(100)] },
      f.fisio,
    );
    expect(write.statusCode).toBe(403);

    // The patient: their issued documents, never a draft, never another patient's.
    const mine = await list('', f.paciente);
    expect(ids(mine)).toEqual(expect.arrayContaining([withSession.id, freeOnly.id]));
    expect(ids(mine)).not.toContain(draft.id);
    expect(ids(mine)).not.toContain(otherPatients.id);
    expect(ids(await list(`patient_id=${f.fx.otherPatientId}`, f.paciente))).toEqual([]);
    for (const id of [draft.id, otherPatients.id])
      expect((await api('GET', `/api/v1/invoicing-documents/${id}`, undefined, f.paciente)).statusCode).toBe(
        404,
      );
    expect(
      (await api('GET', `/api/v1/invoicing-documents/${freeOnly.id}`, undefined, f.paciente)).statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${freeOnly.id}/cancel`, { reason: 'x' }, f.paciente))
        .statusCode,
    ).toBe(403);

    // Another clinic's manager: 404 for every id.
    for (const id of [withSession.id, draft.id])
      expect((await api('GET', `/api/v1/invoicing-documents/${id}`, undefined, t.other)).statusCode).toBe(
        404,
      );
    expect(ids(await list('', t.other))).not.toContain(withSession.id);
  });

  it('the front desk drafts, issues and cancels (decision 003)', async () => {
    const d = await f.draft({ lines: [f.freeLine(1500)] }, f.rececao);
    const issued = await f.issue(d.id, {}, f.rececao);
    expect(issued.issued_by).toMatchObject({ name: 'Marta Sousa' });
    const res = await api(
      'POST',
      `/api/v1/invoicing-documents/${issued.id}/cancel`,
      { reason: 'Duplicado' },
      f.rececao,
    );
    expect(res.statusCode, res.body).toBe(200);
    // The chain check is the manager's.
    expect(
      (await api('GET', '/api/v1/invoicing-documents/chain-verification', undefined, f.rececao)).statusCode,
    ).toBe(403);
  });

  it('needs the clinic’s invoicing on to write, never to read', async () => {
    const issued = await f.issue((await f.draft({ lines: [f.freeLine(700)] })).id);
    const off = await api(
      'PUT',
      `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`,
      f.settings({ active: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    try {
      const res = await api('POST', '/api/v1/invoicing-documents', {
        patient_id: f.fx.patientId,
        lines: [f.freeLine(100)],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/faturação não está ativa/);
      expect((await api('GET', `/api/v1/invoicing-documents/${issued.id}`)).statusCode).toBe(200);
    } finally {
      expect((await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, f.settings())).statusCode).toBe(
        200,
      );
    }
  });
});

describe('the list', () => {
  it('filters by type, status, series, patient and date, with the filtered set’s totals', async () => {
    const created = await api('POST', '/api/v1/users/patients', { first_name: 'Rui', surname: 'Pacheco' });
    expect(created.statusCode, created.body).toBe(201);
    const rui = created.json().id as string;
    const ft = await f.issue((await f.draft({ patient_id: rui, lines: [f.freeLine(10000)] })).id);
    const fs = await f.issue(
      (await f.draft({ patient_id: rui, type: 'FS', lines: [{ service_id: f.fx.productService }] })).id,
    );
    const nc = await f.issue(
      (
        await f.draft({
          patient_id: rui,
          type: 'NC',
          credited_document_id: ft.id,
          credit_reason: 'Desconto',
          credit_lines: [{ credited_line_id: ft.lines[0]!.id, quantity: 0.5 }],
        })
      ).id,
    );
    const cancelled = await f.issue((await f.draft({ patient_id: rui, lines: [f.freeLine(999)] })).id);
    await api('POST', `/api/v1/invoicing-documents/${cancelled.id}/cancel`, { reason: 'Erro' });
    const draft = await f.draft({ patient_id: rui, lines: [f.freeLine(555)] });

    const patient = `patient_id=${rui}`;
    const all = await list(patient);
    expect(new Set(ids(all))).toEqual(new Set([ft.id, fs.id, nc.id, cancelled.id, draft.id]));
    // 100.00 + 8.50 − 50.00; the cancelled one left out; the draft counted apart.
    expect(all.totals).toEqual({
      gross_cents: 10000 + 850 - 5000,
      tax_cents: 159,
      net_cents: 10000 + 691 - 5000,
      documents: 4,
      drafts: 1,
    });
    expect(all.items.find((i) => i.id === draft.id)).toMatchObject({ status: 'D', gross_cents: 555 });
    expect(ids(await list(`${patient}&type=FS`))).toEqual([fs.id]);
    expect(ids(await list(`${patient}&status=A`))).toEqual([cancelled.id]);
    expect(new Set(ids(await list(`${patient}&series=${f.state.year}A&type=NC`)))).toEqual(new Set([nc.id]));
    expect(ids(await list(`${patient}&series=1999Z`))).toEqual([]);
    expect(
      (await list(`${patient}&from=${f.state.today}&to=${f.state.today}&status=N`)).totals.documents,
    ).toBe(3);
    expect((await list(`${patient}&to=${f.state.year - 1}-12-31`)).total).toBe(0);
    const bad = await api('GET', '/api/v1/invoicing-documents?from=31/12/2026');
    expect(bad.statusCode).toBe(400);
    const page = await list(`${patient}&page_size=2`);
    expect([page.items.length, page.total]).toEqual([2, 5]);
    const nca = (await api('GET', `/api/v1/invoicing-documents/${nc.id}`)).json() as InvoicingDocument;
    expect(nca.lines[0]).toMatchObject({
      quantity: 0.5,
      gross_cents: 5000,
      credited_line_id: ft.lines[0]!.id,
    });
  });
});
