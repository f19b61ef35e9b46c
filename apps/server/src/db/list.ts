import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

/**
 * One page of a list query. The total comes in the same round trip when the query selects
 * `totalCount` (`count(*) over ()`); a query that does not (so that an index can deliver the first
 * rows without reading them all) gets it from the page itself when the page is not full, else from
 * `count()`. `sortable` maps the API's `sort` names to columns; an unknown name falls back to the default.
 */
export async function pageOf<T extends PgSelect>(
  query: T,
  opts: {
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
    sortable: Record<string, AnyColumn | SQL>;
    defaultSort: string;
    tieBreaker: AnyColumn;
    /**
     * Sort keys put before the sort column, in the same direction, for columns the query holds
     * constant: lets an index that starts with them deliver the order (under row-level security a
     * non-leakproof filter such as an enum `=` cannot become an index condition, docs/decisions/007).
     */
    leading?: Partial<Record<string, Array<AnyColumn | SQL>>>;
    /** Counts the rows when the page cannot tell (past the end, or no `totalCount` selected). */
    count: () => Promise<number>;
  },
): Promise<{ rows: Awaited<T>; total: number }> {
  // Own keys only: `?sort=constructor` must not find Object.prototype's (it did: a 500).
  const key =
    opts.sort !== undefined && Object.hasOwn(opts.sortable, opts.sort) ? opts.sort : opts.defaultSort;
  const column = opts.sortable[key]!;
  const dir = opts.order === 'desc' ? desc : asc;
  const offset = (opts.page - 1) * opts.pageSize;
  const rows = (await query
    .orderBy(...(opts.leading?.[key] ?? []).map((c) => dir(c)), dir(column), asc(opts.tieBreaker))
    .limit(opts.pageSize)
    .offset(offset)) as Awaited<T> & Array<{ total?: number }>;
  const first = rows[0];
  let total: number;
  if (first?.total !== undefined) total = Number(first.total);
  else if (rows.length > 0 && rows.length < opts.pageSize) total = offset + rows.length;
  else if (rows.length === 0 && opts.page === 1) total = 0;
  else total = await opts.count();
  return { rows, total };
}

/** Select-list entry for `pageOf`'s total. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

/** `pageOf`'s `count` for a list of one table: its rows that match `where`. */
export async function countRows(tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
}

/** The words of a list's search box `q`: each one must match (an empty search gives none). */
export const searchWords = (q: string | undefined): string[] => (q ?? '').split(/\s+/).filter(Boolean);

/** `word` for a LIKE pattern, its `%`, `_` and `\` taken literally. */
export const escapeLike = (word: string): string => word.replace(/[%_\\]/g, '\\$&');

/** A LIKE / ILIKE pattern that finds `word` anywhere. */
export const containing = (word: string): string => `%${escapeLike(word)}%`;
