import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import { useTestApp } from '../../test/test-app.js';
import { VALIDATION } from '../invoicing/invoicing.test-helpers.js';
import { usePaymentsFixture } from './payments.test-helpers.js';

/**
 * Decision 033: money given back from an advance leaves the advance's sale — its FR is credited by an
 * NC «Devolução de adiantamento» in the refund's transaction (CIVA art. 78.º n.º 1), so the month's sales
 * never count money the patient got back, and a later compensation regularises only what is left.
 */
const t = useTestApp();
const f = usePaymentsFixture(t);
const { api, newPatient, document } = f;

const refund = (body: Record<string, unknown>) =>
  api('POST', '/api/v1/payments/refunds', { method: 'cash', ...body });

/** The patient's issued documents, as the documents list gives them. */
async function documentsOf(patient: string): Promise<InvoicingDocument[]> {
  const res = await api('GET', `/api/v1/invoicing-documents?patient_id=${patient}&page_size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('a refund of an advance', () => {
  it('credits the advance FR by an NC «Devolução de adiantamento» for the money given back', async () => {
    const patient = await newPatient('Leonor', 'Faria Antunes');
    const fr = (await f.pay({ patient_id: patient, amount_cents: 10000, method: 'cash', advance: true }))
      .advance!;
    const before = await f.footprint();

    const res = await refund({ patient_id: patient, document_id: fr.id, amount_cents: 3000 });
    expect(res.statusCode, res.body).toBe(201);
    const nc = (await documentsOf(patient)).find((d) => d.type === 'NC')!;
    expect(await document(nc.id)).toMatchObject({
      status: 'N',
      invoice_no: `NC ${f.state.year}A/${before.nc + 1}`,
      atcud: `${VALIDATION.NC}-${before.nc + 1}`,
      credited_document: { id: fr.id },
      credit_reason: paymentMessages.refundReason,
      gross_cents: 3000,
      cancellable: false,
      cancel_refusal: paymentMessages.documentHasRefunds,
    });
    expect((await document(fr.id)).lines[0]!.creditable_cents).toBe(7000);
    await f.expectValidChain();

    // The credit is the advance less the refund; the NC moves nothing in the account (the refund did).
    const account = await f.account(patient);
    expect([account.owed_cents, account.credit_cents]).toEqual([0, 7000]);
    expect(account.entries.at(-1)!.balance_cents).toBe(account.owed_cents - account.credit_cents);
    expect(account.entries.find((e) => e.document_id === nc.id)).toMatchObject({
      kind: 'refund_note',
      debit_cents: 0,
      credit_cents: 0,
    });

    // The NC is final with the refund: cancelling it is refused.
    const cancel = await api('POST', `/api/v1/invoicing-documents/${nc.id}/cancel`, { reason: 'Engano' });
    expect(cancel.statusCode).toBe(409);

    // A later use regularises only what the refund left: sales end at the service rendered.
    const ft = await f.issued(7000, 'FT', patient);
    const comp = await f.pay({
      patient_id: patient,
      amount_cents: 7000,
      method: 'balance_compensation',
      allocations: [{ document_id: ft.id, amount_cents: 7000 }],
    });
    expect(comp.regularisations).toMatchObject([{ type: 'NC', gross_cents: 7000 }]);
    expect((await document(fr.id)).lines[0]!.creditable_cents).toBe(0);
    const docs = (await documentsOf(patient)).filter((d) => d.status === 'N');
    const sales = docs.reduce((s, d) => s + (d.type === 'NC' ? -d.gross_cents : d.gross_cents), 0);
    expect(sales).toBe(7000);
    expect((await f.account(patient)).credit_cents).toBe(0);
  });

  it('refuses, nothing written and no number used, a refund of a regularisation NC or beyond the advance', async () => {
    const patient = await newPatient('Rodrigo', 'Pacheco Lima');
    const fr = (await f.pay({ patient_id: patient, amount_cents: 5000, method: 'cash', advance: true }))
      .advance!;
    const ft = await f.issued(2000, 'FT', patient);
    const comp = await f.pay({
      patient_id: patient,
      amount_cents: 2000,
      method: 'balance_compensation',
      allocations: [{ document_id: ft.id, amount_cents: 2000 }],
    });
    const held = await f.footprint();

    // The NC regularising the used part carries no credit to give back.
    const regularisation = comp.regularisations[0]!.id;
    let res = await refund({ patient_id: patient, document_id: regularisation, amount_cents: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ document_id: paymentMessages.refundDocument });

    // 3000 left of the credit and of the advance: 3001 is refused.
    res = await refund({ patient_id: patient, document_id: fr.id, amount_cents: 3001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ amount_cents: paymentMessages.refundExceedsCredit });
    expect(await f.footprint()).toEqual(held);
    const refunds = await api('GET', `/api/v1/payments/refunds?patient_id=${patient}`);
    expect(refunds.json().total).toBe(0);
    expect((await f.account(patient)).credit_cents).toBe(3000);
  });
});
