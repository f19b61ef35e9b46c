import { describe, expect, it } from 'vitest';
import type { DocumentList, InvoicingDocument } from '@clinica/contracts/invoicing';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { FISIO, RECECAO } from '../appointments/fixtures.test-helpers.js';
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

describe('clinic scope (issue 39 §4)', () => {
  it('keeps the front desk and professionals to the documents of their clinics’ patients, on every path', async () => {
    // A patient of the other clinic only; the front desk and the physiotherapist work at the first one,
    // and the account does not share data between clinics.
    const created = await api('POST', '/api/v1/users/patients', {
      first_name: 'Filipa',
      surname: 'da Foz',
      email: 'filipa.foz@exemplo.pt',
      clinic_ids: [f.fx.otherClinicId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const filipa = created.json().id as string;
    // Her session with the physiotherapist, at the other clinic, invoiced; and a draft.
    const session = await api('POST', '/api/v1/appointments', {
      patient_id: filipa,
      professional_id: FISIO,
      service_id: f.fx.sessionService,
      clinic_id: f.fx.otherClinicId,
      starts_at: '2027-09-06T10:00:00Z',
      ends_at: '2027-09-06T10:45:00Z',
      confirm_outside_schedule: true,
    });
    expect(session.statusCode, session.body).toBe(201);
    const issued = await f.issue(
      (await f.draft({ patient_id: filipa, appointment_ids: [session.json().id] })).id,
    );
    const draft = await f.draft({ patient_id: filipa, lines: [f.freeLine(800)] });
    const mailsTo = async (to: string) =>
      (
        await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from outbound_messages where recipient = ${to}`,
          ),
        )
      )[0]!.n;

    for (const cookie of [f.rececao, f.fisio]) {
      expect(ids(await list('', cookie))).not.toContain(issued.id);
      expect(ids(await list(`patient_id=${filipa}`, cookie))).toEqual([]);
      expect(
        (await api('GET', `/api/v1/invoicing-documents/${issued.id}`, undefined, cookie)).statusCode,
      ).toBe(404);
      expect(
        (await api('POST', `/api/v1/invoicing-documents/${issued.id}/generate-pdf`, undefined, cookie))
          .statusCode,
      ).toBe(404);
    }
    // The front desk's writes: e-mail, cancel, and every change of a draft — 404, nothing sent or changed.
    const sent = await api(
      'POST',
      '/api/v1/invoicing-documents/send-by-email',
      { document_id: issued.id, email: 'intruso@exemplo.pt' },
      f.rececao,
    );
    expect(sent.statusCode).toBe(404);
    expect(await mailsTo('intruso@exemplo.pt')).toBe(0);
    for (const [method, url, body] of [
      ['POST', `/api/v1/invoicing-documents/${issued.id}/cancel`, { reason: 'Mexido' }],
      ['GET', `/api/v1/invoicing-documents/${draft.id}`],
      ['PUT', `/api/v1/invoicing-documents/${draft.id}`, { notes: 'Mexido' }],
      ['POST', `/api/v1/invoicing-documents/${draft.id}/items`, { lines: [f.freeLine(1)] }],
      ['PUT', `/api/v1/invoicing-documents/${draft.id}/items/${draft.lines[0]!.id}`, { quantity: 2 }],
      ['DELETE', `/api/v1/invoicing-documents/${draft.id}/items/${draft.lines[0]!.id}`],
      ['POST', `/api/v1/invoicing-documents/${draft.id}/issue`, {}],
      ['DELETE', `/api/v1/invoicing-documents/${draft.id}`],
    ] as const) {
      const res = await api(method, url, body, f.rececao);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api('GET', `/api/v1/invoicing-documents/${issued.id}`)).json().status).toBe('N');
    expect((await api('GET', `/api/v1/invoicing-documents/${draft.id}`)).json()).toMatchObject({
      status: 'D',
      notes: null,
      lines: [{ quantity: 1 }],
      archived_at: null,
    });

    // Assigned to the other clinic too, the front desk sees them.
    const assign = (on: boolean) =>
      t.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.execute(
          on
            ? sql`insert into user_clinics (id, tenant_id, user_id, clinic_id) values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${RECECAO}, ${f.fx.otherClinicId})`
            : sql`delete from user_clinics where user_id = ${RECECAO} and clinic_id = ${f.fx.otherClinicId}`,
        ),
      );
    await assign(true);
    try {
      expect(
        (await api('POST', `/api/v1/invoicing-documents/${issued.id}/generate-pdf`, undefined, f.rececao))
          .statusCode,
      ).toBe(200);
      expect(ids(await list(`patient_id=${filipa}`, f.rececao))).toEqual(
        expect.arrayContaining([issued.id, draft.id]),
      );
    } finally {
      await assign(false);
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
      (await list(`${patient}&from=${f.state.today}&to=${f.state.today}&status=N`)).totals!.documents,
    ).toBe(3);
    expect((await list(`${patient}&to=${f.state.year - 1}-12-31`)).total).toBe(0);
    // A range holding today lists the drafts too (undated, they would take today's date); one that does
    // not, leaves them out.
    const today = `from=${f.state.today}&to=${f.state.today}`;
    expect(new Set(ids(await list(`${patient}&${today}`)))).toEqual(new Set(ids(all)));
    expect(ids(await list(`${patient}&to=${f.state.today}&status=D`))).toEqual([draft.id]);
    expect(
      ids(await list(`${patient}&from=${f.state.year - 1}-01-01&to=${f.state.year - 1}-12-31&status=D`)),
    ).toEqual([]);
    // Issue 41: the money totals only over a bounded set (a closed period, a patient, an appointment);
    // the clinic's whole list has none, and its total is counted up to the cap.
    const unbounded = await list(`type=FS`);
    expect(unbounded.totals).toBeNull();
    expect(unbounded.total_capped).toBe(false);
    expect(ids(unbounded)).toContain(fs.id);
    expect((await list(`from=${f.state.today}`)).totals).toBeNull();
    expect((await list(`type=FS&${today}`)).totals).toMatchObject({ gross_cents: expect.any(Number) });
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
