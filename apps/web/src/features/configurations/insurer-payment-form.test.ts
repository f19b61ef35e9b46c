import { describe, expect, it } from 'vitest';
import type { InsurerAccountDocument } from '@clinica/contracts/insurer-billing';
import {
  buildInsurerPayment,
  fieldOfPath,
  initialPaymentValues,
  openDocuments,
  paymentTotal,
} from './insurer-payment-form';

const ft = (
  id: string,
  outstanding: number,
  lines: string[],
  overrides: Partial<InsurerAccountDocument> = {},
) =>
  ({
    id,
    type: 'FT',
    status: 'N',
    invoice_no: `FT 2026A/${id}`,
    invoice_date: '2026-11-02',
    gross_cents: outstanding,
    credited_cents: 0,
    settled_cents: 0,
    refused_cents: 0,
    outstanding_cents: outstanding,
    lines: lines.map((line) => ({
      id: line,
      description: `Sessão ${line}`,
      service_date: '2026-10-05',
      gross_cents: 2500,
      creditable_cents: 2500,
      refused_cents: 0,
    })),
    ...overrides,
  }) as InsurerAccountDocument;

const messages = {
  amount: 'amount',
  reason: 'reason',
  exceeds: 'exceeds',
  notInPayment: 'notIn',
  nothing: 'nothing',
};
const today = new Date(2026, 10, 28);

describe('an insurer payment', () => {
  const documents = [
    ft('1', 5000, ['a', 'b']),
    ft('2', 2500, ['c']),
    ft('3', 0, ['d']),
    ft('4', 2500, ['e'], { status: 'A' }),
  ];

  it('offers the issued FTs still owing, each prefilled with what it owes; the amount is their sum', () => {
    expect(openDocuments(documents).map((d) => d.id)).toEqual(['1', '2']);
    const values = initialPaymentValues(documents, today);
    expect(values.paid).toEqual({ '1': '50,00', '2': '25,00' });
    expect(paymentTotal(values)).toBe(7500);
    expect(paymentTotal({ ...values, paid: { '1': '20', '2': 'x' } })).toBe(2000);
  });

  it('sends what is paid of each FT and the lines refused with their reason', () => {
    const values = {
      ...initialPaymentValues(documents, today),
      paid: { '1': '25,00', '2': '' },
      refused: { b: { amount: '25,00', reason: ' Sem prescrição ' } },
      source: 'Transferência 0042',
    };
    const built = buildInsurerPayment(values, documents, messages);
    expect(built.errors).toEqual({});
    expect(built.input).toEqual({
      paid_at: '2026-11-28',
      amount_cents: 2500,
      method: 'bank_transfer',
      source: 'Transferência 0042',
      notes: null,
      allocations: [{ document_id: '1', amount_cents: 2500 }],
      refusals: [{ line_id: 'b', amount_cents: 2500, reason: 'Sem prescrição' }],
    });
    expect(fieldOfPath('allocations.0.amount_cents', built)).toBe('paid.1');
    expect(fieldOfPath('refusals.0.reason', built)).toBe('refused.b.reason');
    expect(fieldOfPath('refusals.0.amount_cents', built)).toBe('refused.b.amount');
    expect(fieldOfPath('method', built)).toBe('method');
  });

  it('names each bad field: an amount that is none, a refusal without reason or beyond what the FT owes', () => {
    const base = initialPaymentValues(documents, today);
    expect(buildInsurerPayment({ ...base, paid: { '1': '12,345' } }, documents, messages).errors).toEqual({
      'paid.1': 'amount',
    });
    const built = buildInsurerPayment(
      { ...base, refused: { a: { amount: '10', reason: '' }, c: { amount: '5', reason: 'x' } } },
      documents,
      messages,
    );
    expect(built.input).toBeNull();
    expect(built.errors).toEqual({ 'refused.a.reason': 'reason', 'paid.1': 'exceeds', 'paid.2': 'exceeds' });
    expect(
      buildInsurerPayment(
        { ...base, paid: { '2': '25' }, refused: { a: { amount: '5', reason: 'x' } } },
        documents,
        messages,
      ).errors,
    ).toEqual({ 'refused.a.amount': 'notIn' });
    expect(buildInsurerPayment({ ...base, paid: {} }, documents, messages).errors).toEqual({
      amount_cents: 'nothing',
    });
    expect(buildInsurerPayment({ ...base, paid_at: null }, documents, messages).errors).toEqual({
      paid_at: 'validation.required',
    });
  });
});
