import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type * as schema from './schema.js';

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
  /** Runs `fn` in one transaction as `clinica_app` with `app.tenant_id` set (one statement sets both). */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: sends `begin; <select>` as one simple-protocol message on a pooled connection. When
   * the select answers a row, its transaction stays open on that connection for `run` (or `discard`);
   * otherwise it is rolled back and the answer is null. The select itself must set `app.tenant_id` and
   * the role, as `withTenant` does, for the row it answers (decision 015: the session lookup).
   */
  beginWith?<R>(select: string): Promise<OpenTransaction<R> | null>;
  close(): Promise<void>;
  /** PGlite only: the data dir as a gzip tarball (the test template). */
  dumpDataDir?: () => Promise<Blob>;
}

/** A transaction {@link Database.beginWith} left open, with the row its statement answered. */
export interface OpenTransaction<R = unknown> {
  row: R;
  /** Runs `fn` in the open transaction, then COMMIT (ROLLBACK when it throws); call at most once. */
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Ends the transaction unused (ROLLBACK) and gives the connection back. */
  discard(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data dir tarball to start from (tests: a migrated template, ~1 s instead of ~6 s). */
  loadDataDir?: Blob;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
          sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'clinica_app', true)`,
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
    const db = drizzle(pool) as unknown as Db;
    const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const dialect = new PgDialect();
    const names = new StatementNames();
    /** drizzle's session, with the application's repeated statements prepared once per connection. */
    const namingSession = (client: PoolClient) => {
      const session = new NodePgSession(client, dialect, undefined);
      const prepare = session.prepareQuery.bind(session) as (...args: unknown[]) => unknown;
      session.prepareQuery = ((
        query: { sql: string },
        fields: unknown,
        name: string | undefined,
        ...rest: unknown[]
      ) => prepare(query, fields, name ?? names.nameFor(query.sql), ...rest)) as typeof session.prepareQuery;
      return session;
    };
    /**
     * `fn` in the transaction already open on `client`: COMMIT when it succeeds, ROLLBACK when it throws;
     * the connection goes back to the pool, or is discarded when ROLLBACK did not go through.
     */
    const finish = async <T>(client: PoolClient, fn: (tx: Tx) => Promise<T>): Promise<T> => {
      let broken: Error | undefined;
      try {
        const tx = new NodePgTransaction(dialect, namingSession(client), undefined);
        try {
          const result = await fn(tx as unknown as Tx);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch((e: Error) => (broken = e));
          throw error;
        }
      } finally {
        client.release(broken);
      }
    };
    const beginWith = async <R>(select: string): Promise<OpenTransaction<R> | null> => {
      const client = await pool.connect();
      let row: R | undefined;
      try {
        const results = (await client.query(`begin; ${select}`)) as unknown as Array<{ rows: R[] }>;
        row = results[1]!.rows[0];
      } catch (error) {
        // A connection that failed (BEGIN or ROLLBACK did not go through) is discarded, never reused.
        client.release(error as Error);
        throw error;
      }
      let ended = false;
      const end = () => {
        if (ended) throw new Error('beginWith: the transaction was already used');
        ended = true;
      };
      const discard = async () => {
        end();
        let broken: Error | undefined;
        await client.query('rollback').catch((e: Error) => (broken = e));
        client.release(broken);
      };
      if (!row) {
        await discard();
        return null;
      }
      return {
        row,
        run: <T>(fn: (tx: Tx) => Promise<T>) => {
          end();
          return finish(client, fn);
        },
        discard,
      };
    };
    return wrap(db, 'postgres', () => pool.end(), {
      // drizzle's db.transaction() sends BEGIN, then our settings: two round trips before any work. Here
      // BEGIN and the settings go as one simple-protocol message (one round trip; ~0.35 ms of server CPU
      // per request on the 2-core VM, docs/performance.md). The tenant id is a UUID, checked before it is
      // written into the statement. Savepoints inside still work: it is drizzle's own transaction object.
      async withTenant(tenantId, fn) {
        if (!UUID.test(tenantId)) throw new Error('withTenant: not a tenant id');
        const open = await beginWith(
          `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'clinica_app', true)`,
        );
        return open!.run(fn);
      },
      beginWith,
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // The extensions the migrations create (DESIGN §9): search and exclusion constraints.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const extensions = { pg_trgm, unaccent, btree_gist };
  let client;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions });
  } else {
    client = await PGlite.create({ loadDataDir: opts.loadDataDir, extensions });
  }
  const db = drizzle(client) as unknown as Db;
  return wrap(db, 'pglite', () => client.close(), {
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  });
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, { migrationsFolder });
  }
  await database.db.execute(sql`select app_apply_tenant_rls()`);
}

/**
 * Which of drizzle's statements run as named prepared statements (decision 014). PostgreSQL parses and
 * plans an unnamed statement at every execution — 0.6 ms of the patients list's 0.9 ms, 2.5 ms of a
 * search — while a named one is parsed once per connection and its plan can be reused. A statement is
 * named from its second use (a one-off never is), and at most `limit` texts are, so each connection
 * keeps a bounded set. Only plain reads and writes: never BEGIN, COMMIT, SET or DDL.
 */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seen = new Set<string>();

  constructor(private readonly limit = 400) {}

  nameFor(text: string): string | undefined {
    const known = this.named.get(text);
    if (known !== undefined) return known;
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(text) || this.named.size >= this.limit)
      return undefined;
    if (!this.seen.has(text)) {
      if (this.seen.size >= this.limit * 10) this.seen.clear();
      this.seen.add(text);
      return undefined;
    }
    const name = statementName(text);
    this.named.set(text, name);
    return name;
  }
}

/** A hot statement, written once as SQL text with `$1…` parameters (see {@link run}). */
export interface Statement {
  readonly text: string;
  readonly name: string;
}

export const statement = (text: string): Statement => ({ text, name: statementName(text) });

/**
 * Runs a {@link Statement} straight on the driver: no query building at all (drizzle spent ~1.9 ms
 * of CPU per booking assembling its statements, docs/performance.md), and on PostgreSQL a named
 * prepared statement, parsed and planned once per connection. For the statements every request or
 * every booking runs; everything else goes through drizzle.
 */
export async function run<T>(db: Db | Tx, st: Statement, values: unknown[]): Promise<T[]> {
  const { client } = (db as unknown as { session: { client: DriverClient } }).session;
  if ('connect' in client || 'release' in client)
    return (await client.query({ name: st.name, text: st.text, values })).rows as T[];
  return (await client.query(st.text, values)).rows as T[];
}

/** node-postgres's pool or pooled client, or PGlite (or its transaction). */
type DriverClient =
  | {
      connect: unknown;
      query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
    }
  | {
      release: unknown;
      query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
    }
  | { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
