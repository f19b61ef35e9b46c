import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The version of a schema is its latest migration's folder timestamp (drizzle's `created_at` in
 * `drizzle.__drizzle_migrations`): the code knows its own from the journal, the database from that table.
 */
let known: MigrationMeta[] | undefined;
export function codeMigrations(): MigrationMeta[] {
  // Read once: the files ship with the code and never change while it runs.
  known ??= readMigrationFiles({ migrationsFolder });
  return known;
}

export const codeMigrationVersion = (): number => codeMigrations().at(-1)!.folderMillis;

/** The database's latest applied migration; null when none (or the table is not there yet). */
export async function databaseMigrationVersion(db: Db | Tx): Promise<number | null> {
  const result = (await db.execute(
    sql`select max(created_at)::text as version from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ version: string | null }> };
  const version = result.rows[0]?.version;
  return version ? Number(version) : null;
}

/** Any fixed number: the key of the transaction-scoped advisory lock every migration run takes. */
const MIGRATION_LOCK = 510051;

/**
 * Applies the code's migrations the database lacks, all in ONE transaction that first takes a
 * transaction-scoped advisory lock: instances started together migrate once (the second waits, then
 * finds nothing to do), a failed run leaves nothing half done, and no session state outlives it.
 * Same bookkeeping as drizzle's migrator (`drizzle.__drizzle_migrations`: hash, folder timestamp).
 * `after` runs in the same transaction, under the lock, told how many migrations were applied.
 */
export async function migrateLocked(
  db: Db,
  after: (tx: Tx, applied: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const current = await databaseMigrationVersion(tx);
    refuseOlderCode(current);
    let applied = 0;
    for (const m of codeMigrations()) {
      if (current !== null && m.folderMillis <= current) continue;
      for (const statement of m.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
      );
      applied++;
    }
    await after(tx, applied);
    return applied;
  });
}

/**
 * An instance whose code is older than the database's schema must not serve it: the migrations it does
 * not know may have contracted what it reads or writes (docs/operations.md, expand/contract).
 */
export function refuseOlderCode(databaseVersion: number | null): void {
  const code = codeMigrationVersion();
  if (databaseVersion !== null && databaseVersion > code)
    throw new Error(
      `The database's schema is newer than this code: its latest migration is from ` +
        `${new Date(databaseVersion).toISOString()}, this code's latest from ${new Date(code).toISOString()} ` +
        `(${codeMigrations().length} migrations). Run the newer release (or restore a backup taken ` +
        `before the upgrade); this process will not start.`,
    );
}
