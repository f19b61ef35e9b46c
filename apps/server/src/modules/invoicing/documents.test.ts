import { createPublicKey, verify } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type InvoicingDocument } from '@clinica/contracts/invoicing';
import { hashControl, signedMessage } from '@clinica/contracts/invoicing-signature';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { CLINIC_NIF, VALIDATION, useInvoicingFixture } from './invoicing.test-helpers.js';

const t = useTestApp();
const f = useInvoicingFixture(t);
const { api } = f;

const lastNumber = async (type: string) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select last_number as n from invoicing_series where tenant_id = ${DEMO_TENANT_ID} and document_type = ${type}`,
      ),
    )
  )[0]?.n;

/** The database's own message when a statement run as the owner fails (the trigger's). */
async function ownerError(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.asOwner(statement, DEMO_TENANT_ID);
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return err.cause?.message ?? err.message;
  }
  return 'no error';
}

describe('a draft', () => {
  it('takes appointments, a catalogue product and a free line, totals per rate, and no number', async () => {
    const a1 = await f.appointment();
    const a2 = await f.appointment();
    const d = await f.draft({
      appointment_ids: [a1, a2],
      lines: [
        { service_id: f.fx.productService, quantity: 2 },
        {
          description: 'Relatório clínico',
          unit_price_cents: 2000,
          discount_percent: 10,
          tax_exemption_code: 'M07',
        },
      ],
    });
    expect(d).toMatchObject({
      type: 'FT',
      status: 'D',
      number: null,
      invoice_no: null,
      atcud: null,
      hash_control: null,
    });
    expect(d.customer).toMatchObject({ nif: '123456789', name: expect.any(String) }); // the patient's
    expect(
      d.lines.map((l) => [
        l.description,
        l.quantity,
        l.unit_price_cents,
        l.vat_rate_percent,
        l.tax_exemption_code,
        l.gross_cents,
      ]),
    ).toEqual([
      ['Sessão de fisioterapia', 1, 3500, null, 'M07', 3500],
      ['Sessão de fisioterapia', 1, 3500, null, 'M07', 3500],
      ['Banda elástica', 2, 850, 23, null, 1700],
      ['Relatório clínico', 1, 2000, null, 'M07', 1800],
    ]);
    // 17.00 at 23% → net 13.82 (half-up), VAT 3.18; exempt 88.00.
    expect(d.tax_summary).toEqual([
      {
        vat_rate_percent: 23,
        tax_exemption_code: null,
        tax_exemption_text: null,
        net_cents: 1382,
        tax_cents: 318,
        gross_cents: 1700,
      },
      {
        vat_rate_percent: null,
        tax_exemption_code: 'M07',
        tax_exemption_text: 'Isento artigo 9.º do CIVA',
        net_cents: 8800,
        tax_cents: 0,
        gross_cents: 8800,
      },
    ]);
    expect(d).toMatchObject({ net_cents: 10182, tax_cents: 318, gross_cents: 10500 });
    expect(await f.appointmentStatus(a1)).toBe('draft_invoice');
    // An appointment on a draft cannot go on another.
    const again = await api('POST', '/api/v1/invoicing-documents', {
      patient_id: f.fx.patientId,
      appointment_ids: [a1],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({
      'appointment_ids.0': 'Esta marcação já está noutro documento',
    });
  });

  it('frees an appointment when its line is removed, and all of them when archived', async () => {
    const a1 = await f.appointment();
    const a2 = await f.appointment();
    const d = await f.draft({ appointment_ids: [a1, a2] });
    const removed = await api('DELETE', `/api/v1/invoicing-documents/${d.id}/items/${d.lines[0]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().lines).toHaveLength(1);
    expect(await f.appointmentStatus(a1)).toBe('not_invoiced');
    expect(await f.appointmentStatus(a2)).toBe('draft_invoice');

    const archived = await api('DELETE', `/api/v1/invoicing-documents/${d.id}`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archived_at).not.toBeNull();
    expect(await f.appointmentStatus(a2)).toBe('not_invoiced');
    const list = await api('GET', `/api/v1/invoicing-documents?status=D&page_size=100`);
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(d.id);
    const withArchived = await api('GET', `/api/v1/invoicing-documents?status=D&archived=true&page_size=100`);
    expect(withArchived.json().items.map((i: { id: string }) => i.id)).toContain(d.id);
    expect((await api('POST', `/api/v1/invoicing-documents/${d.id}/issue`, {})).statusCode).toBe(404);
  });

  it('refuses bad lines naming the field, and writes nothing', async () => {
    const before = await api('GET', '/api/v1/invoicing-documents?status=D&archived=true&page_size=1');
    const cases: [object, string, number][] = [
      [
        { lines: [{ description: 'x', unit_price_cents: 100, vat_rate_percent: 22 }] },
        'lines.0.vat_rate_percent',
        400,
      ],
      [
        { lines: [{ description: 'x', unit_price_cents: 100, tax_exemption_code: 'M03' }] },
        'lines.0.tax_exemption_code',
        400,
      ],
      [{ lines: [{ description: 'x', unit_price_cents: -1 }] }, 'lines.0.unit_price_cents', 400],
      [{ lines: [{ description: 'x', unit_price_cents: 100, quantity: 0 }] }, 'lines.0.quantity', 400],
      [
        { lines: [{ description: 'x', unit_price_cents: 100, discount_percent: 101 }] },
        'lines.0.discount_percent',
        400,
      ],
      [
        {
          lines: [
            { description: 'x', unit_price_cents: 100, vat_rate_percent: 23, tax_exemption_code: 'M07' },
          ],
        },
        'lines.0.tax_exemption_code',
        400,
      ],
      [{ lines: [{ service_id: '00000000-0000-4000-8000-000000000000' }] }, 'lines.0.service_id', 400],
      [{ appointment_ids: ['00000000-0000-4000-8000-000000000000'] }, 'appointment_ids.0', 400],
    ];
    for (const [body, field, status] of cases) {
      const res = await api('POST', '/api/v1/invoicing-documents', { patient_id: f.fx.patientId, ...body });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const other = await f.appointment(undefined, f.fx.otherPatientId);
    const res = await api('POST', '/api/v1/invoicing-documents', {
      patient_id: f.fx.patientId,
      appointment_ids: [other],
    });
    expect(res.json().error.fields).toEqual({ 'appointment_ids.0': 'Esta marcação é de outro paciente' });
    expect(await f.appointmentStatus(other)).toBe('not_invoiced');
    const after = await api('GET', '/api/v1/invoicing-documents?status=D&archived=true&page_size=1');
    expect(after.json().total).toBe(before.json().total);
  });
});

describe('issuing', () => {
  it('numbers, stamps ATCUD and entry time, signs the chain, and invoices the appointments', async () => {
    const a1 = await f.appointment();
    const first = await f.issue(
      (await f.draft({ appointment_ids: [a1], lines: [{ service_id: f.fx.productService }] })).id,
    );
    const n = first.number!;
    expect(first).toMatchObject({
      status: 'N',
      series: `${f.state.year}A`,
      invoice_no: `FT ${f.state.year}A/${n}`,
      atcud: `${VALIDATION.FT}-${n}`,
      invoice_date: f.state.today,
      key_version: expect.any(Number),
    });
    expect(first.system_entry_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(first.system_entry_date!.slice(0, 10)).toBe(f.state.today);
    expect(first.lines[1]!.service_date).toBe(f.state.today); // a free line takes the issue date
    expect(await f.appointmentStatus(a1)).toBe('invoiced');

    const second = await f.issue((await f.draft({ lines: [f.freeLine(4500)] })).id);
    expect(second.number).toBe(n + 1);

    // The stored chain, checked with the stored public key: the second signs the first's hash.
    const rows = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ id: string; hash: string; previous_hash: string | null; public_key: string }>(
        tx,
        sql`select d.id, d.hash, d.previous_hash, k.public_key from invoicing_documents d
            join invoicing_signing_keys k on k.version = d.key_version where d.id in (${first.id}, ${second.id})`,
      ),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const h1 = byId.get(first.id)!;
    const h2 = byId.get(second.id)!;
    expect(h2.previous_hash).toBe(h1.hash);
    expect(first.hash_control).toBe(hashControl(h1.hash));
    await f.expectValidChain();
    const message = signedMessage({
      invoiceDate: second.invoice_date!,
      systemEntryDate: second.system_entry_date!,
      invoiceNo: second.invoice_no!,
      grossCents: 4500,
      previousHash: h1.hash,
    });
    expect(message).toBe(
      `${f.state.today};${second.system_entry_date};FT ${f.state.year}A/${n + 1};45.00;${h1.hash}`,
    );
    expect(
      verify('sha1', Buffer.from(message), createPublicKey(h2.public_key), Buffer.from(h2.hash, 'base64')),
    ).toBe(true);
    await f.expectValidChain();
  });

  it('writes the QR payload of an exempt FT with its fields in AT order', async () => {
    // A patient without NIF: the final consumer.
    const d = await f.issue(
      (
        await f.draft({
          patient_id: f.fx.otherPatientId,
          lines: [f.freeLine(3500), f.freeLine(1000, 'Taping')],
        })
      ).id,
    );
    const fields = d.qr_payload!.split('*');
    expect(fields).toEqual([
      `A:${CLINIC_NIF}`,
      'B:999999990',
      'C:PT',
      'D:FT',
      'E:N',
      `F:${f.state.today.replaceAll('-', '')}`,
      `G:${d.invoice_no}`,
      `H:${d.atcud}`,
      'I1:PT',
      'I2:45.00',
      'N:0.00',
      'O:45.00',
      `Q:${d.hash_control}`,
      'R:0',
    ]);
  });

  it('never changes an issued document, through the API or in the database', async () => {
    const d = await f.issue((await f.draft({ lines: [f.freeLine(2000)] })).id);
    expect((await api('PUT', `/api/v1/invoicing-documents/${d.id}`, { notes: 'x' })).statusCode).toBe(409);
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${d.id}/items`, { lines: [f.freeLine(100)] }))
        .statusCode,
    ).toBe(409);
    expect((await api('DELETE', `/api/v1/invoicing-documents/${d.id}`)).statusCode).toBe(409);
    expect(
      (await api('DELETE', `/api/v1/invoicing-documents/${d.id}/items/${d.lines[0]!.id}`)).statusCode,
    ).toBe(409);
    expect((await api('POST', `/api/v1/invoicing-documents/${d.id}/issue`, {})).statusCode).toBe(409);
    expect(await ownerError(sql`update invoicing_documents set gross_cents = 1 where id = ${d.id}`)).toMatch(
      /fiscal fields/,
    );
    expect(await ownerError(sql`update invoicing_documents set status = 'D' where id = ${d.id}`)).toMatch(
      /fiscal fields/,
    );
    expect(
      await ownerError(sql`update invoicing_document_lines set gross_cents = 1 where document_id = ${d.id}`),
    ).toMatch(/cannot change/);
    expect(await ownerError(sql`delete from invoicing_document_lines where document_id = ${d.id}`)).toMatch(
      /cannot change/,
    );
    expect(await ownerError(sql`delete from invoicing_documents where id = ${d.id}`)).toMatch(
      /cannot be deleted/,
    );
  });

  it('refuses what cannot be issued, with the field named and no number used', async () => {
    const used = await lastNumber('FT');
    // No lines.
    const empty = await f.draft({ lines: [f.freeLine(100)] });
    await api('DELETE', `/api/v1/invoicing-documents/${empty.id}/items/${empty.lines[0]!.id}`);
    let res = await api('POST', `/api/v1/invoicing-documents/${empty.id}/issue`, {});
    expect([res.statusCode, res.json().error.fields]).toEqual([
      400,
      { lines: 'Adicione pelo menos uma linha' },
    ]);
    // A date in the future, or before the series' last document.
    const d = await f.draft({ lines: [f.freeLine(100)] });
    res = await api('POST', `/api/v1/invoicing-documents/${d.id}/issue`, {
      invoice_date: `${f.state.year + 1}-01-02`,
    });
    expect([res.statusCode, res.json().error.fields]).toEqual([
      400,
      { invoice_date: 'A data não pode ser no futuro' },
    ]);
    if (used) {
      res = await api('POST', `/api/v1/invoicing-documents/${d.id}/issue`, {
        invoice_date: `${f.state.year}-01-01`,
      });
      if (f.state.today !== `${f.state.year}-01-01`)
        expect([res.statusCode, res.json().error.fields]).toEqual([
          400,
          { invoice_date: 'A data não pode ser anterior à do último documento emitido na série' },
        ]);
    }
    // An invalid NIF stored on the draft (behind the API's back: the API refuses it).
    const bad = await api('PUT', `/api/v1/invoicing-documents/${d.id}`, {
      customer: { nif: '123456780', name: 'Ana' },
    });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([400, { 'customer.nif': 'NIF inválido' }]);
    await t.asOwner(
      sql`update invoicing_documents set customer_nif = '123456780' where id = ${d.id}`,
      DEMO_TENANT_ID,
    );
    res = await api('POST', `/api/v1/invoicing-documents/${d.id}/issue`, {});
    expect([res.statusCode, res.json().error.fields]).toEqual([400, { 'customer.nif': 'NIF inválido' }]);
    // A year without a series.
    await t.asOwner(
      sql`update invoicing_documents set customer_nif = '999999990' where id = ${d.id}`,
      DEMO_TENANT_ID,
    );
    res = await api('POST', `/api/v1/invoicing-documents/${d.id}/issue`, {
      invoice_date: `${f.state.year - 1}-12-31`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Não existe série/);
    expect(await lastNumber('FT')).toBe(used);
    expect((await api('GET', `/api/v1/invoicing-documents/${d.id}`)).json()).toMatchObject({
      status: 'D',
      number: null,
    });
  });

  it('keeps a simplified invoice within art. 40.º: 1000 € only for goods sold to a private buyer, 100 € otherwise', async () => {
    const simplified = async (lines: object[], nif?: string) => {
      const draft = await f.draft({ type: 'FS', lines });
      if (nif !== undefined) {
        const res = await api('PUT', `/api/v1/invoicing-documents/${draft.id}`, {
          customer: { nif, name: 'Cliente' },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      return draft;
    };
    /** Refused naming the type and the limit: no number taken, still a draft. */
    const refused = async (draft: InvoicingDocument, limit: string) => {
      const used = await lastNumber('FS');
      const res = await api('POST', `/api/v1/invoicing-documents/${draft.id}/issue`, {});
      expect([res.statusCode, res.json().error.fields]).toEqual([400, { type: expect.any(String) }]);
      expect(res.json().error.fields.type).toContain(`não pode exceder ${limit} € (art. 40.º do CIVA`);
      expect(await lastNumber('FS')).toBe(used);
      expect((await api('GET', `/api/v1/invoicing-documents/${draft.id}`)).json()).toMatchObject({
        status: 'D',
        number: null,
      });
    };
    // The product costs 8,50 €: 11 → 93,50 €, 12 → 102,00 €, 100 → 850,00 €, 118 → 1003,00 €.
    const goods = (quantity: number) => [{ service_id: f.fx.productService, quantity }];

    // Services: 100 €, whoever the buyer.
    await refused(await simplified([f.freeLine(10001)]), '100');
    expect((await f.issue((await simplified([f.freeLine(10000)])).id)).invoice_no).toMatch(/^FS /);
    // Goods to a private buyer — the patient (NIF 1…), NIFs 2…, 3…, 45… (non-resident), the final consumer: 1000 €.
    for (const nif of [undefined, '234567899', '300000014', '450000001', ''])
      expect((await f.issue((await simplified(goods(100), nif)).id)).gross_cents).toBe(85000);
    await refused(await simplified(goods(118)), '1000');
    // Goods to a company (5…), a public body (6…) or another entity (9…): 100 €.
    for (const nif of ['500000000', '600000001', '987654322'])
      await refused(await simplified(goods(12), nif), '100');
    expect((await f.issue((await simplified(goods(11), '500000000')).id)).gross_cents).toBe(9350);
    // Goods and a service together: 100 €, even to a private buyer.
    await refused(await simplified([...goods(11), f.freeLine(1000)]), '100');
  });
});

describe('credit notes and cancelling', () => {
  it('credits part, then the rest; never more; frees the appointment when fully credited', async () => {
    const a1 = await f.appointment();
    const ft = await f.issue(
      (await f.draft({ appointment_ids: [a1], lines: [{ service_id: f.fx.productService, quantity: 3 }] }))
        .id,
    );
    const [session, product] = ft.lines;
    const tooMuch = await api('POST', '/api/v1/invoicing-documents', {
      type: 'NC',
      patient_id: f.fx.patientId,
      credited_document_id: ft.id,
      credit_reason: 'Devolução',
      credit_lines: [{ credited_line_id: product!.id, quantity: 4 }],
    });
    expect([tooMuch.statusCode, tooMuch.json().error.fields]).toEqual([
      400,
      { 'credit_lines.0.quantity': 'A quantidade creditada excede o que falta creditar nesta linha' },
    ]);
    const part = await f.issue(
      (
        await f.draft({
          type: 'NC',
          credited_document_id: ft.id,
          credit_reason: 'Devolução de uma banda',
          credit_lines: [{ credited_line_id: product!.id, quantity: 1 }],
        })
      ).id,
    );
    expect(part).toMatchObject({
      type: 'NC',
      gross_cents: 850,
      credited_document: { id: ft.id, invoice_no: ft.invoice_no },
    });
    expect(part.invoice_no).toMatch(new RegExp(`^NC ${f.state.year}A/\\d+$`));
    expect(await f.appointmentStatus(a1)).toBe('invoiced');
    const after = (await api('GET', `/api/v1/invoicing-documents/${ft.id}`)).json() as InvoicingDocument;
    expect(after.lines.map((l) => l.creditable_quantity)).toEqual([1, 2]);
    expect(after.credit_notes).toEqual([{ id: part.id, invoice_no: part.invoice_no, gross_cents: 850 }]);

    // Cancelling a credited document waits for its credit notes.
    const blocked = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: 'Erro' });
    expect(blocked.statusCode).toBe(409);

    // The rest: everything left (no lines named) — the session and two bands.
    const rest = await f.issue(
      (await f.draft({ type: 'NC', credited_document_id: ft.id, credit_reason: 'Anulação do serviço' })).id,
    );
    expect(rest.gross_cents).toBe(3500 + 1700);
    expect(await f.appointmentStatus(a1)).toBe('not_invoiced');
    const nothing = await api('POST', '/api/v1/invoicing-documents', {
      type: 'NC',
      patient_id: f.fx.patientId,
      credited_document_id: ft.id,
      credit_reason: 'Outra vez',
    });
    expect(nothing.statusCode).toBe(409);
    expect(session).toBeDefined();
  });

  it('never dates a credit note before the document it credits: 400 on the date, no number used', async () => {
    const ft = await f.issue((await f.draft({ lines: [f.freeLine(2500)] })).id);
    const nc = await f.draft({ type: 'NC', credited_document_id: ft.id, credit_reason: 'Valor errado' });
    const used = await lastNumber('NC');
    const dayBefore = new Date(`${ft.invoice_date}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const res = await api('POST', `/api/v1/invoicing-documents/${nc.id}/issue`, {
      invoice_date: dayBefore.toISOString().slice(0, 10),
    });
    expect([res.statusCode, res.json().error.fields]).toEqual([
      400,
      { invoice_date: 'Uma nota de crédito não pode ter data anterior à do documento que credita' },
    ]);
    expect(await lastNumber('NC')).toBe(used);
    expect((await api('GET', `/api/v1/invoicing-documents/${nc.id}`)).json()).toMatchObject({
      status: 'D',
      number: null,
    });
    // Dated the same day as the original, it is issued.
    const issued = await f.issue(nc.id, { invoice_date: ft.invoice_date });
    expect(issued).toMatchObject({ status: 'N', invoice_date: ft.invoice_date });
  });

  it('cancels with a reason (A), frees the appointments and prints E:A in the QR', async () => {
    const a1 = await f.appointment();
    const ft = await f.issue((await f.draft({ appointment_ids: [a1] })).id);
    const noReason = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'Indique o motivo da anulação' });
    const res = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, {
      reason: 'Emitida ao paciente errado',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'A',
      cancel_reason: 'Emitida ao paciente errado',
      invoice_no: ft.invoice_no,
    });
    expect(res.json().qr_payload).toContain('*E:A*');
    expect(await f.appointmentStatus(a1)).toBe('not_invoiced');
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(409);
    // Still in the chain: a cancelled document keeps its number and signature.
    await f.expectValidChain();
  });
});

describe('the chain check', () => {
  it('reports a document altered in the database behind the application', async () => {
    const d = await f.issue((await f.draft({ lines: [f.freeLine(1234)] })).id);
    await f.expectValidChain();
    await t.asOwner(sql`alter table invoicing_documents disable trigger invoicing_documents_issued_is_final`);
    try {
      await t.asOwner(
        sql`update invoicing_documents set gross_cents = 12340, net_cents = 12340 where id = ${d.id}`,
        DEMO_TENANT_ID,
      );
    } finally {
      await t.asOwner(
        sql`alter table invoicing_documents enable trigger invoicing_documents_issued_is_final`,
      );
    }
    const check = await f.chain();
    expect(check.valid).toBe(false);
    const ft = check.series.find((s) => s.document_type === 'FT')!;
    expect(ft.problems.map((p) => p.invoice_no)).toContain(d.invoice_no);
    expect(ft.problems.filter((p) => p.invoice_no === d.invoice_no).map((p) => p.problem)).toEqual([
      'a assinatura não corresponde aos dados do documento',
      'o total não corresponde à soma das linhas',
    ]);
    // Put it back, for the suites after this one.
    await t.asOwner(sql`alter table invoicing_documents disable trigger invoicing_documents_issued_is_final`);
    await t.asOwner(
      sql`update invoicing_documents set gross_cents = 1234, net_cents = 1234 where id = ${d.id}`,
      DEMO_TENANT_ID,
    );
    await t.asOwner(sql`alter table invoicing_documents enable trigger invoicing_documents_issued_is_final`);
    await f.expectValidChain();
  });
});
