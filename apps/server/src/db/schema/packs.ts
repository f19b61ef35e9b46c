import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { services } from './catalogue.js';
import { tenantColumns, tenantKeys } from './common.js';
import { invoicingDocuments } from './invoicing.js';
import { users } from './users.js';

/** A pack of sessions of one service, sold upfront (issue 44, decision 040). */
export const servicePacks = pgTable(
  'service_packs',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    serviceId: uuid('service_id').notNull(),
    sessionsCount: integer('sessions_count').notNull(),
    priceCents: integer('price_cents').notNull(),
    validityDays: integer('validity_days').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...tenantKeys(t, { serviceId: services }),
    index('service_packs_service_idx').on(t.tenantId, t.serviceId),
    check('service_packs_sessions_ck', sql`${t.sessionsCount} > 0`),
    check('service_packs_price_ck', sql`${t.priceCents} > 0`),
    check('service_packs_validity_ck', sql`${t.validityDays} > 0`),
  ],
);

/**
 * A pack sold to a patient. The pack's service and sessions are copied (an edit of the pack later does
 * not change what was sold); `sessions_used` is the count of its consumptions, kept in the same
 * transaction, and its CHECK is what makes two consumptions of the last session end with one.
 */
export const servicePackSales = pgTable(
  'service_pack_sales',
  {
    ...tenantColumns,
    packId: uuid('pack_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    sessionsCount: integer('sessions_count').notNull(),
    sessionsUsed: integer('sessions_used').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    soldOn: date('sold_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    documentId: uuid('document_id'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    ...tenantKeys(t, {
      packId: servicePacks,
      patientId: users,
      serviceId: services,
      documentId: invoicingDocuments,
      createdBy: users,
    }),
    index('service_pack_sales_patient_idx').on(t.tenantId, t.patientId, t.serviceId, t.soldOn),
    check('service_pack_sales_sessions_ck', sql`${t.sessionsCount} > 0`),
    check(
      'service_pack_sales_used_ck',
      sql`${t.sessionsUsed} >= 0 and ${t.sessionsUsed} <= ${t.sessionsCount}`,
    ),
    check('service_pack_sales_price_ck', sql`${t.priceCents} > 0`),
    check('service_pack_sales_expiry_ck', sql`${t.expiresOn} > ${t.soldOn}`),
  ],
);

/** A session of a pack used by an appointment (one per appointment at most). */
export const serviceConsumptions = pgTable(
  'service_consumptions',
  {
    ...tenantColumns,
    appointmentId: uuid('appointment_id'),
    saleId: uuid('sale_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    ...tenantKeys(t, { appointmentId: appointments, saleId: servicePackSales, serviceId: services }),
    uniqueIndex('service_consumptions_appointment_uq').on(t.tenantId, t.appointmentId),
    index('service_consumptions_sale_idx').on(t.tenantId, t.saleId),
    check('service_consumptions_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
