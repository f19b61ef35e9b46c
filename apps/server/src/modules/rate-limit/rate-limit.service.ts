import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, messages } from '../../lib/errors.js';
import { countEvents, pruneEvents, recordEvent } from './rate-limit.repository.js';

export { clearEvents } from './rate-limit.repository.js';

export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Counts one event against every limit, or answers 429 (nothing counted) when any is reached. State
 * lives in the database (global `rate_events`), so it holds across server instances.
 */
export async function consume(deps: { database: Database; clock: Clock }, limits: Limit[]): Promise<void> {
  const now = deps.clock.now();
  for (const l of limits) {
    const n = await countEvents(deps.database, l.bucket, l.key, new Date(now.getTime() - l.windowMs));
    if (n >= l.max) throw new AppError(429, 'too_many_attempts', messages.tooManyAttempts);
  }
  const seen = new Set<string>();
  for (const l of limits) {
    const id = `${l.bucket}|${l.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    await recordEvent(deps.database, l.bucket, l.key, now);
  }
  if (Math.random() < 0.01) await pruneEvents(deps.database, new Date(now.getTime() - DAY));
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
