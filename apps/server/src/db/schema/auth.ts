import { index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './common.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** Server-side sessions: the cookie holds a random 256-bit id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...baseColumns,
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: inet('ip'),
  },
  (t) => [index('sessions_tenant_user_idx').on(t.tenantId, t.userId)],
);
