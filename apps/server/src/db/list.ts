import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

/**
 * How far a list's total is counted (issue 41): below it the total is exact; past it the answer says
 * `total_capped` and the total is only a floor, so the first page of a list costs what the page costs
 * and not what the clinic's history costs.
 */
export const LIST_COUNT_CAP = 1000;

/** A page's total: exact, or (`capped`) a floor with more rows beyond it. */
export interface PageTotal {
  total: number;
  capped: boolean;
}

/**
 * The limit of the capped count for a page: the cap, or further when the page itself is past it (so that
 * a capped total always covers the page and the pager knows there is a next one). One more than the
 * figure, to tell "exactly" from "more than".
 */
export const countLimit = (page: number, pageSize: number): number =>
  Math.max(LIST_COUNT_CAP, page * pageSize) + 1;

/** The total of a page, from the rows it has and, when they cannot tell, a capped count. */
export async function pageTotal(
  opts: { page: number; pageSize: number; rows: number },
  count: (limit: number) => Promise<number>,
): Promise<PageTotal> {
  const offset = (opts.page - 1) * opts.pageSize;
  // A page that is not full ends the list: its rows say how many there are.
  if (opts.rows > 0 && opts.rows < opts.pageSize) return { total: offset + opts.rows, capped: false };
  if (opts.rows === 0 && opts.page === 1) return { total: 0, capped: false };
  const limit = countLimit(opts.page, opts.pageSize);
  const n = await count(limit);
  return n >= limit ? { total: limit - 1, capped: true } : { total: n, capped: false };
}

/**
 * One page of a list query, and its total by {@link pageTotal}: an index can deliver the first rows
 * without reading them all, and the count stops at the cap. `sortable` maps the API's `sort` names to
 * columns; an unknown name falls back to the default.
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
    /** Counts the matching rows up to `limit` (see {@link cappedCount}) when the page cannot tell. */
    count: (limit: number) => Promise<number>;
  },
): Promise<{ rows: Awaited<T>; total: number; totalCapped: boolean }> {
  // Own keys only: `?sort=constructor` must not find Object.prototype's (it did: a 500).
  const key =
    opts.sort !== undefined && Object.hasOwn(opts.sortable, opts.sort) ? opts.sort : opts.defaultSort;
  const column = opts.sortable[key]!;
  const dir = opts.order === 'desc' ? desc : asc;
  const rows = (await query
    .orderBy(...(opts.leading?.[key] ?? []).map((c) => dir(c)), dir(column), asc(opts.tieBreaker))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize)) as Awaited<T>;
  const { total, capped } = await pageTotal(
    { page: opts.page, pageSize: opts.pageSize, rows: rows.length },
    opts.count,
  );
  return { rows, total, totalCapped: capped };
}

/**
 * `count(*)` over the first `limit` rows of `matching` (a select of the list's rows, any columns): one
 * statement whose cost stops at the limit, `select count(*) from (… limit N)`.
 */
export async function cappedCount(tx: Tx, matching: PgSelect, limit: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching.limit(limit).as('capped'));
  return row!.n;
}

/** The select-list `cappedCount` needs from a query that only has to say how many rows match. */
export const one = { one: sql<number>`1`.as('one') };

/** `pageOf`'s `count` for a list of one table: its rows that match `where`, up to `limit`. */
export function countRows(tx: Tx, table: PgTable, where: SQL | undefined, limit: number): Promise<number> {
  return cappedCount(tx, tx.select(one).from(table).where(where).$dynamic(), limit);
}

/** The words of a list's search box `q`: each one must match (an empty search gives none). */
export const searchWords = (q: string | undefined): string[] => (q ?? '').split(/\s+/).filter(Boolean);

/** `word` for a LIKE pattern, its `%`, `_` and `\` taken literally. */
export const escapeLike = (word: string): string => word.replace(/[%_\\]/g, '\\$&');

/** A LIKE / ILIKE pattern that finds `word` anywhere. */
export const containing = (word: string): string => `%${escapeLike(word)}%`;

/**
 * Select-list entry for a total counted with the page (`count(*) over ()`): only for lists bounded by
 * one record (a patient's programmes, measures, interventions), whose count is the page's cost.
 */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);
