import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { PrefixingClient, type Prefix } from './pipeline.js';
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
   * Runs `fn`'s reads as `clinica_app` with `app.tenant_id` set, read-only (a write fails). On PostgreSQL
   * each statement is its own transaction with the settings sent ahead of it in the same write: one
   * round trip per statement, no BEGIN or COMMIT (decision 017). Each statement sees what was committed
   * when it started, as in a READ COMMITTED transaction; for work that reads only.
   */
  withTenantRead<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: BEGIN and `select` (a named statement with its parameters) in one write on a pooled
   * connection (decision 017's prefix). When the select answers a row, its transaction stays open on
   * that connection for `run` (or `discard`); otherwise it is rolled back and the answer is null. The
   * select itself must set `app.tenant_id` and the role, as `withTenant` does, for the row it answers
   * (decision 015: the session lookup).
   */
  beginWith?<R>(select: Statement, values: unknown[]): Promise<OpenTransaction<R> | null>;
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
const NOTHING: Prefix = [];
const BEGIN: Prefix = ['begin'];

/**
 * The statement that makes a transaction the tenant's: `app.tenant_id` for row-level security, the
 * application role (one statement sets both, and read-only for a read). Written as text (it is sent as a
 * prefix, or in a simple-protocol message): the tenant id must be a UUID.
 */
function tenantSettings(tenantId: string, readOnly = false): string {
  if (!UUID.test(tenantId)) throw new Error('tenantSettings: not a tenant id');
  return (
    `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'clinica_app', true)` +
    (readOnly ? `, set_config('transaction_read_only', 'on', true)` : '')
  );
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
        await tx.execute(sql.raw(tenantSettings(tenantId)));
        return fn(tx as unknown as Tx);
      });
    },
    withTenantRead(tenantId, fn) {
      return db.transaction(async (tx) => {
        await tx.execute(sql.raw(tenantSettings(tenantId, true)));
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
    const namingSession = (client: PrefixingClient) => {
      const session = new NodePgSession(client as unknown as PoolClient, dialect, undefined);
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
     * `fn` on `client` as drizzle's transaction object. `begun()` says whether a transaction is open on the
     * connection by then (a lazily begun one is not until its first statement went): COMMIT when `fn`
     * succeeds, ROLLBACK when it throws; nothing to end when none was begun (a read's statements each
     * ended on their own). The connection goes back to the pool, or is discarded when ROLLBACK did not go
     * through.
     */
    const finish = async <T>(
      client: PoolClient,
      prefixing: PrefixingClient,
      begun: () => boolean,
      fn: (tx: Tx) => Promise<T>,
    ): Promise<T> => {
      let broken: Error | undefined;
      try {
        const tx = new NodePgTransaction(dialect, namingSession(prefixing), undefined);
        try {
          const result = await fn(tx as unknown as Tx);
          if (begun()) await client.query('commit');
          return result;
        } catch (error) {
          if (begun()) await client.query('rollback').catch((e: Error) => (broken = e));
          throw error;
        }
      } finally {
        client.release(broken);
      }
    };
    const beginWith = async <R>(select: Statement, values: unknown[]): Promise<OpenTransaction<R> | null> => {
      const client = await pool.connect();
      let row: R | undefined;
      try {
        const begin = new PrefixingClient(client, () => BEGIN);
        const result = await begin.query({ name: select.name, text: select.text }, values);
        row = result.rows[0] as R | undefined;
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
          return finish(client, new PrefixingClient(client, () => NOTHING), () => true, fn);
        },
        discard,
      };
    };
    return wrap(db, 'postgres', () => pool.end(), {
      // BEGIN and the settings go in the same write as the transaction's first statement (decision 017):
      // drizzle's db.transaction() would spend two round trips on them before any work, a simple-protocol
      // `begin; select set_config…` one. A transaction that runs no statement opens none. The tenant id is
      // a UUID, checked before it is written into the statement. Savepoints inside still work: it is
      // drizzle's own transaction object.
      async withTenant(tenantId, fn) {
        const settings = tenantSettings(tenantId);
        const client = await pool.connect();
        let begun = false;
        const prefixing = new PrefixingClient(
          client,
          () => {
            if (begun) return NOTHING;
            begun = true;
            return ['begin', settings];
          },
          // COMMIT went with a statement (`run(…, { commit: true })`): a later one begins anew.
          () => (begun = false),
        );
        return finish(client, prefixing, () => begun, fn);
      },
      async withTenantRead(tenantId, fn) {
        const ahead = [tenantSettings(tenantId, true)];
        const client = await pool.connect();
        return finish(client, new PrefixingClient(client, () => ahead), () => false, fn);
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
 *
 * `commit: true` — the statement is the transaction's last write: on PostgreSQL, in a `withTenant`
 * transaction, COMMIT goes in the same write and a statement after it runs in a new transaction (with the
 * same settings); elsewhere (PGlite, a read) the transaction ends as usual, when its work returns
 * (decision 018). The caller must not need to roll the statement back afterwards.
 */
export async function run<T>(
  db: Db | Tx,
  st: Statement,
  values: unknown[],
  opts?: { commit?: boolean },
): Promise<T[]> {
  const { client } = (db as unknown as { session: { client: DriverClient } }).session;
  if ('exec' in client) return (await client.query(st.text, values)).rows as T[];
  const config = { name: st.name, text: st.text, values };
  // Only a transaction's connection takes the third argument (pg's own query would take it for a callback).
  if (opts?.commit && client instanceof PrefixingClient)
    return (await client.query(config, undefined, opts)).rows as T[];
  return (await client.query(config)).rows as T[];
}

/** PGlite (or its transaction), or node-postgres's pool, or a transaction's {@link PrefixingClient}. */
type DriverClient =
  | { exec: unknown; query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> }
  | PrefixingClient
  | { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
