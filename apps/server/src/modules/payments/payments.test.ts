import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@clinica/contracts/payments';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { VALIDATION } from '../invoicing/invoicing.test-helpers.js';
import { pdfText, usePaymentsFixture } from './payments.test-helpers.js';

const t = useTestApp();
const f = usePaymentsFixture(t);
const { api } = f;

describe('paying invoices', () => {
  it('an MB payment settles an FT in full: its receipt RG is numbered with an ATCUD, and nothing is owed', async () => {
    const ft = await f.issued(4500);
    expect((await f.account()).open_documents.map((d) => d.id)).toContain(ft.id);
    const before = await f.footprint();
    const p = await f.pay({
      amount_cents: 4500,
      method: 'mb',
      source: 'Entidade 21312, ref. 123 456 789',
      allocations: [{ document_id: ft.id, amount_cents: 4500 }],
    });
    const n = before.rg + 1;
    expect(p).toMatchObject({
      status: 'N',
      amount_cents: 4500,
      method: 'mb',
      paid_at: f.state.today,
      allocations: [{ id: ft.id, invoice_no: ft.invoice_no, amount_cents: 4500 }],
      receipt: {
        receipt_no: `RG ${f.state.year}A/${n}`,
        atcud: `${VALIDATION.RG}-${n}`,
        gross_cents: 4500,
      },
      advance: null,
    });
    expect(p.receipt!.system_entry_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const account = await f.account();
    expect(account.open_documents.map((d) => d.id)).not.toContain(ft.id);
    const entries = account.entries.filter((e) => e.document_id === ft.id || e.payment_id === p.id);
    expect(entries.map((e) => [e.kind, e.debit_cents, e.credit_cents])).toEqual([
      ['invoice', 4500, 0],
      ['payment', 0, 4500],
    ]);

    // The receipt as a PDF: its number, ATCUD, the settled FT and the amount.
    const pdf = await api('POST', '/api/v1/generate-receipt', { payment_id: p.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`RG_${f.state.year}A_${n}.pdf`);
    const text = pdfText(pdf.rawPayload);
    for (const s of [
      p.receipt!.receipt_no,
      `ATCUD: ${p.receipt!.atcud}`,
      ft.invoice_no!,
      '45,00 €',
      'Multibanco',
    ])
      expect(text).toContain(s);
    expect(text).toContain('Processado por programa não certificado');
  });

  it('partial and split payments: what an FT still owes falls with each, and one payment settles two', async () => {
    const a = await f.issued(10000);
    const b = await f.issued(5000);
    await f.pay({
      amount_cents: 4000,
      method: 'cash',
      allocations: [{ document_id: a.id, amount_cents: 4000 }],
    });
    const open = (await f.account()).open_documents;
    expect(open.find((d) => d.id === a.id)).toMatchObject({ settled_cents: 4000, outstanding_cents: 6000 });

    // Paying more of A than it still owes is refused, naming the allocation.
    const over = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: 6001,
      method: 'cash',
      allocations: [{ document_id: a.id, amount_cents: 6001 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({
      'allocations.0.amount_cents': paymentMessages.allocationExceeds,
    });

    const split = await f.pay({
      amount_cents: 11000,
      method: 'credit_card',
      allocations: [
        { document_id: a.id, amount_cents: 6000 },
        { document_id: b.id, amount_cents: 5000 },
      ],
    });
    expect(split.receipt?.gross_cents).toBe(11000);
    expect(split.allocations.map((x) => [x.id, x.amount_cents])).toEqual([
      [a.id, 6000],
      [b.id, 5000],
    ]);
    const ids = (await f.account()).open_documents.map((d) => d.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
  });

  it('an FR is invoice and receipt at once: it never owes, and a payment cannot name it', async () => {
    const fr = await f.issued(3000, 'FR');
    const account = await f.account();
    expect(account.open_documents.map((d) => d.id)).not.toContain(fr.id);
    expect(account.entries.find((e) => e.document_id === fr.id)).toMatchObject({
      kind: 'invoice_receipt',
      debit_cents: 3000,
      credit_cents: 3000,
    });
    const res = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: 3000,
      method: 'cash',
      allocations: [{ document_id: fr.id, amount_cents: 3000 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'allocations.0.document_id': paymentMessages.documentNotOwed });
  });
});

describe('credit: credit notes and advances', () => {
  it('a credit note lowers what its FT owes, and beyond that (an FT already paid) it is credit', async () => {
    const base = await f.account(f.fx.otherPatientId);
    const ft = await f.issued(10000, 'FT', f.fx.otherPatientId);
    const nc = async (doc: { id: string; lines: { id: string }[] }, quantity: number) => {
      const d = await f.draft({
        type: 'NC',
        patient_id: f.fx.otherPatientId,
        credited_document_id: doc.id,
        credit_reason: 'Sessão não realizada',
        credit_lines: [{ credited_line_id: doc.lines[0]!.id, quantity }],
      });
      return f.issue(d.id);
    };
    // 30% of the FT credited: it owes 70 €.
    await nc(ft, 0.3);
    let a = await f.account(f.fx.otherPatientId);
    expect(a.owed_cents - base.owed_cents).toBe(7000);
    expect(a.open_documents.find((d) => d.id === ft.id)).toMatchObject({
      credited_cents: 3000,
      outstanding_cents: 7000,
    });

    // Paid in full, then credited for the rest: the 70 € become credit.
    await f.pay({
      patient_id: f.fx.otherPatientId,
      amount_cents: 7000,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 7000 }],
    });
    await nc(ft, 0.7);
    a = await f.account(f.fx.otherPatientId);
    expect(a.owed_cents).toBe(base.owed_cents);
    expect(a.credit_cents - base.credit_cents).toBe(7000);
    expect(a.balance_cents).toBe(a.owed_cents - a.credit_cents);

    // The credit pays a new FT by balance compensation: a receipt, no money moved.
    const next = await f.issued(2500, 'FT', f.fx.otherPatientId);
    const comp = await f.pay({
      patient_id: f.fx.otherPatientId,
      amount_cents: 2500,
      method: 'balance_compensation',
      allocations: [{ document_id: next.id, amount_cents: 2500 }],
    });
    expect(comp.receipt).not.toBeNull();
    a = await f.account(f.fx.otherPatientId);
    expect(a.credit_cents - base.credit_cents).toBe(4500);
    expect(a.open_documents.map((d) => d.id)).not.toContain(next.id);
    expect(a.entries.find((e) => e.payment_id === comp.id)).toMatchObject({
      kind: 'compensation',
      debit_cents: 0,
      credit_cents: 0,
    });
  });

  it('money beyond what is owed is refused unless an FR «Adiantamento» is issued for it; the advance is credit', async () => {
    const ft = await f.issued(2000);
    const before = await f.footprint();
    const refused = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: 5000,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 2000 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ amount_cents: paymentMessages.surplus });
    expect(await f.footprint()).toEqual(before);

    const creditBefore = (await f.account()).credit_cents;
    const p = await f.pay({
      amount_cents: 5000,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 2000 }],
      advance: true,
    });
    expect(p.receipt?.gross_cents).toBe(2000);
    expect(p.advance).toMatchObject({ type: 'FR', gross_cents: 3000 });
    const fr = await api('GET', `/api/v1/invoicing-documents/${p.advance!.id}`);
    expect(fr.json()).toMatchObject({
      type: 'FR',
      status: 'N',
      lines: [{ description: 'Adiantamento', gross_cents: 3000 }],
    });
    const a = await f.account();
    expect(a.credit_cents - creditBefore).toBe(3000);
    expect(a.entries.find((e) => e.document_id === p.advance!.id)).toMatchObject({ kind: 'advance' });
    expect(a.entries.find((e) => e.payment_id === p.id)).toMatchObject({
      kind: 'payment',
      credit_cents: 5000,
    });

    // An advance is given back by cancelling its payment: never by a credit note, never cancelled alone.
    const nc = await api('POST', '/api/v1/invoicing-documents', {
      type: 'NC',
      patient_id: f.fx.patientId,
      credited_document_id: p.advance!.id,
      credit_reason: 'Devolução',
    });
    expect(nc.statusCode).toBe(409);
    const cancelFr = await api('POST', `/api/v1/invoicing-documents/${p.advance!.id}/cancel`, {
      reason: 'x',
    });
    expect(cancelFr.statusCode).toBe(409);
    expect(cancelFr.json().error.message).toBe(paymentMessages.advanceCreditNote);
    // Nor is the settled FT cancelled while the payment stands.
    const cancelFt = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: 'x' });
    expect(cancelFt.statusCode).toBe(409);
    expect(cancelFt.json().error.message).toBe(paymentMessages.documentHasPayments);

    // A compensation beyond the credit is refused.
    const big = await f.issued(a.credit_cents + 100);
    const tooMuch = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: a.credit_cents + 100,
      method: 'balance_compensation',
      allocations: [{ document_id: big.id, amount_cents: a.credit_cents + 100 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount_cents: paymentMessages.creditInsufficient });
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, writes nothing and uses no number', async () => {
    const ft = await f.issued(2000);
    const other = await f.issued(2000, 'FT', f.fx.otherPatientId);
    const ok = {
      patient_id: f.fx.patientId,
      amount_cents: 2000,
      method: 'mb',
      allocations: [{ document_id: ft.id, amount_cents: 2000 }],
    };
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000 * 2).toISOString().slice(0, 10);
    const cases: [object, string][] = [
      [{ ...ok, amount_cents: 0 }, 'amount_cents'],
      [{ ...ok, amount_cents: -500 }, 'amount_cents'],
      [{ ...ok, amount_cents: 12.5 }, 'amount_cents'],
      [{ ...ok, method: 'paypal' }, 'method'],
      [{ ...ok, paid_at: tomorrow }, 'paid_at'],
      [{ ...ok, allocations: [{ document_id: other.id, amount_cents: 2000 }] }, 'allocations.0.document_id'],
      [
        { ...ok, allocations: [{ document_id: crypto.randomUUID(), amount_cents: 2000 }] },
        'allocations.0.document_id',
      ],
      [
        { ...ok, amount_cents: 4000, allocations: [ok.allocations[0], ok.allocations[0]] },
        'allocations.1.document_id',
      ],
      [
        { ...ok, allocations: [{ document_id: ft.id, amount_cents: 2001 }], amount_cents: 2001 },
        'allocations.0.amount_cents',
      ],
      [{ ...ok, amount_cents: 1000 }, 'allocations'],
      [{ ...ok, allocations: [] }, 'amount_cents'],
      [{ ...ok, method: 'current_account' }, 'method'],
      [{ ...ok, method: 'balance_compensation', amount_cents: 2500 }, 'amount_cents'],
      [{ ...ok, method: 'balance_compensation', allocations: [], amount_cents: 2500 }, 'allocations'],
      [{ ...ok, advance: true }, 'advance'],
      [{ ...ok, notes: 'x'.repeat(1001) }, 'notes'],
      [{ ...ok, patient_id: crypto.randomUUID() }, 'patient_id'],
    ];
    const before = await f.footprint();
    for (const [body, field] of cases) {
      const res = await api('POST', '/api/v1/payments', body);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await f.footprint()).toEqual(before);
  });

  it('a year without a receipt series is a 409 on the date, and nothing is written', async () => {
    const ft = await f.issued(900);
    const lastYear = `${f.state.year - 1}-12-30`;
    const before = await f.footprint();
    const res = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      paid_at: lastYear,
      amount_cents: 900,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 900 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ paid_at: paymentMessages.noReceiptSeries });
    expect(await f.footprint()).toEqual(before);
  });

  it('the database keeps a recorded payment final: its money and receipt never change, it is never deleted', async () => {
    const ft = await f.issued(700);
    const p = await f.pay({
      amount_cents: 700,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 700 }],
    });
    for (const statement of [
      sql`update payments set amount_cents = 1 where id = ${p.id}`,
      sql`update payments set receipt_no = 'RG X/1' where id = ${p.id}`,
      sql`delete from payments where id = ${p.id}`,
      sql`update payment_allocations set amount_cents = 1 where payment_id = ${p.id}`,
    ]) {
      await expect(t.asOwner(statement, DEMO_TENANT_ID)).rejects.toThrow();
    }
    expect((await api('GET', `/api/v1/payments/${p.id}`)).json()).toMatchObject({ amount_cents: 700 });
  });
});

describe('cancelling a payment', () => {
  it('cancels its receipt (the PDF says ANULADO) and the FT owes again', async () => {
    const ft = await f.issued(3300);
    const p = await f.pay({
      amount_cents: 3300,
      method: 'mb',
      allocations: [{ document_id: ft.id, amount_cents: 3300 }],
    });
    const noReason = await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const res = await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Pagamento em duplicado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'A', cancel_reason: 'Pagamento em duplicado' });
    expect((await f.account()).open_documents.find((d) => d.id === ft.id)?.outstanding_cents).toBe(3300);
    const text = pdfText((await api('POST', '/api/v1/generate-receipt', { payment_id: p.id })).rawPayload);
    expect(text).toContain('ANULADO');
    expect((await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'x' })).statusCode).toBe(409);
    // Notes may still change; the FT may now be cancelled.
    const edited = await api('PUT', `/api/v1/payments/${p.id}`, { notes: 'Devolvido ao paciente' });
    expect(edited.json().notes).toBe('Devolvido ao paciente');
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: 'Erro' })).statusCode,
    ).toBe(200);
  });

  it('cancels its advance FR, unless the advance has been spent', async () => {
    const created = await api('POST', '/api/v1/users/patients', {
      first_name: 'Rui',
      surname: 'Teixeira Lima',
    });
    expect(created.statusCode, created.body).toBe(201);
    const patient_id = created.json().id as string;
    const p = await f.pay({ patient_id, amount_cents: 2000, method: 'cash', advance: true });
    expect((await f.account(patient_id)).credit_cents).toBe(2000);
    const ft = await f.issued(1500, 'FT', patient_id);
    const comp = await f.pay({
      patient_id,
      amount_cents: 1500,
      method: 'balance_compensation',
      allocations: [{ document_id: ft.id, amount_cents: 1500 }],
    });
    expect((await f.account(patient_id)).credit_cents).toBe(500);
    const spent = await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Devolução' });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().error.message).toBe(paymentMessages.advanceSpent);

    expect((await api('POST', `/api/v1/payments/${comp.id}/cancel`, { reason: 'Engano' })).statusCode).toBe(
      200,
    );
    const res = await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Devolução' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api('GET', `/api/v1/invoicing-documents/${p.advance!.id}`)).json().status).toBe('A');
    const a = await f.account(patient_id);
    expect([a.credit_cents, a.owed_cents]).toEqual([0, 1500]);
  });
});

describe('cards', () => {
  it('a debit card is a method of its own beside the credit card: listed, filtered, totalled, in the CSV and on the receipt', async () => {
    const methods = (await api('GET', '/api/v1/payment-methods')).json().items as string[];
    expect(methods.slice(0, 2)).toEqual(['credit_card', 'debit_card']);
    const a = await f.issued(2000);
    const b = await f.issued(1500);
    const debit = await f.pay({
      amount_cents: 2000,
      method: 'debit_card',
      source: 'TPA balcão',
      allocations: [{ document_id: a.id, amount_cents: 2000 }],
    });
    const credit = await f.pay({
      amount_cents: 1500,
      method: 'credit_card',
      allocations: [{ document_id: b.id, amount_cents: 1500 }],
    });
    expect([debit.method, credit.method]).toEqual(['debit_card', 'credit_card']);
    const byDebit = (
      await api('GET', `/api/v1/payments?method=debit_card&patient_id=${f.fx.patientId}&page_size=200`)
    ).json();
    expect(byDebit.items.map((p: { id: string }) => p.id)).toEqual([debit.id]);
    expect(byDebit.totals).toMatchObject({
      received_cents: 2000,
      by_method: [{ method: 'debit_card', count: 1, amount_cents: 2000 }],
    });
    const byCredit = (
      await api('GET', `/api/v1/payments?method=credit_card&patient_id=${f.fx.patientId}&page_size=200`)
    ).json();
    expect(byCredit.items.map((p: { id: string }) => p.id)).toContain(credit.id);
    expect(byCredit.items.map((p: { id: string }) => p.id)).not.toContain(debit.id);

    const csv = await api(
      'GET',
      `/api/v1/payments/export.csv?method=debit_card&patient_id=${f.fx.patientId}`,
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.split(';')[3]).toBe('Cartão de débito');
    const receipt = pdfText(
      (await api('POST', '/api/v1/generate-receipt', { payment_id: debit.id })).rawPayload,
    );
    expect(receipt).toContain('Cartão de débito');
    const other = pdfText(
      (await api('POST', '/api/v1/generate-receipt', { payment_id: credit.id })).rawPayload,
    );
    expect(other).toContain('Cartão de crédito');
    expect(other).not.toContain('crédito/débito');
  });
});

describe('invoicing off', () => {
  it('a payment is a plain record of money received: no documents, no advance, no compensation', async () => {
    expect(
      (await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, f.settings({ active: false })))
        .statusCode,
    ).toBe(200);
    try {
      const p = await f.pay({ amount_cents: 3500, method: 'cash', notes: 'Sessão de hoje' });
      expect(p).toMatchObject({ receipt: null, advance: null, allocations: [] });
      for (const [body, field] of [
        [{ advance: true }, 'advance'],
        [{ method: 'balance_compensation' }, 'method'],
      ] as const) {
        const res = await api('POST', '/api/v1/payments', {
          patient_id: f.fx.patientId,
          amount_cents: 100,
          method: 'cash',
          ...body,
        });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().error.fields)).toEqual([field]);
      }
    } finally {
      await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, f.settings());
    }
  });
});
