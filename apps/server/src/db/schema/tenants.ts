import { bigint, boolean, date, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { legalForms } from '@clinica/contracts/invoicing-issuer';
import { invoicingProviders } from '@clinica/contracts/invoicing-provider';
import { baseColumns } from './base.js';
import { subscriptionPlans } from './subscription-plans.js';

export const taxRegion = pgEnum('tax_region', ['PT', 'PT-AC', 'PT-MA']);

/** Individual, Lda., Unipessoal Lda., S.A. or other: a company prints its CSC art. 171.º mentions. */
export const legalForm = pgEnum('legal_form', legalForms);

/** Who issues the fiscal documents (issue 53, decision 053). */
export const invoicingProvider = pgEnum('invoicing_provider', invoicingProviders);

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
  /** Whether an unjustified no-show uses a session of the patient's pack (issue 44, decision 040). */
  noshowUnjustifiedUsesPack: boolean('noshow_unjustified_uses_pack').notNull().default(true),
  subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('trialing'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  // The paid subscription (issue 49, decision 048): mirrors the provider's, written only from its answers.
  subscriptionPlanId: uuid('subscription_plan_id').references(() => subscriptionPlans.id),
  paymentsCustomerId: text('payments_customer_id'),
  paymentsSubscriptionId: text('payments_subscription_id'),
  subscriptionQuantity: integer('subscription_quantity'),
  currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** A renewal failed: 7 days of grace from here (whatever the provider's retries say), then 402. */
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  /** The creation time of the latest provider event applied: an older event arriving late is ignored. */
  subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
  // Invoicing information (the fiscal identity printed on invoices).
  invoicingFiscalName: text('invoicing_fiscal_name'),
  invoicingNif: text('invoicing_nif'),
  invoicingAddress: text('invoicing_address'),
  invoicingPostalCode: text('invoicing_postal_code'),
  invoicingCity: text('invoicing_city'),
  invoicingLegalForm: legalForm('invoicing_legal_form').notNull().default('individual'),
  /** A company's share capital, registry office and registration number (CSC art. 171.º). */
  invoicingShareCapitalCents: bigint('invoicing_share_capital_cents', { mode: 'number' }),
  invoicingRegistryOffice: text('invoicing_registry_office'),
  invoicingRegistrationNumber: text('invoicing_registration_number'),
  /** Mainland, Azores or Madeira: sets the VAT rates of the services' classes. */
  invoicingTaxRegion: taxRegion('invoicing_tax_region').notNull().default('PT'),
  /**
   * The exemption of a line that names neither a rate nor an exemption (M07 by default); null in a taxed
   * clinic, whose such lines (an advance without a service, decision 032) take the region's normal rate.
   */
  invoicingDefaultExemptionCode: text('invoicing_default_exemption_code').default('M07'),
  // The invoicing provider (issue 53, decision 053): «Clínica» or a certified provider's account.
  invoicingProvider: invoicingProvider('invoicing_provider').notNull().default('clinica'),
  invoicingProviderAccount: text('invoicing_provider_account'),
  /** The provider's API key, AES-256-GCM under SECRETS_KEY (lib/secrets.ts); never returned nor logged. */
  invoicingProviderKeyEnc: text('invoicing_provider_key_enc'),
  /** The first day of the month the current provider issues from. */
  invoicingProviderSince: date('invoicing_provider_since'),
  // Online booking (issue 48, decision 043): the public page's address and rules.
  /** `/public-calendar?tenant=<slug>`; unique among clinics (lower case, digits and hyphens). */
  bookingSlug: text('booking_slug').unique('tenants_booking_slug_uq'),
  onlineBookingEnabled: boolean('online_booking_enabled').notNull().default(false),
  bookingMinNoticeMinutes: integer('booking_min_notice_minutes').notNull().default(120),
  bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
  bookingSlotMinutes: integer('booking_slot_minutes').notNull().default(15),
  /** The visitor confirms their e-mail by a link before the request reaches the clinic. */
  bookingConfirmEmail: boolean('booking_confirm_email').notNull().default(false),
});
