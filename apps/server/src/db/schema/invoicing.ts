import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { insurers, services } from './catalogue.js';
import { clinics } from './clinics.js';
import { tenantColumns, tenantKeys } from './common.js';
import { invoicingProvider, legalForm } from './tenants.js';
import { users } from './users.js';

/**
 * Fiscal documents (issue 26, decision 029). Drafts (status D) are ours: no series, no number, not fiscal.
 * Issuing takes the next number of the series row (locked by the UPDATE that increments it: gapless under
 * concurrency), signs the chain, and from then on a trigger refuses any change to the fiscal fields
 * (migration 0040), as it refuses changes to an issued document's lines.
 */
export const documentType = pgEnum('invoicing_document_type', ['FT', 'FR', 'FS', 'NC', 'RG']);
export const documentStatus = pgEnum('invoicing_document_status', ['D', 'N', 'A', 'F']);

/** One series per document type and year, with the validation code AT gave when it was communicated. */
export const invoicingSeries = pgTable(
  'invoicing_series',
  {
    ...tenantColumns,
    documentType: documentType('document_type').notNull(),
    year: integer('year').notNull(),
    /** The series identifier in InvoiceNo ("FT 2026A/17"). */
    code: text('code').notNull(),
    /** AT's validation code: ATCUD = validation code + "-" + number. */
    validationCode: text('validation_code').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    lastHash: text('last_hash'),
    lastInvoiceDate: date('last_invoice_date'),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('invoicing_series_type_year_uq').on(t.tenantId, t.documentType, t.year),
    uniqueIndex('invoicing_series_type_code_uq').on(t.tenantId, t.documentType, t.code),
    check('invoicing_series_last_number_ck', sql`${t.lastNumber} >= 0`),
  ],
);

/**
 * The installation's signing keys (not a tenant's): `INVOICE_SIGNING_KEY` (its private part is never
 * stored) or, without it, one generated once and stored here so every server instance signs alike.
 * A document records the version it was signed with (SAF-T HashControl).
 */
export const signingKeys = pgTable(
  'invoicing_signing_keys',
  {
    version: integer('version').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the public key (SPKI DER), hex. */
    fingerprint: text('fingerprint').notNull(),
    publicKey: text('public_key').notNull(),
    /** Null when the key comes from INVOICE_SIGNING_KEY. */
    privateKey: text('private_key'),
  },
  (t) => [uniqueIndex('invoicing_signing_keys_fingerprint_uq').on(t.fingerprint)],
);

export const invoicingDocuments = pgTable(
  'invoicing_documents',
  {
    ...tenantColumns,
    type: documentType('type').notNull(),
    status: documentStatus('status').notNull().default('D'),
    /** The customer: a patient, or an insurer billed for its part of sessions (issue 45) — never both. */
    patientId: uuid('patient_id'),
    insurerId: uuid('insurer_id'),
    seriesId: uuid('series_id'),
    number: integer('number'),
    invoiceNo: text('invoice_no'),
    atcud: text('atcud'),
    invoiceDate: date('invoice_date'),
    /** As signed: the clinic's local "YYYY-MM-DDThh:mm:ss". */
    systemEntryDate: text('system_entry_date'),
    systemEntryAt: timestamp('system_entry_at', { withTimezone: true }),
    /** The clinic's tax region when issued (the QR's fiscal space, SAF-T TaxCountryRegion). */
    taxRegion: text('tax_region'),
    /** The issuer as it was when issued: a reprint never takes a later address or name. */
    issuerFiscalName: text('issuer_fiscal_name'),
    issuerNif: text('issuer_nif'),
    issuerAddress: text('issuer_address'),
    issuerPostalCode: text('issuer_postal_code'),
    issuerCity: text('issuer_city'),
    /** Null on documents issued before it was recorded (issue 37): printed without company mentions. */
    issuerLegalForm: legalForm('issuer_legal_form'),
    issuerShareCapitalCents: bigint('issuer_share_capital_cents', { mode: 'number' }),
    issuerRegistryOffice: text('issuer_registry_office'),
    issuerRegistrationNumber: text('issuer_registration_number'),
    customerNif: text('customer_nif').notNull(),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address'),
    customerPostalCode: text('customer_postal_code'),
    customerCity: text('customer_city'),
    customerCountry: text('customer_country').notNull().default('PT'),
    notes: text('notes'),
    netCents: integer('net_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    hash: text('hash'),
    previousHash: text('previous_hash'),
    keyVersion: integer('key_version').references(() => signingKeys.version),
    qrPayload: text('qr_payload'),
    createdBy: uuid('created_by').notNull(),
    issuedBy: uuid('issued_by'),
    /** Where an issued document was taken (issue 38: the cash close); null on drafts and older documents. */
    clinicId: uuid('clinic_id'),
    creditedDocumentId: uuid('credited_document_id'),
    creditReason: text('credit_reason'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Written by the bench's generated clinics (issue 50, decision 049): unsigned, outside the chain, never
     * in a SAF-T file (saft.repository.ts leaves them out). Always false on a real document.
     */
    generated: boolean('generated').notNull().default(false),
    /**
     * Where it was issued (issue 53, decision 053). A provider's document is a mirror: no series of ours,
     * no signature, never in our SAF-T; its number and ATCUD are the provider's.
     */
    provider: invoicingProvider('provider').notNull().default('clinica'),
    /** The provider's id of the document. */
    providerDocumentId: text('provider_document_id'),
    /** Our idempotency reference, stored (and committed) before the provider is called. */
    providerReference: text('provider_reference'),
    /** The provider's PDF address, and the key of its bytes in our storage once fetched. */
    providerPdfUrl: text('provider_pdf_url'),
    providerPdfKey: text('provider_pdf_key'),
    /**
     * The lease of the server issuing this draft at the provider now (decision 053): claimed by a conditional
     * update committed before the call, cleared after; an expired one means that server died.
     */
    providerIssuingUntil: timestamp('provider_issuing_until', { withTimezone: true }),
  },
  // Annotated: the credited document's key refers to this table itself.
  (t): PgTableExtraConfigValue[] => [
    ...tenantKeys(t, {
      patientId: users,
      insurerId: insurers,
      seriesId: invoicingSeries,
      createdBy: users,
      issuedBy: users,
      creditedDocumentId: invoicingDocuments,
      cancelledBy: users,
      clinicId: clinics,
    }),
    uniqueIndex('invoicing_documents_series_number_uq')
      .on(t.tenantId, t.seriesId, t.number)
      .where(sql`${t.number} is not null`),
    // The list's order (read backwards: drafts first, then the newest issued) and its date range.
    index('invoicing_documents_list_idx').on(t.tenantId, t.invoiceDate, t.systemEntryAt, t.number, t.id),
    index('invoicing_documents_patient_idx').on(t.tenantId, t.patientId, t.invoiceDate),
    index('invoicing_documents_insurer_idx')
      .on(t.tenantId, t.insurerId, t.invoiceDate)
      .where(sql`${t.insurerId} is not null`),
    uniqueIndex('invoicing_documents_provider_reference_uq')
      .on(t.tenantId, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    index('invoicing_documents_status_idx').on(t.tenantId, t.status, t.createdAt),
    // The cash close: one clinic's, one user's day.
    index('invoicing_documents_cash_day_idx')
      .on(t.tenantId, t.clinicId, t.issuedBy, t.invoiceDate)
      .where(sql`${t.clinicId} is not null`),
    index('invoicing_documents_credited_idx')
      .on(t.tenantId, t.creditedDocumentId)
      .where(sql`${t.creditedDocumentId} is not null`),
    check(
      'invoicing_documents_number_ck',
      sql`(${t.status} = 'D') = (${t.number} is null) and (${t.provider} <> 'clinica' or (${t.number} is null) = (${t.seriesId} is null))`,
    ),
    check('invoicing_documents_customer_ck', sql`(${t.patientId} is null) <> (${t.insurerId} is null)`),
    check(
      'invoicing_documents_totals_ck',
      sql`${t.grossCents} >= 0 and ${t.grossCents} = ${t.netCents} + ${t.taxCents}`,
    ),
  ],
);

export const invoicingDocumentLines = pgTable(
  'invoicing_document_lines',
  {
    ...tenantColumns,
    documentId: uuid('document_id').notNull(),
    position: integer('position').notNull(),
    appointmentId: uuid('appointment_id'),
    serviceId: uuid('service_id'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    /** Including VAT. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    vatRatePercent: integer('vat_rate_percent'),
    taxExemptionCode: text('tax_exemption_code'),
    taxExemptionText: text('tax_exemption_text'),
    /** The appointment's local date, else the issue date (filled when issued). */
    serviceDate: date('service_date'),
    grossCents: integer('gross_cents').notNull(),
    creditedLineId: uuid('credited_line_id'),
    /**
     * An NC line that credits an amount of its line (a discount agreed after the fact, decision 032):
     * quantity 1 × the amount. Left out of the credited quantities; counted in the credited amount.
     */
    creditsAmount: boolean('credits_amount').notNull().default(false),
  },
  (t): PgTableExtraConfigValue[] => [
    ...tenantKeys(t, {
      documentId: invoicingDocuments,
      appointmentId: appointments,
      serviceId: services,
      creditedLineId: invoicingDocumentLines,
    }),
    index('invoicing_document_lines_document_idx').on(t.tenantId, t.documentId, t.position),
    index('invoicing_document_lines_appointment_idx')
      .on(t.tenantId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    index('invoicing_document_lines_credited_idx')
      .on(t.tenantId, t.creditedLineId)
      .where(sql`${t.creditedLineId} is not null`),
    check(
      'invoicing_document_lines_tax_ck',
      sql`(${t.vatRatePercent} is null) <> (${t.taxExemptionCode} is null)`,
    ),
    check(
      'invoicing_document_lines_amounts_ck',
      sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0 and ${t.grossCents} >= 0 and ${t.discountPercent} between 0 and 100`,
    ),
  ],
);
