import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';

export const jobStatus = pgEnum('job_status', ['queued', 'done', 'failed']);

/**
 * Work every instance shares (decision 042): e-mail and SMS deliveries, reminders, birthdays and the
 * clinic's recurring sweeps. A job is unique per (tenant, kind, key), so inserting it twice — from two
 * instances, or after a restart — is a no-op (`ON CONFLICT DO NOTHING`). Instances claim due jobs with
 * `FOR UPDATE SKIP LOCKED` through `app_claim_jobs` (the one query that crosses clinics) and run each in
 * its tenant's transaction; `locked_until` lets another instance take over a job whose worker died.
 */
export const jobs = pgTable(
  'jobs',
  {
    ...tenantColumns,
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('jobs_kind_key_uq').on(t.tenantId, t.kind, t.key),
    // The claim crosses clinics, so this one index leads with run_at, not tenant_id (decision 042).
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'queued'`),
    index('jobs_tenant_status_idx').on(t.tenantId, t.status, t.runAt),
  ],
);
