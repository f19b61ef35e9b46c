import pg from 'pg';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';

/**
 * Statements sent ahead of a query in the same write, up to the query's one Sync (decision 017). The
 * server runs them in order and answers them in one go, so what used to cost a round trip each — BEGIN,
 * the tenant settings — rides on the first real statement. Texts only (no parameters): callers write
 * nothing into them that they have not checked (a tenant id is a UUID).
 *
 * With no BEGIN among them, everything up to the Sync is one implicit transaction (PostgreSQL protocol,
 * "Pipelining"): `set_config(…, true)` holds for the query and ends with it, COMMIT included.
 */
export type Prefix = readonly string[];

/** The parts of node-postgres's `Connection` a prefix is written with (pg/lib/connection.js). */
interface ProtocolConnection {
  parse(message: { text: string; name?: string; types?: unknown }): void;
  bind(message: { values: unknown[] }): void;
  execute(message: { portal?: string; rows?: number }): void;
  sync(): void;
  submittedNamedStatements: Record<string, string>;
}

/** The parts of node-postgres's `Query` (pg/lib/query.js) the subclass builds on; pg's typings omit them. */
interface QueryInternals {
  name?: string;
  text: string;
  types?: unknown;
  requiresPreparation(): boolean;
  hasBeenParsed(connection: ProtocolConnection): boolean;
  prepare(connection: ProtocolConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
  _getRows(connection: ProtocolConnection, rows?: number): void;
}

type QueryOptions = QueryConfig & {
  rowMode?: 'array';
  callback: (err: Error | null, result: QueryResult) => void;
};

const BaseQuery = pg.Query as unknown as new (config: QueryOptions) => QueryInternals;

/**
 * A node-postgres query whose extended-protocol messages are preceded by the prefix's
 * Parse/Bind/Execute and followed by the suffix's: `[Parse q] Parse/Bind/Execute p₁ … Bind/Describe/Execute
 * q, Parse/Bind/Execute s₁ …, Sync` — one write, one ReadyForQuery. The prefix's and the suffix's rows and
 * completions are not the query's: they are skipped. When a statement fails, the server skips the rest up
 * to the Sync (a failed query is never followed by its suffix's COMMIT). A named statement the connection
 * has not prepared yet is parsed first, so the first ParseComplete (which the client credits to the
 * query's name) is its own, and a failing Parse leaves nothing marked prepared.
 */
class PrefixedQuery extends BaseQuery {
  private pending: number;
  private completed = false;

  constructor(
    config: QueryOptions,
    private readonly prefix: Prefix,
    private readonly suffix: Prefix,
  ) {
    super(config);
    this.pending = prefix.length;
  }

  override requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: ProtocolConnection): void {
    if (this.name && !this.hasBeenParsed(connection)) {
      connection.parse({ text: this.text, name: this.name, types: this.types });
      connection.submittedNamedStatements[this.name] = this.text;
    }
    for (const text of this.prefix) sendSimple(connection, text);
    super.prepare(connection);
  }

  /** The query's Execute, then the suffix, then the Sync (pg's own sends Execute and Sync). */
  override _getRows(connection: ProtocolConnection, rows?: number): void {
    if (rows || this.suffix.length === 0) return super._getRows(connection, rows);
    connection.execute({});
    for (const text of this.suffix) sendSimple(connection, text);
    connection.sync();
  }

  override handleDataRow(message: unknown): void {
    if (this.pending === 0 && !this.completed) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    if (this.pending > 0) this.pending--;
    else if (!this.completed) {
      this.completed = true;
      super.handleCommandComplete(message, connection);
    }
  }
}

/** Parse/Bind/Execute of a statement without parameters, unnamed. */
function sendSimple(connection: ProtocolConnection, text: string): void {
  connection.parse({ text });
  connection.bind({ values: [] });
  connection.execute({});
}

/** A query as drizzle and `run` hand it to the driver: text, or a config (name, rowMode, type parsers). */
type DriverQuery = string | (QueryConfig & { rowMode?: 'array' });

/**
 * A pooled connection as drizzle's session sees it, that sends `prefix()` ahead of each query: the
 * statements a transaction still owes (BEGIN and the settings, for its first query only) or that every
 * statement needs (a read's settings). Everything else is the pooled client's.
 *
 * A transaction that can end early (`committed` given) takes `commit: true` on a query: COMMIT goes in the
 * same write, after it, and `committed()` is told once it went through, so that the next statement opens
 * a new transaction (decision 018).
 */
export class PrefixingClient {
  /** A query with COMMIT after it failed: the transaction is over or aborted, nothing may follow. */
  private failedCommit = false;

  constructor(
    readonly client: PoolClient,
    private readonly prefix: () => Prefix,
    private readonly committed?: () => void,
  ) {}

  query(config: DriverQuery, values?: unknown[], opts?: { commit?: boolean }): Promise<QueryResult> {
    if (this.failedCommit)
      return Promise.reject(new Error('the transaction failed with its COMMIT: no statement may follow'));
    const ahead = this.prefix();
    const commit = opts?.commit === true && this.committed !== undefined;
    // Nothing owed (a transaction's later statements): the driver's own path, as drizzle would call it.
    if (ahead.length === 0 && !commit) return this.client.query(config as QueryConfig, values);
    const options = typeof config === 'string' ? { text: config } : config;
    return new Promise((resolve, reject) => {
      const query = new PrefixedQuery(
        {
          ...options,
          values: values ?? options.values,
          callback: (err, result) => {
            // Whether the statement or its COMMIT failed is not known: the transaction is aborted (the
            // caller's ROLLBACK ends it) or over, and a statement sent now could run outside it.
            if (err) {
              if (commit) this.failedCommit = true;
              return reject(err);
            }
            if (commit) this.committed?.();
            resolve(result);
          },
        },
        ahead,
        commit ? COMMIT : NONE,
      );
      void this.client.query(query as unknown as pg.Submittable);
    });
  }
}

const COMMIT: Prefix = ['commit'];
const NONE: Prefix = [];
