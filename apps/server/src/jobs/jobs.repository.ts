import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.js';
import { jobs } from '../db/schema.js';

export type Job = typeof jobs.$inferSelect;

export interface NewJob {
  tenantId: string;
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** Inserts the job unless its (tenant, kind, key) is there already: true when it was new. */
export async function enqueueJob(tx: Tx, job: NewJob): Promise<boolean> {
  const rows = await tx
    .insert(jobs)
    .values({ ...job, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: [jobs.tenantId, jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export interface ClaimedJob {
  tenantId: string;
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  runAt: Date;
}

/**
 * Claims up to `limit` due jobs of these kinds over every clinic (`app_claim_jobs`, FOR UPDATE SKIP
 * LOCKED): each is locked until `now + lockSeconds` and its attempts counted.
 */
export async function claimJobs(
  db: Db,
  p: { kinds: string[]; limit: number; lockSeconds: number; now: Date },
): Promise<ClaimedJob[]> {
  const rows = await queryRows<{
    tenant_id: string;
    id: string;
    kind: string;
    key: string;
    payload: Record<string, unknown>;
    attempts: number;
    run_at: string | Date;
  }>(
    db,
    sql`select tenant_id, id, kind, key, payload, attempts, run_at
          from app_claim_jobs(${`{${p.kinds.join(',')}}`}::text[], ${p.limit}::int, ${p.lockSeconds}::int, ${p.now.toISOString()}::timestamptz)`,
  );
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    id: r.id,
    kind: r.kind,
    key: r.key,
    payload: r.payload,
    attempts: r.attempts,
    runAt: new Date(r.run_at),
  }));
}

/** Gives every clinic its recurring jobs (the sweeps) if it lacks them (`app_schedule_tenant_jobs`). */
export async function scheduleTenantJobs(db: Db, kinds: string[], now: Date): Promise<void> {
  await db.execute(
    sql`select app_schedule_tenant_jobs(${`{${kinds.join(',')}}`}::text[], ${now.toISOString()}::timestamptz)`,
  );
}

const byId = (tenantId: string, id: string) => and(eq(jobs.tenantId, tenantId), eq(jobs.id, id));

export async function finishJob(tx: Tx, tenantId: string, id: string, now: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(byId(tenantId, id));
}

/** A recurring job runs again at `runAt`, its attempts reset. */
export async function rescheduleJob(
  tx: Tx,
  tenantId: string,
  id: string,
  runAt: Date,
  payload?: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(jobs)
    .set({ runAt, attempts: 0, lockedUntil: null, lastError: null, ...(payload ? { payload } : {}) })
    .where(byId(tenantId, id));
}

/** A failed attempt: again at `retryAt`, or failed for good when there is none. */
export async function failJob(
  tx: Tx,
  tenantId: string,
  id: string,
  p: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await tx
    .update(jobs)
    .set(
      p.retryAt
        ? { runAt: p.retryAt, lockedUntil: null, lastError: p.error }
        : { status: 'failed', finishedAt: p.now, lockedUntil: null, lastError: p.error },
    )
    .where(byId(tenantId, id));
}

export async function getJob(tx: Tx, tenantId: string, kind: string, key: string): Promise<Job | null> {
  const rows = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, kind), eq(jobs.key, key)));
  return rows[0] ?? null;
}
