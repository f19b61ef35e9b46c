import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Global (no tenant): the product newsletter. One row per e-mail. */
export const mailingListRegistrees = pgTable('mailing_list_registrees', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  consent: boolean('consent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Global (no tenant, no RLS): the throttles' counters (decision 005) — the login throttle, sign-up,
 * password reset, newsletter. One row per limit's bucket, key (an IP, an e-mail…) and window, counted
 * under its row lock before the guarded work runs, so parallel requests cannot all pass.
 */
export const throttles = pgTable(
  'throttles',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowMs: integer('window_ms').notNull(),
    /** Since when `hits` are counted; the row counts afresh once the window has passed. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    /** A limit with a growing delay: the earliest moment the next try is let through (null: now). */
    nextAt: timestamp('next_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowMs] }),
    index('throttles_window_start_idx').on(t.windowStart),
  ],
);
