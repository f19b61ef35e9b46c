import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a list query, with the total in the same round trip (`count(*) over ()`).
 * `sortable` maps the API's `sort` names to columns; an unknown name falls back to the default.
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
    /** Counts the rows when the page is past the end (so the total is still right). */
    count: () => Promise<number>;
  },
): Promise<{ rows: Awaited<T>; total: number }> {
  const column = opts.sortable[opts.sort ?? ''] ?? opts.sortable[opts.defaultSort]!;
  const dir = opts.order === 'desc' ? desc : asc;
  const rows = (await query
    .orderBy(dir(column), asc(opts.tieBreaker))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize)) as Awaited<T> & Array<{ total?: number }>;
  const first = rows[0];
  const total = first ? Number(first.total) : opts.page > 1 ? await opts.count() : 0;
  return { rows, total };
}

/** Select-list entry for `pageOf`'s total. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);
