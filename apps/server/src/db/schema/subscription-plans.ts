import { boolean, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './base.js';

export const planInterval = pgEnum('plan_interval', ['month', 'year']);

/**
 * Global (no tenant, no RLS): the plans a clinic may subscribe to (issue 49, decision 048). Data, not
 * code: seeded by a migration, priced per active professional before VAT. The provider's price id of
 * each plan comes from the environment (`PAYMENTS_PRICE_IDS`), so test and live keys share the rows.
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  ...baseColumns,
  /** Stable name used by the environment's price ids and the demo: `essencial-mensal`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  interval: planInterval('interval').notNull(),
  /** Per professional and interval, VAT excluded. */
  unitAmountCents: integer('unit_amount_cents').notNull(),
  vatRatePercent: integer('vat_rate_percent').notNull().default(23),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
