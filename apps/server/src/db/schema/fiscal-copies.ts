import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { invoicingDocuments } from './invoicing.js';
import { payments } from './payments.js';

/**
 * How many times an issued document (or a payment's receipt) has gone out, printed, downloaded or
 * e-mailed (issue 37, decision 029): the first copy is the «Original», every later one a «2.ª via»
 * (CIVA art. 36.º n.º 3). Its own table, so an issued document and a recorded payment — final by their
 * triggers — never change when printed. created_at: when the original went out; updated_at: the last copy.
 */
export const fiscalCopies = pgTable(
  'fiscal_copies',
  {
    ...tenantColumns,
    documentId: uuid('document_id'),
    /** The payment whose receipt (RG) this counts. */
    paymentId: uuid('payment_id'),
    copies: integer('copies').notNull().default(1),
  },
  (t) => [
    ...tenantKeys(t, { documentId: invoicingDocuments, paymentId: payments }),
    uniqueIndex('fiscal_copies_document_uq')
      .on(t.tenantId, t.documentId)
      .where(sql`${t.documentId} is not null`),
    uniqueIndex('fiscal_copies_payment_uq')
      .on(t.tenantId, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    check('fiscal_copies_one_ck', sql`(${t.documentId} is null) <> (${t.paymentId} is null)`),
    check('fiscal_copies_count_ck', sql`${t.copies} >= 1`),
  ],
);
