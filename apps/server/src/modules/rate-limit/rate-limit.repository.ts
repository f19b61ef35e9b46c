import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { throttles } from '../../db/schema.js';

/** A limit's row: its bucket, key and window. */
export interface CounterId {
  bucket: string;
  key: string;
  windowMs: number;
}

export interface Counter {
  windowStart: Date;
  hits: number;
  nextAt: Date | null;
}

const idIs = (id: CounterId) =>
  and(eq(throttles.bucket, id.bucket), eq(throttles.key, id.key), eq(throttles.windowMs, id.windowMs));

/**
 * The counter of a limit, created empty if it is missing, and locked until the transaction ends: one
 * statement (an upsert that rewrites nothing), so parallel tries of one key queue here and each reads
 * the count the previous one left.
 */
export async function lockCounter(tx: Tx, id: CounterId, now: Date): Promise<Counter> {
  const [row] = await tx
    .insert(throttles)
    .values({ ...id, windowStart: now, hits: 0, nextAt: null })
    .onConflictDoUpdate({
      target: [throttles.bucket, throttles.key, throttles.windowMs],
      set: { hits: sql`${throttles.hits}` },
    })
    .returning({ windowStart: throttles.windowStart, hits: throttles.hits, nextAt: throttles.nextAt });
  return row!;
}

export async function saveCounter(tx: Tx, id: CounterId, c: Counter): Promise<void> {
  await tx
    .update(throttles)
    .set({ windowStart: c.windowStart, hits: c.hits, nextAt: c.nextAt })
    .where(idIs(id));
}

/** Forgets the counters of these buckets' keys (a login that succeeded). */
export async function deleteCounters(database: Database, ids: Array<{ bucket: string; key: string }>) {
  if (ids.length === 0) return;
  await database.db
    .delete(throttles)
    .where(or(...ids.map((id) => and(eq(throttles.bucket, id.bucket), eq(throttles.key, id.key)))));
}

/** Counters whose window began before `before` (longer ago than any window: they count nothing). */
export async function pruneCounters(database: Database, before: Date): Promise<void> {
  await database.db.delete(throttles).where(lt(throttles.windowStart, before));
}

export async function clearCounters(database: Database): Promise<void> {
  await database.db.delete(throttles);
}
