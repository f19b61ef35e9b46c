import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stockMovementKinds } from '@clinica/contracts/stock';
import { services } from './catalogue.js';
import { tenantColumns, tenantKeys } from './common.js';
import { invoicingDocumentLines } from './invoicing.js';
import { users } from './users.js';

export const stockMovementKind = pgEnum('stock_movement_kind', stockMovementKinds);

/**
 * The ledger of a product's stock (issue 44, decision 041): one row per movement, in thousandths of the
 * product's unit, signed. Sales and credits come from issued documents (→ their line); purchases,
 * consumptions (→ the patient, optional) and adjustments (with their reason) are recorded by hand.
 * `balance_after_milli` is the product's stock right after the movement: below zero, it needs an adjustment.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...tenantColumns,
    serviceId: uuid('service_id').notNull(),
    kind: stockMovementKind('kind').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    balanceAfterMilli: integer('balance_after_milli').notNull(),
    reason: text('reason'),
    documentLineId: uuid('document_line_id'),
    patientId: uuid('patient_id'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    ...tenantKeys(t, {
      serviceId: services,
      documentLineId: invoicingDocumentLines,
      patientId: users,
      createdBy: users,
    }),
    index('stock_movements_service_idx').on(t.tenantId, t.serviceId, t.createdAt),
    index('stock_movements_line_idx')
      .on(t.tenantId, t.documentLineId)
      .where(sql`${t.documentLineId} is not null`),
    check(
      'stock_movements_sign_ck',
      sql`case ${t.kind} when 'purchase' then ${t.quantityMilli} > 0 when 'credit' then ${t.quantityMilli} > 0
        when 'adjustment' then ${t.quantityMilli} <> 0 else ${t.quantityMilli} < 0 end`,
    ),
    check('stock_movements_reason_ck', sql`${t.kind} <> 'adjustment' or ${t.reason} is not null`),
  ],
);
