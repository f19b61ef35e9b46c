import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Global (no tenant): the product newsletter. One row per e-mail. */
export const mailingListRegistrees = pgTable('mailing_list_registrees', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  consent: boolean('consent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Global (no tenant): events counted by the public endpoints' rate limits (bucket + key, e.g. IP). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: uuid('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);
