import type { Me } from '@clinica/contracts/auth';
import type { CurrentAccount, OpenDocument, Payment } from '@clinica/contracts/payments';
import { makeUser } from '../../app/test-users';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';

export { notFound, page, renderRoutes, renderWithQueries, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);

export const ids = {
  payment: '5d3c7a52-5b1e-4c59-9d4a-0000000000a1',
  patient: '5d3c7a52-5b1e-4c59-9d4a-000000000b01',
  ft1: '5d3c7a52-5b1e-4c59-9d4a-000000000d01',
  ft2: '5d3c7a52-5b1e-4c59-9d4a-000000000d02',
  advance: '5d3c7a52-5b1e-4c59-9d4a-000000000d03',
  desk: '00000000-0000-4000-8000-000000000001',
};

/** Front desk of a clinic that invoices: records, edits and cancels payments, reads documents. */
export const frontDesk = (invoicing = true): Me =>
  makeUser(
    'front_desk',
    {
      permissions: {
        payments: { list_all: true, read: true, create: true, update: true },
        invoicing_documents: { read: true, create: true, update: true },
        patients: { read: true },
      },
    },
    invoicing,
  );

/** A professional who may open Payments (list_all) but records nothing. */
export const reader = (): Me =>
  makeUser('professional', { permissions: { payments: { list_all: true, read: true } } }, true);

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: ids.payment,
    status: 'N',
    patient: { id: ids.patient, name: 'Rui Costa' },
    insurer: null,
    paid_at: '2026-11-25',
    amount_cents: 4500,
    method: 'mb',
    source: 'TPA 1',
    notes: null,
    allocations: [
      {
        id: ids.ft1,
        type: 'FT',
        invoice_no: 'FT 2026A/17',
        invoice_date: '2026-11-24',
        gross_cents: 4500,
        amount_cents: 4500,
      },
    ],
    receipt: {
      receipt_no: 'RG 2026A/4',
      atcud: 'ABCD1234-4',
      system_entry_date: '2026-11-25T11:02:03',
      gross_cents: 4500,
    },
    advance: null,
    advance_service: null,
    regularisations: [],
    provider_receipts: [],
    cancel_reason: null,
    cancelled_at: null,
    created_by: { id: ids.desk, name: 'Ana Sousa' },
    created_at: '2026-11-25T11:02:03.000Z',
    ...overrides,
  };
}

export function openDocument(overrides: Partial<OpenDocument> = {}): OpenDocument {
  return {
    id: ids.ft1,
    type: 'FT',
    invoice_no: 'FT 2026A/17',
    invoice_date: '2026-11-24',
    gross_cents: 4500,
    settled_cents: 0,
    credited_cents: 0,
    outstanding_cents: 4500,
    ...overrides,
  };
}

/** Rui Costa owes two FTs (45,00 € and 30,00 € of 50,00 €) and has 12,00 € of credit. */
export function account(overrides: Partial<CurrentAccount> = {}): CurrentAccount {
  return {
    patient: { id: ids.patient, name: 'Rui Costa' },
    owed_cents: 7500,
    credit_cents: 1200,
    balance_cents: 6300,
    open_documents: [
      openDocument(),
      openDocument({
        id: ids.ft2,
        invoice_no: 'FT 2026A/18',
        invoice_date: '2026-11-25',
        gross_cents: 5000,
        settled_cents: 2000,
        outstanding_cents: 3000,
      }),
    ],
    entries: [
      {
        kind: 'advance',
        date: '2026-11-20',
        reference: 'FR 2026A/2',
        document_id: ids.advance,
        payment_id: null,
        method: null,
        debit_cents: 0,
        credit_cents: 1200,
        balance_cents: -1200,
      },
      {
        kind: 'invoice',
        date: '2026-11-24',
        reference: 'FT 2026A/17',
        document_id: ids.ft1,
        payment_id: null,
        method: null,
        debit_cents: 4500,
        credit_cents: 0,
        balance_cents: 3300,
      },
      {
        kind: 'invoice',
        date: '2026-11-25',
        reference: 'FT 2026A/18',
        document_id: ids.ft2,
        payment_id: null,
        method: null,
        debit_cents: 5000,
        credit_cents: 0,
        balance_cents: 8300,
      },
      {
        kind: 'payment',
        date: '2026-11-25',
        reference: 'RG 2026A/3',
        document_id: null,
        payment_id: ids.payment,
        method: 'cash',
        debit_cents: 0,
        credit_cents: 2000,
        balance_cents: 6300,
      },
    ],
    ...overrides,
  };
}
