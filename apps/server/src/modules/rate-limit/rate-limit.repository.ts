import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateEvents } from '../../db/schema.js';

export async function countEvents(
  database: Database,
  bucket: string,
  key: string,
  since: Date,
): Promise<number> {
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), gt(rateEvents.at, since)));
  return rows[0]?.n ?? 0;
}

export async function recordEvent(database: Database, bucket: string, key: string, at: Date): Promise<void> {
  await database.db.insert(rateEvents).values({ id: randomUUID(), bucket, key, at });
}

export async function pruneEvents(database: Database, before: Date): Promise<void> {
  await database.db.delete(rateEvents).where(lt(rateEvents.at, before));
}

export async function clearEvents(database: Database): Promise<void> {
  await database.db.delete(rateEvents);
}
