import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { codeMigrationVersion, databaseMigrationVersion } from '../../db/migration-version.js';

export async function ping(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why this instance cannot serve, or null. The schema may be AHEAD of the code (a newer release
 * migrated while this one still serves: expand/contract keeps that safe, docs/operations.md), never
 * behind it (a restored older database, a migration rolled back by hand).
 */
export async function readiness(database: Database): Promise<'database' | 'schema' | null> {
  let version: number | null;
  try {
    version = await databaseMigrationVersion(database.db);
  } catch {
    return (await ping(database)) ? 'schema' : 'database';
  }
  return version !== null && version >= codeMigrationVersion() ? null : 'schema';
}

/** The jobs not done by kind and status, the outbox by channel and status, over every clinic (migration 0073). */
export async function queueCounts(
  database: Database,
): Promise<Array<{ source: 'jobs' | 'outbox'; kind: string; status: string; n: number }>> {
  const result = (await database.db.execute(
    sql`select source, kind, status, n::int as n from app_queue_counts()`,
  )) as unknown as { rows: Array<{ source: 'jobs' | 'outbox'; kind: string; status: string; n: number }> };
  return result.rows;
}
