import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

export const tokenPurpose = pgEnum('token_purpose', ['sign_up', 'reset', 'invitation']);

/**
 * The one single-use token mechanism (sign-up → set password, password reset, team and portal
 * invitations). Only the SHA-256 of the secret is stored; a token is used once, before it expires.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    purpose: tokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'] }),
    index('user_tokens_tenant_user_idx').on(t.tenantId, t.userId, t.purpose),
    // The link names the tenant beside its secret (decision 035).
    uniqueIndex('user_tokens_token_uq').on(t.tenantId, t.tokenHash),
  ],
);

/** The 6-digit code e-mailed at sign-up: 30 minutes, at most 5 wrong tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries counted before the code is compared (issue 39): the right one too, which spends the code. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'] }),
    index('email_codes_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);
