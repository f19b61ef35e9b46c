import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema.js';
import { syncInstrumentDefinitions } from './reference-data.js';
import { migrateLocked } from './migration-version.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction already scoped to one tenant as the application role. Repositories take this. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A way to run work in the caller's tenant transaction (`req.tenantTx`), for services that take it. */
export type TenantTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction of the driver (`db.transaction()`), whose first statement sets the
   * tenant (`app.tenant_id`, for row-level security) and the application role `clinica_app`, both local
   * to the transaction: commit when `fn` returns, rollback when it throws. The same code on PGlite and
   * PostgreSQL (DESIGN §9).
   */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (pg.Pool's public counts), for GET /api/metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the data dir as a gzip tarball (the test template). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data dir tarball to start from (tests: a migrated template, ~1 s instead of ~6 s). */
  loadDataDir?: Blob;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}

function wrap(
  db: Db,
  kind: Database['kind'],
  close: () => Promise<void>,
  extra: Partial<Database> = {},
): Database {
  return {
    db,
    kind,
    close,
    withTenant(tenantId, fn) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('app.tenant_id', ${tenantId}::uuid::text, true), set_config('role', 'clinica_app', true)`,
        );
        return fn(tx as unknown as Tx);
      });
    },
    ...extra,
  };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, failover, DROP DATABASE … FORCE) must
    // not crash the process: the pool drops it and the next query opens a new one.
    pool.on('error', (err) => opts.onIdleError?.(err));
    return wrap(drizzle(pool) as unknown as Db, 'postgres', () => pool.end(), {
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // The extensions the migrations create (DESIGN §9): search and exclusion constraints.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const extensions = { pg_trgm, unaccent, btree_gist };
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions });
  return wrap(drizzle(client) as unknown as Db, 'pglite', () => client.close(), {
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  });
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Migrates under a transaction-scoped advisory lock, in one transaction (migration-version.ts), then
 * row-level security (when a migration ran) and the reference data in the same transaction; `after`
 * (the runtime login's grants) too. Refuses a database whose schema is newer than this code.
 */
export async function migrate(database: Database, after?: (tx: Tx) => Promise<void>): Promise<number> {
  return migrateLocked(database.db, async (tx, applied) => {
    // Only after a migration: it alters every tenant table (ACCESS EXCLUSIVE locks), which on a start
    // with nothing to apply would queue behind — and deadlock with — the other instances' requests.
    if (applied) await tx.execute(sql`select app_apply_tenant_rls()`);
    await syncInstrumentDefinitions(tx as unknown as Db);
    await after?.(tx);
  });
}
