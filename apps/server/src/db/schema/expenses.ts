import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** The supplier's number of its document (issue 43 §9): with the vendor, what makes it unique. */
    vendorDocumentNumber: text('vendor_document_number'),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    category: expenseCategory('category').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /**
     * The rate the VAT was computed from when the expense has one rate; null with several rates (see
     * `expense_lines`) or when the VAT was typed as an amount. Total and VAT are the lines' sums.
     */
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

/**
 * One line per VAT rate of an expense (issue 43 §9, decision 039): a supplier's invoice with goods at
 * 6 % and 23 % is one expense with two lines. The expense's total and VAT are their sums; an expense
 * whose VAT was typed as an amount has none. Deleted with its expense.
 */
export const expenseLines = pgTable(
  'expense_lines',
  {
    ...tenantColumns,
    expenseId: uuid('expense_id').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    /** What the supplier charged at this rate, VAT included. */
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { expenseId: [expenses, 'cascade'] }),
    unique('expense_lines_rate_uq').on(t.tenantId, t.expenseId, t.vatRatePercent),
    check('expense_lines_total_ck', sql`${t.totalCents} > 0`),
    check('expense_lines_vat_ck', sql`${t.vatCents} >= 0 and ${t.vatCents} <= ${t.totalCents}`),
    check('expense_lines_rate_ck', sql`${t.vatRatePercent} in (0, 4, 5, 6, 9, 12, 13, 16, 22, 23)`),
  ],
);
