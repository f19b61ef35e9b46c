import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './base.js';
import { tenantColumns, tenantKeys } from './common.js';
import { subscriptionPlans } from './subscription-plans.js';

export const checkoutMode = pgEnum('checkout_mode', ['subscription', 'setup']);
export const checkoutStatus = pgEnum('checkout_status', ['open', 'complete', 'expired']);

/**
 * A hosted checkout the clinic opened (decision 048): the first subscription or a card change. Its
 * provider id is what the success route receives; it is looked up within the caller's tenant, so another
 * clinic's id answers 404. `complete` once the provider said so (by the success route or a webhook).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    ...tenantColumns,
    providerSessionId: text('provider_session_id').notNull(),
    mode: checkoutMode('mode').notNull(),
    planId: uuid('plan_id').references(() => subscriptionPlans.id),
    status: checkoutStatus('status').notNull().default('open'),
    createdBy: uuid('created_by').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('checkout_sessions_provider_uq').on(t.tenantId, t.providerSessionId),
  ],
);

/**
 * Global (no tenant): the provider's webhook events already applied, by event id, so a replayed or
 * duplicated delivery changes nothing (decision 048). Written in the same transaction as the change.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    ...baseColumns,
    eventId: text('event_id').notNull().unique(),
    type: text('type').notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_created_idx').on(t.createdAt)],
);

/**
 * Global (no tenant): the TEST provider's own memory (no keys configured) — the sessions its hosted
 * page («modo de teste — nada é cobrado») completes or cancels. Stands for what Stripe keeps on its side;
 * `clinic_ref` is not `tenant_id` on purpose (the page is public and answers before any tenant is known).
 */
export const paymentsTestSessions = pgTable('payments_test_sessions', {
  ...baseColumns,
  clinicRef: uuid('clinic_ref').notNull(),
  mode: checkoutMode('mode').notNull(),
  priceRef: text('price_ref'),
  quantity: integer('quantity'),
  subscriptionRef: text('subscription_ref'),
  status: checkoutStatus('status').notNull().default('open'),
  /** Its subscription's state once paid (the test provider's subscription is this row). */
  periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cardLast4: text('card_last4'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
});
