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
  execute(message: Record<string, never>): void;
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
}

type QueryOptions = QueryConfig & {
  rowMode?: 'array';
  callback: (err: Error | null, result: QueryResult) => void;
};

const BaseQuery = pg.Query as unknown as new (config: QueryOptions) => QueryInternals;

/**
 * A node-postgres query whose extended-protocol messages are preceded by the prefix's
 * Parse/Bind/Execute: `[Parse q] Parse/Bind/Execute p₁ … Bind/Describe/Execute q, Sync` — one write, one
 * ReadyForQuery. The prefix's rows and completions are not the query's: they are skipped. A named
 * statement the connection has not prepared yet is parsed first, so the first ParseComplete (which the
 * client credits to the query's name) is its own, and a failing Parse leaves nothing marked prepared.
 */
class PrefixedQuery extends BaseQuery {
  private pending: number;

  constructor(
    config: QueryOptions,
    private readonly prefix: Prefix,
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
    for (const text of this.prefix) {
      connection.parse({ text });
      connection.bind({ values: [] });
      connection.execute({});
    }
    super.prepare(connection);
  }

  override handleDataRow(message: unknown): void {
    if (this.pending === 0) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    if (this.pending > 0) this.pending--;
    else super.handleCommandComplete(message, connection);
  }
}

/** A query as drizzle and `run` hand it to the driver: text, or a config (name, rowMode, type parsers). */
type DriverQuery = string | (QueryConfig & { rowMode?: 'array' });

/**
 * A pooled connection as drizzle's session sees it, that sends `prefix()` ahead of each query: the
 * statements a transaction still owes (BEGIN and the settings, for its first query only) or that every
 * statement needs (a read's settings). Everything else is the pooled client's.
 */
export class PrefixingClient {
  constructor(
    readonly client: PoolClient,
    private readonly prefix: () => Prefix,
  ) {}

  query(config: DriverQuery, values?: unknown[]): Promise<QueryResult> {
    const ahead = this.prefix();
    // Nothing owed (a transaction's later statements): the driver's own path, as drizzle would call it.
    if (ahead.length === 0) return this.client.query(config as QueryConfig, values);
    const options = typeof config === 'string' ? { text: config } : config;
    return new Promise((resolve, reject) => {
      const query = new PrefixedQuery(
        {
          ...options,
          values: values ?? options.values,
          callback: (err, result) => (err ? reject(err) : resolve(result)),
        },
        ahead,
      );
      void this.client.query(query as unknown as pg.Submittable);
    });
  }
}
