import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './common.js';

export const taxRegion = pgEnum('tax_region', ['PT', 'PT-AC', 'PT-MA']);

export const subscriptionStatus = pgEnum('subscription_status', [
  'trialing',
  'active',
  'past_due',
  'canceled',
]);

/** A clinic business (the tenant). Row-level security keys this table on its own id. */
export const tenants = pgTable('tenants', {
  ...baseColumns,
  name: text('name').notNull(),
  // References clinics(id) once clinics exist (set-up issue); nullable until the first clinic is created.
  mainClinicId: uuid('main_clinic_id'),
  allowDataSharing: boolean('allow_data_sharing').notNull().default(false),
  timeZone: text('time_zone').notNull().default('Europe/Lisbon'),
  invoicingActive: boolean('invoicing_active').notNull().default(false),
  subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('trialing'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  // Invoicing information (the fiscal identity printed on invoices).
  invoicingFiscalName: text('invoicing_fiscal_name'),
  invoicingNif: text('invoicing_nif'),
  invoicingAddress: text('invoicing_address'),
  invoicingPostalCode: text('invoicing_postal_code'),
  invoicingCity: text('invoicing_city'),
  /** Mainland, Azores or Madeira: sets the VAT rates of the services' classes. */
  invoicingTaxRegion: taxRegion('invoicing_tax_region').notNull().default('PT'),
  invoicingDefaultExemptionCode: text('invoicing_default_exemption_code').notNull().default('M07'),
});
