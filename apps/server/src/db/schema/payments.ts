import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentMethods } from '@clinica/contracts/payment-methods';
import { insurers, services } from './catalogue.js';
import { clinics } from './clinics.js';
import { tenantColumns, tenantKeys } from './common.js';
import { invoicingDocumentLines, invoicingDocuments, invoicingSeries } from './invoicing.js';
import { users } from './users.js';

/**
 * Payments (issue 27, decision 030). A payment settles issued FTs (its allocations); when it settles any
 * (and moves money or spends credit) it carries its receipt — RG, the next number of the RG series, an
 * ATCUD, no signature. The amount beyond the allocations is an advance, issued as an FR. Once recorded, the
 * money, the documents and the receipt never change (trigger in the migration); only N → A (cancelling,
 * which cancels the receipt) and the source and notes may.
 */
export const paymentMethod = pgEnum('payment_method', paymentMethods);
export const paymentStatus = pgEnum('payment_status', ['N', 'A']);

export const payments = pgTable(
  'payments',
  {
    ...tenantColumns,
    /** Who paid: a patient, or an insurer settling its FTs (issue 45) — never both. */
    patientId: uuid('patient_id'),
    insurerId: uuid('insurer_id'),
    status: paymentStatus('status').notNull().default('N'),
    paidAt: date('paid_at').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    source: text('source'),
    notes: text('notes'),
    /** The receipt (RG) for the allocations. */
    receiptSeriesId: uuid('receipt_series_id'),
    receiptNumber: integer('receipt_number'),
    receiptNo: text('receipt_no'),
    receiptAtcud: text('receipt_atcud'),
    /** The clinic's local "YYYY-MM-DDThh:mm:ss" (SAF-T SystemEntryDate). */
    receiptSystemEntryDate: text('receipt_system_entry_date'),
    receiptGrossCents: integer('receipt_gross_cents'),
    /** The FR «Adiantamento» issued for the amount beyond the allocations. */
    advanceDocumentId: uuid('advance_document_id'),
    advanceCents: integer('advance_cents').notNull().default(0),
    /** The service the advance is for: the FR's line takes its VAT (decision 032). */
    advanceServiceId: uuid('advance_service_id'),
    /** Where the money was taken (issue 38: the cash close); null on payments recorded before. */
    clinicId: uuid('clinic_id'),
    createdBy: uuid('created_by').notNull(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
  },
  (t) => [
    ...tenantKeys(t, {
      patientId: users,
      insurerId: insurers,
      receiptSeriesId: invoicingSeries,
      advanceDocumentId: invoicingDocuments,
      advanceServiceId: services,
      clinicId: clinics,
      createdBy: users,
      cancelledBy: users,
    }),
    uniqueIndex('payments_receipt_number_uq')
      .on(t.tenantId, t.receiptSeriesId, t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    // The list's order (newest first, read backwards) and its date range.
    index('payments_list_idx').on(t.tenantId, t.paidAt, t.createdAt, t.id),
    index('payments_patient_idx').on(t.tenantId, t.patientId, t.paidAt),
    index('payments_insurer_idx')
      .on(t.tenantId, t.insurerId, t.paidAt)
      .where(sql`${t.insurerId} is not null`),
    check('payments_payer_ck', sql`(${t.patientId} is null) <> (${t.insurerId} is null)`),
    // The cash close: one clinic's, one user's day.
    index('payments_cash_day_idx').on(t.tenantId, t.clinicId, t.createdBy, t.paidAt),
    index('payments_advance_idx')
      .on(t.tenantId, t.advanceDocumentId)
      .where(sql`${t.advanceDocumentId} is not null`),
    check(
      'payments_amount_ck',
      sql`${t.amountCents} > 0 and ${t.advanceCents} >= 0 and ${t.advanceCents} <= ${t.amountCents}`,
    ),
    check(
      'payments_receipt_ck',
      sql`(${t.receiptNumber} is null) = (${t.receiptNo} is null) and (${t.receiptNumber} is null) = (${t.receiptSeriesId} is null)`,
    ),
    check('payments_cancel_ck', sql`(${t.status} = 'A') = (${t.cancelledAt} is not null)`),
  ],
);

/** How much of each FT a payment settles. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...tenantColumns,
    paymentId: uuid('payment_id').notNull(),
    documentId: uuid('document_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { paymentId: payments, documentId: invoicingDocuments }),
    uniqueIndex('payment_allocations_payment_document_uq').on(t.tenantId, t.paymentId, t.documentId),
    index('payment_allocations_document_idx').on(t.tenantId, t.documentId),
    check('payment_allocations_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A payment's receipts issued at InvoiceXpress (issue 53, decision 053): one per invoice it settles
 * (InvoiceXpress pays one document per call). Our reference is stored and committed before the provider is
 * called; the provider's id, number and ATCUD once it answered (null: still to issue, retried). A mirror:
 * never in our RG series, our chain or our SAF-T. `issuing_until`: the lease of the server issuing it now.
 */
export const paymentProviderReceipts = pgTable(
  'payment_provider_receipts',
  {
    ...tenantColumns,
    paymentId: uuid('payment_id').notNull(),
    documentId: uuid('document_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull(),
    providerReceiptId: text('provider_receipt_id'),
    receiptNo: text('receipt_no'),
    atcud: text('atcud'),
    /** Cancelled at the provider with its payment. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    issuingUntil: timestamp('issuing_until', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { paymentId: payments, documentId: invoicingDocuments }),
    uniqueIndex('payment_provider_receipts_payment_document_uq').on(t.tenantId, t.paymentId, t.documentId),
    uniqueIndex('payment_provider_receipts_reference_uq').on(t.tenantId, t.reference),
    check('payment_provider_receipts_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What an insurer refused to pay of its FT's lines when it paid (issue 45, decision 047): noted per line
 * with the payment that reported it. A note, not money: the line stays owed until a credit note clears it.
 */
export const paymentRefusals = pgTable(
  'payment_refusals',
  {
    ...tenantColumns,
    paymentId: uuid('payment_id').notNull(),
    lineId: uuid('line_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { paymentId: payments, lineId: invoicingDocumentLines }),
    uniqueIndex('payment_refusals_payment_line_uq').on(t.tenantId, t.paymentId, t.lineId),
    index('payment_refusals_line_idx').on(t.tenantId, t.lineId),
    check('payment_refusals_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The credit notes a balance compensation issued to regularise the advances it spent (decision 032):
 * each an NC «Regularização de adiantamento» of an advance FR for the amount used, cancelled with it.
 */
export const paymentRegularisations = pgTable(
  'payment_regularisations',
  {
    ...tenantColumns,
    paymentId: uuid('payment_id').notNull(),
    documentId: uuid('document_id').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { paymentId: payments, documentId: invoicingDocuments }),
    uniqueIndex('payment_regularisations_document_uq').on(t.tenantId, t.documentId),
    index('payment_regularisations_payment_idx').on(t.tenantId, t.paymentId),
  ],
);

/**
 * How an FR or FS was paid (issue 38, decision 033): one row per money method, adding up to the
 * document's total (SAF-T SalesInvoices/Invoice/DocumentTotals/Payment). Written when it is issued and
 * final like the document (trigger in the migration).
 */
export const invoicingDocumentPayments = pgTable(
  'invoicing_document_payments',
  {
    ...tenantColumns,
    documentId: uuid('document_id').notNull(),
    method: paymentMethod('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { documentId: invoicingDocuments }),
    uniqueIndex('invoicing_document_payments_uq').on(t.tenantId, t.documentId, t.method),
    check(
      'invoicing_document_payments_ck',
      sql`${t.amountCents} > 0 and ${t.method} not in ('current_account', 'balance_compensation')`,
    ),
  ],
);

/**
 * Money given back to a patient (issue 38, decision 033) from the credit of an advance FR or a credit
 * note: its method, the document it returns, the clinic and the user. Final once recorded (trigger in
 * the migration): a wrong refund is answered by a new movement, never an edit.
 */
export const refunds = pgTable(
  'refunds',
  {
    ...tenantColumns,
    patientId: uuid('patient_id').notNull(),
    documentId: uuid('document_id').notNull(),
    clinicId: uuid('clinic_id'),
    refundedAt: date('refunded_at').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').notNull(),
    /**
     * The NC «Devolução de adiantamento» crediting the advance FR for the money given back (decision
     * 033: the advance's sale is reduced, CIVA art. 78.º n.º 1); null when a credit note's credit is
     * returned (that NC already reduced its sale).
     */
    creditNoteId: uuid('credit_note_id'),
  },
  (t) => [
    ...tenantKeys(t, {
      patientId: users,
      documentId: invoicingDocuments,
      clinicId: clinics,
      createdBy: users,
      creditNoteId: invoicingDocuments,
    }),
    index('refunds_list_idx').on(t.tenantId, t.refundedAt, t.createdAt, t.id),
    index('refunds_patient_idx').on(t.tenantId, t.patientId, t.refundedAt),
    index('refunds_document_idx').on(t.tenantId, t.documentId),
    index('refunds_credit_note_idx')
      .on(t.tenantId, t.creditNoteId)
      .where(sql`${t.creditNoteId} is not null`),
    index('refunds_cash_day_idx').on(t.tenantId, t.clinicId, t.createdBy, t.refundedAt),
    check(
      'refunds_amount_ck',
      sql`${t.amountCents} > 0 and ${t.method} not in ('current_account', 'balance_compensation')`,
    ),
  ],
);
