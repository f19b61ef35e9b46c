import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import type { Payment } from '@clinica/contracts/payments';
import { useInvoiceXpressSuite } from '../invoicing/invoicexpress.test-helpers.js';

/**
 * Issue 53 (decision 053): a payment settling invoices issued at InvoiceXpress has its receipts issued
 * there, one per invoice, never twice; cancelling the payment cancels them there first.
 */
const { f, api, acc, ixDocs, switchToInvoiceXpress } = useInvoiceXpressSuite();

const receiptsAt = (invoiceIxId: number) =>
  [...acc().documents.values()].filter(
    (d) => d.resource === 'receipts' && d.owner_invoice_id === invoiceIxId,
  );
const ixIdOf = (doc: InvoicingDocument) => ixDocs(`CLINICA-${doc.id}`)[0]!.id;
const ft = async (cents: number) => f.issue((await f.draft({ type: 'FT', lines: [f.freeLine(cents)] })).id);
const pay = (allocations: { document_id: string; amount_cents: number }[], method = 'mb') =>
  api('POST', '/api/v1/payments', {
    patient_id: f.fx.patientId,
    method,
    amount_cents: allocations.reduce((s, a) => s + a.amount_cents, 0),
    allocations,
  });

describe('receipts at InvoiceXpress', () => {
  let ourFt: InvoicingDocument;
  it('an FT issued by «Clínica» before the switch', async () => {
    ourFt = await ft(1500);
    expect(ourFt.invoice_no).toMatch(/^FT \d{4}A\/\d+$/);
    await switchToInvoiceXpress();
  });

  it('a payment of two FTs issues one receipt per FT there, mirrored in the payment; no RG of ours', async () => {
    const [a, b] = [await ft(6000), await ft(4000)];
    const res = await pay([
      { document_id: a.id, amount_cents: 6000 },
      { document_id: b.id, amount_cents: 2500 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const p: Payment = res.json();
    expect(p.receipt).toBeNull();
    expect(p.provider_receipts).toHaveLength(2);
    const [ra] = receiptsAt(ixIdOf(a));
    const [rb] = receiptsAt(ixIdOf(b));
    expect(ra).toMatchObject({ paid: 60, payment_mechanism: 'MB', status: 'final' });
    expect(rb).toMatchObject({ paid: 25 });
    expect(ra!.date).toBe(f.state.today.split('-').reverse().join('/'));
    expect(ra!.observations).toBe(`CLINICA-RG-${p.id}-${a.id}`);
    expect(p.provider_receipts).toEqual(
      expect.arrayContaining([
        {
          document_id: a.id,
          invoice_no: a.invoice_no,
          amount_cents: 6000,
          receipt_no: `RG RGA${new Date().getFullYear()}/${ra!.sequence_number!.split('/')[0]}`,
          atcud: ra!.atcud,
          cancelled: false,
        },
        expect.objectContaining({ document_id: b.id, amount_cents: 2500, atcud: rb!.atcud }),
      ]),
    );
    // Fully paid there: InvoiceXpress settles the FT; the part-paid one stays final.
    expect(ixDocs(`CLINICA-${a.id}`)[0]!.status).toBe('settled');
    expect(ixDocs(`CLINICA-${b.id}`)[0]!.status).toBe('final');
    // Our chain never sees them: the RG series took no number.
    await f.expectValidChain();
  });

  it('an FT issued by «Clínica» gets our RG; one payment never mixes the two', async () => {
    const ixFt = await ft(1000);
    const mixed = await pay([
      { document_id: ourFt.id, amount_cents: 1500 },
      { document_id: ixFt.id, amount_cents: 1000 },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().error.fields).toEqual({ allocations: m.receiptsMixed });
    const ours = await pay([{ document_id: ourFt.id, amount_cents: 1500 }], 'cash');
    expect(ours.statusCode, ours.body).toBe(201);
    expect(ours.json().receipt.receipt_no).toMatch(/^RG \d{4}A\/\d+$/);
    expect(ours.json().provider_receipts).toEqual([]);
  });

  it('InvoiceXpress down: the payment stays recorded with its receipt to issue; the retry issues it once', async () => {
    const doc = await ft(3000);
    acc().fault = '5xx';
    const res = await pay([{ document_id: doc.id, amount_cents: 3000 }]);
    acc().fault = null;
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'invoicing_provider_error',
      fields: { receipts: m.receiptPending },
    });
    expect(res.json().error.message).toContain(m.receiptPending);
    const id = res.json().error.details.payment_id as string;
    const recorded: Payment = (await api('GET', `/api/v1/payments/${id}`)).json();
    expect(recorded.provider_receipts).toMatchObject([{ document_id: doc.id, receipt_no: null }]);
    expect(receiptsAt(ixIdOf(doc))).toEqual([]);
    // Paying the same FT again is refused: it is no longer owed (no second payment, no second receipt).
    expect((await pay([{ document_id: doc.id, amount_cents: 3000 }])).statusCode).toBe(400);

    const retry = await api('POST', `/api/v1/payments/${id}/provider-receipts`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().provider_receipts[0].receipt_no).toMatch(/^RG /);
    expect(receiptsAt(ixIdOf(doc))).toHaveLength(1);
    // Once more: nothing left to issue, nothing issued.
    expect((await api('POST', `/api/v1/payments/${id}/provider-receipts`)).statusCode).toBe(200);
    expect(receiptsAt(ixIdOf(doc))).toHaveLength(1);
  });

  it('a receipt created but its answer lost is found by our reference on retry, never issued twice', async () => {
    const doc = await ft(2000);
    acc().fault = 'receipt_lost_answer_once';
    const res = await pay([{ document_id: doc.id, amount_cents: 2000 }]);
    expect(res.statusCode, res.body).toBe(502);
    expect(receiptsAt(ixIdOf(doc))).toHaveLength(1);
    const id = res.json().error.details.payment_id as string;
    const retry = await api('POST', `/api/v1/payments/${id}/provider-receipts`);
    expect(retry.statusCode, retry.body).toBe(200);
    const [only] = receiptsAt(ixIdOf(doc));
    expect(receiptsAt(ixIdOf(doc))).toHaveLength(1);
    expect(retry.json().provider_receipts[0].atcud).toBe(only!.atcud);
  });

  it('cancelling the payment cancels its receipts there first; InvoiceXpress down leaves it as it was', async () => {
    const doc = await ft(5000);
    const p: Payment = (await pay([{ document_id: doc.id, amount_cents: 5000 }])).json();
    const cancelUrl = `/api/v1/payments/${p.id}/cancel`;
    acc().fault = '5xx';
    const down = await api('POST', cancelUrl, { reason: 'Valor errado' });
    acc().fault = null;
    expect(down.statusCode, down.body).toBe(502);
    expect(down.json().error.message).toBe(m.unavailable);
    expect((await api('GET', `/api/v1/payments/${p.id}`)).json()).toMatchObject({
      status: 'N',
      provider_receipts: [{ cancelled: false }],
    });
    expect(receiptsAt(ixIdOf(doc))[0]!.status).toBe('final');

    const ok = await api('POST', cancelUrl, { reason: 'Valor errado' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'A', provider_receipts: [{ cancelled: true }] });
    expect(receiptsAt(ixIdOf(doc))[0]).toMatchObject({ status: 'canceled', cancel_message: 'Valor errado' });
    // The FT is owed again, here and there.
    expect(ixDocs(`CLINICA-${doc.id}`)[0]!.status).toBe('final');
    expect((await pay([{ document_id: doc.id, amount_cents: 5000 }])).statusCode).toBe(201);
  });
});

describe('a payment’s advance at InvoiceXpress', () => {
  const advancePay = (cents: number) =>
    api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      method: 'cash',
      amount_cents: cents,
      allocations: [],
      advance: true,
    });

  it('issues its FR «Adiantamento» there (paid in cash), mirrored as the payment’s advance', async () => {
    const res = await advancePay(2000);
    expect(res.statusCode, res.body).toBe(201);
    const p: Payment = res.json();
    expect(p.advance).toMatchObject({ type: 'FR', gross_cents: 2000 });
    expect(p.advance!.invoice_no).toMatch(/^FR FRA\d{4}\/\d+$/);
    const [fr] = ixDocs(`CLINICA-${p.advance!.id}`);
    expect(fr).toMatchObject({ resource: 'invoice_receipts', status: 'settled' });
    const doc = (await api('GET', `/api/v1/invoicing-documents/${p.advance!.id}`)).json();
    expect(doc).toMatchObject({ provider: 'invoicexpress', status: 'N', payments: [{ method: 'cash' }] });
  });

  it('InvoiceXpress down: the payment stays, its FR a draft; the retry issues it once; a compensation of it is refused', async () => {
    acc().fault = '5xx';
    const res = await advancePay(1200);
    acc().fault = null;
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error.message).toBe(m.receiptPending);
    const id = res.json().error.details.payment_id as string;
    const draft = (await api('GET', `/api/v1/payments/${id}`)).json().advance;
    expect(draft.invoice_no).toBeNull();
    const retry = await api('POST', `/api/v1/payments/${id}/provider-receipts`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().advance.invoice_no).toMatch(/^FR /);
    expect(ixDocs(`CLINICA-${draft.id}`)).toHaveLength(1);

    // Spending that credit on an FT would need an NC of the FR at InvoiceXpress: refused, naming the field.
    const owed = await ft(1000);
    const spend = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      method: 'balance_compensation',
      amount_cents: 1000,
      allocations: [{ document_id: owed.id, amount_cents: 1000 }],
    });
    expect(spend.statusCode, spend.body).toBe(409);
    expect(spend.json().error.fields).toEqual({ method: m.advanceCreditElsewhere });
  });

  it('cancelling the payment cancels its FR there first', async () => {
    const p: Payment = (await advancePay(900)).json();
    const ok = await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Engano no valor' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ixDocs(`CLINICA-${p.advance!.id}`)[0]).toMatchObject({
      status: 'canceled',
      cancel_message: 'Engano no valor',
    });
    expect((await api('GET', `/api/v1/invoicing-documents/${p.advance!.id}`)).json().status).toBe('A');
  });
});
