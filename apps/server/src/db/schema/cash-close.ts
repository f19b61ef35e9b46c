import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { tenantColumns, tenantKeys } from './common.js';
import { paymentMethod } from './payments.js';
import { users } from './users.js';

/**
 * The daily cash close (issue 38, decision 033): one per clinic, user and day. The figures are stored as
 * computed when closing (the PDF reprints them unchanged); a close is final (trigger in the migration).
 */
export const cashCloses = pgTable(
  'cash_closes',
  {
    ...tenantColumns,
    clinicId: uuid('clinic_id').notNull(),
    /** Whose money: the user who took it. */
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    notes: text('notes'),
    closedBy: uuid('closed_by').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { clinicId: clinics, userId: users, closedBy: users }),
    uniqueIndex('cash_closes_day_uq').on(t.tenantId, t.clinicId, t.userId, t.day),
    index('cash_closes_list_idx').on(t.tenantId, t.day, t.createdAt),
  ],
);

/** Per money method: the day's figures as computed when closing, and what was counted. */
export const cashCloseLines = pgTable(
  'cash_close_lines',
  {
    ...tenantColumns,
    closeId: uuid('close_id').notNull(),
    method: paymentMethod('method').notNull(),
    receiptsCents: integer('receipts_cents').notNull(),
    advancesCents: integer('advances_cents').notNull(),
    invoicesCents: integer('invoices_cents').notNull(),
    refundsCents: integer('refunds_cents').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { closeId: cashCloses }),
    uniqueIndex('cash_close_lines_uq').on(t.tenantId, t.closeId, t.method),
    check(
      'cash_close_lines_ck',
      sql`${t.countedCents} >= 0 and ${t.expectedCents} = ${t.receiptsCents} + ${t.advancesCents} + ${t.invoicesCents} - ${t.refundsCents}`,
    ),
  ],
);
