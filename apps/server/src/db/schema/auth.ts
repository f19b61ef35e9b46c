import { index, inet, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

/** Server-side sessions: the cookie holds a random 256-bit id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: inet('ip'),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'] }),
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
    // The cookie names the tenant beside its secret (decision 035): one clinic's rows are read.
    uniqueIndex('sessions_token_uq').on(t.tenantId, t.tokenHash),
  ],
);
