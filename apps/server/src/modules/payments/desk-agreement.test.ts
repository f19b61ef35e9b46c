import { describe, expect, it } from 'vitest';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import { paymentMessages, type Payment, type PaymentList } from '@clinica/contracts/payments';
import { useTestApp } from '../../test/test-app.js';
import { PRODUCER_NIF, blocks, value } from '../saft/saft.test-helpers.js';
import { usePaymentsFixture } from './payments.test-helpers.js';

/** Issue 38 item 6: what the desk sees agrees everywhere (decision 034). */
const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = usePaymentsFixture(t);
const { api } = f;

const document = async (id: string) => {
  const res = await api('GET', `/api/v1/invoicing-documents/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; cancellable: boolean; cancel_refusal: string | null };
};

describe('«Deixar em conta corrente» is no payment', () => {
  it('a new «conta corrente» payment is refused on its method and writes nothing', async () => {
    const ft = await f.issued(1200);
    const before = await f.footprint();
    const res = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: 1200,
      method: 'current_account',
      allocations: [{ document_id: ft.id, amount_cents: 1200 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ method: paymentMessages.onAccountIsNoPayment });
    expect(await f.footprint()).toEqual(before);
    // Left on account is the FT owed by default: the account says so, and it can be cancelled.
    expect((await f.account()).open_documents.find((d) => d.id === ft.id)?.outstanding_cents).toBe(1200);
    expect(await document(ft.id)).toMatchObject({ cancellable: true, cancel_refusal: null });
  });

  it('a «conta corrente» row recorded before settles nothing and never blocks cancelling its FT', async () => {
    const ft = await f.issued(12000);
    // Arranged as issue 27's code recorded it (the route no longer does).
    const old = await f.legacyOnAccount(ft.id, 12000);
    const payment = (await api('GET', `/api/v1/payments/${old}`)).json() as Payment;
    expect(payment).toMatchObject({ method: 'current_account', receipt: null });
    const account = await f.account();
    expect(account.open_documents.find((d) => d.id === ft.id)).toMatchObject({
      settled_cents: 0,
      outstanding_cents: 12000,
    });
    expect(account.entries.find((e) => e.payment_id === old)).toMatchObject({
      kind: 'on_account',
      credit_cents: 0,
    });
    // Nothing paid it: «Anular» is offered, and accepted.
    expect(await document(ft.id)).toMatchObject({ cancellable: true, cancel_refusal: null });
    const cancel = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, {
      reason: 'Emitida ao paciente errado',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await f.account()).open_documents.map((d) => d.id)).not.toContain(ft.id);
  });
});

describe('«Anular» says why not', () => {
  it('the document tells whether it can be cancelled, with the reason the cancel route answers', async () => {
    const paid = await f.issued(3000);
    const p = await f.pay({
      amount_cents: 3000,
      method: 'cash',
      allocations: [{ document_id: paid.id, amount_cents: 3000 }],
    });
    expect(await document(paid.id)).toMatchObject({
      cancellable: false,
      cancel_refusal: paymentMessages.documentHasPayments,
    });
    const refused = await api('POST', `/api/v1/invoicing-documents/${paid.id}/cancel`, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMessages.documentHasPayments);
    // Its payment cancelled, nothing pays it any more: cancellable again.
    await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Método errado' });
    expect(await document(paid.id)).toMatchObject({ cancellable: true, cancel_refusal: null });

    // An advance is given back through its payment.
    const owed = await f.issued(1000);
    const withAdvance = await f.pay({
      amount_cents: 1500,
      method: 'cash',
      advance: true,
      allocations: [{ document_id: owed.id, amount_cents: 1000 }],
    });
    expect(await document(withAdvance.advance!.id)).toMatchObject({
      cancellable: false,
      cancel_refusal: paymentMessages.advanceCreditNote,
    });

    // A draft, and a cancelled document.
    const draft = await f.draft({ type: 'FT', patient_id: f.fx.patientId, lines: [f.freeLine(500)] });
    expect(await document(draft.id)).toMatchObject({
      cancellable: false,
      cancel_refusal: invoicingMessages.notIssued,
    });
    const gone = await f.issued(700);
    await api('POST', `/api/v1/invoicing-documents/${gone.id}/cancel`, { reason: 'Engano' });
    expect(await document(gone.id)).toMatchObject({
      status: 'A',
      cancellable: false,
      cancel_refusal: invoicingMessages.alreadyCancelled,
    });
  });
});

describe('MB WAY', () => {
  it('is a money method: it settles an FT with a receipt, is filtered and totalled, and SAF-T writes it as OU', async () => {
    const ft = await f.issued(2500);
    const p = await f.pay({
      amount_cents: 2500,
      method: 'mb_way',
      source: 'MB WAY 912 345 678',
      allocations: [{ document_id: ft.id, amount_cents: 2500 }],
    });
    expect(p.receipt).not.toBeNull();
    const list = (
      await api('GET', `/api/v1/payments?method=mb_way&patient_id=${f.fx.patientId}`)
    ).json() as PaymentList;
    expect(list.items.map((x) => x.id)).toEqual([p.id]);
    expect(list.totals!).toMatchObject({
      received_cents: 2500,
      by_method: [{ method: 'mb_way', count: 1, amount_cents: 2500 }],
    });
    const csv = await api('GET', `/api/v1/payments/export.csv?method=mb_way&patient_id=${f.fx.patientId}`);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[1]!
        .split(';')[3],
    ).toBe('MB WAY');

    const [year, month] = f.state.today.split('-').map(Number) as [number, number];
    const saft = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(saft.statusCode, saft.body.slice(0, 500)).toBe(200);
    const xml = saft.rawPayload.toString('latin1');
    const mine = blocks(xml, 'Payment').find((b) => value(b, 'PaymentRefNo') === p.receipt!.receipt_no)!;
    expect(value(mine, 'PaymentMechanism')).toBe('OU');
  });
});

describe('the payments list', () => {
  it('its count over the list and its pager agree: cancelled payments are counted, apart', async () => {
    const ft = await f.issued(800, 'FT', f.fx.otherPatientId);
    const cancelled = await f.pay({
      patient_id: f.fx.otherPatientId,
      amount_cents: 800,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 800 }],
    });
    await api('POST', `/api/v1/payments/${cancelled.id}/cancel`, { reason: 'Engano' });
    await f.pay({
      patient_id: f.fx.otherPatientId,
      amount_cents: 800,
      method: 'mb_way',
      allocations: [{ document_id: ft.id, amount_cents: 800 }],
    });
    const list = (
      await api('GET', `/api/v1/payments?patient_id=${f.fx.otherPatientId}&page_size=1`)
    ).json() as PaymentList;
    expect(list.total).toBe(2);
    expect(list.totals!).toMatchObject({ payments: 1, cancelled: 1, received_cents: 800 });
    expect(list.totals!.payments + list.totals!.cancelled).toBe(list.total);
  });
});
