import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { TooManyAttempts } from '../../lib/errors.js';
import {
  deleteCounters,
  lockCounter,
  pruneCounters,
  saveCounter,
  type Counter,
} from './rate-limit.repository.js';

export { clearCounters } from './rate-limit.repository.js';

export interface Limit {
  bucket: string;
  key: string;
  /** Tries let through in a window. */
  max: number;
  windowMs: number;
  /**
   * Past `max`, one more try after this delay, doubling at every try let through (at most the window),
   * instead of none until the window ends: slows a guesser down without locking the owner out.
   */
  delayMs?: number;
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The counter as it stands at `now`: once its window has passed it counts afresh. */
function current(limit: Limit, c: Counter, now: Date): Counter {
  // A delay never outlasts its window (it is at most the window, from the window's start).
  const passed = c.windowStart.getTime() + limit.windowMs <= now.getTime();
  return passed ? { windowStart: now, hits: 0, nextAt: null } : c;
}

/** How long the next try must wait, in ms (0: it goes now). */
function waitMs(limit: Limit, c: Counter, now: Date): number {
  if (c.nextAt && c.nextAt > now) return c.nextAt.getTime() - now.getTime();
  if (limit.delayMs === undefined && c.hits >= limit.max)
    return c.windowStart.getTime() + limit.windowMs - now.getTime();
  return 0;
}

/** The counter once a try is let through. */
function counted(limit: Limit, c: Counter, now: Date): Counter {
  const hits = c.hits + 1;
  if (limit.delayMs === undefined || hits < limit.max) return { ...c, hits };
  // The window restarts at every delayed try, so the delay keeps growing while tries keep coming.
  const delay = Math.min(limit.delayMs * 2 ** (hits - limit.max), limit.windowMs);
  return { windowStart: now, hits, nextAt: new Date(now.getTime() + delay) };
}

/**
 * Counts one try against every limit before the work it guards, or answers 429 with `Retry-After`
 * (nothing counted) when any limit holds it back. Each limit's counter is read and written under its
 * row lock in one transaction, so parallel tries cannot all read a count below the limit (issue 39);
 * the locks are taken in one order, so two calls never deadlock. State lives in the database
 * (global `throttles`), so it holds across server instances.
 */
export async function consume(deps: { database: Database; clock: Clock }, limits: Limit[]): Promise<void> {
  const now = deps.clock.now();
  const id = (l: Limit) => `${l.bucket}|${l.windowMs}|${l.key}`;
  const unique = [...new Map(limits.map((l) => [id(l), l])).values()].sort((a, b) =>
    id(a) < id(b) ? -1 : 1,
  );
  const wait = await deps.database.db.transaction(async (tx) => {
    const counters: Counter[] = [];
    for (const l of unique) counters.push(current(l, await lockCounter(tx, l, now), now));
    const longest = Math.max(0, ...unique.map((l, i) => waitMs(l, counters[i]!, now)));
    if (longest > 0) return longest;
    for (const [i, l] of unique.entries()) await saveCounter(tx, l, counted(l, counters[i]!, now));
    return 0;
  });
  if (wait > 0) throw new TooManyAttempts(Math.ceil(wait / 1000));
  if (Math.random() < 0.01) await pruneCounters(deps.database, new Date(now.getTime() - DAY));
}

/** Forgets what these limits counted for their keys (the person proved who they are). */
export async function forget(deps: { database: Database }, limits: Limit[]): Promise<void> {
  await deleteCounters(deps.database, limits);
}
