import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { expenseCategories } from '@clinica/contracts/expenses';
import { expenseMethods } from '@clinica/contracts/payment-methods';
import { tenantColumns, tenantKeys } from './common.js';
import { files } from './files.js';
import { users } from './users.js';

export const expenseCategory = pgEnum('expense_category', expenseCategories);
export const expenseMethod = pgEnum('expense_method', expenseMethods);

/**
 * What the clinic spends (issue 27): a vendor's bill with the VAT it includes, how it was paid, and
 * optionally the receipt's photo or PDF (a `files` row, purpose `expense_receipt`). Amounts are
 * integer cents; the database holds the arithmetic (0 < total, 0 ≤ VAT ≤ total).
 */
export const expenses = pgTable(
  'expenses',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    vendorName: text('vendor_name'),
    vendorNif: text('vendor_nif'),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    category: expenseCategory('category').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** The rate the VAT was computed from; null when the VAT was typed as an amount. */
    vatRatePercent: integer('vat_rate_percent'),
    method: expenseMethod('method').notNull(),
    notes: text('notes'),
    receiptFileId: uuid('receipt_file_id'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    ...tenantKeys(t, { receiptFileId: files, createdBy: users }),
    // The list: newest first, one clinic's rows only, without reading its history.
    index('expenses_tenant_date_idx').on(t.tenantId, t.expenseDate.desc(), t.id),
    check('expenses_total_ck', sql`${t.totalCents} > 0`),
    check('expenses_vat_ck', sql`${t.vatCents} >= 0 and ${t.vatCents} <= ${t.totalCents}`),
    check(
      'expenses_vat_rate_ck',
      sql`${t.vatRatePercent} is null or ${t.vatRatePercent} in (0, 4, 5, 6, 9, 12, 13, 16, 22, 23)`,
    ),
  ],
);
