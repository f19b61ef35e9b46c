import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useSearchParams } from 'react-router';

/** `?q&page&page_size&sort&order` of a server-side list (DESIGN §4), kept by the page showing it. */
export interface ListParams {
  q: string;
  page: number;
  page_size: number;
  sort: string;
  order: 'asc' | 'desc';
}

export type ListDefaults = Partial<ListParams> & { sort: string };

const PAGE_SIZE_MAX = 200;

function withDefaults(defaults: ListDefaults): ListParams {
  return { q: '', page: 1, page_size: 25, order: 'asc', ...defaults };
}

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/**
 * The list state a URL holds. Anything missing or malformed (a hand-edited address) takes the page's
 * default, so a bad link shows the first page rather than an error.
 */
export function readListParams(search: URLSearchParams, defaults: ListDefaults): ListParams {
  const base = withDefaults(defaults);
  const order = search.get('order');
  const sort = search.get('sort');
  return {
    q: search.get('q') ?? base.q,
    page: positiveInt(search.get('page'), 100_000) ?? base.page,
    page_size: positiveInt(search.get('page_size'), PAGE_SIZE_MAX) ?? base.page_size,
    sort: sort && /^[a-z_]{1,50}$/.test(sort) ? sort : base.sort,
    order: order === 'asc' || order === 'desc' ? order : base.order,
  };
}

/**
 * `search` with the list state and filters written in; values equal to the defaults are left out (a
 * list as it first opens has a clean address) and the page's other parameters are kept.
 */
export function writeListParams(
  search: URLSearchParams,
  params: ListParams,
  defaults: ListDefaults,
  filters: Record<string, string> = {},
  filterDefaults: Record<string, string> = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  const base = withDefaults(defaults);
  const entries: [string, string, string][] = [
    // As typed: trimming here would eat the space between two words while they are being typed.
    ['q', params.q.trim() ? params.q : '', base.q],
    ['page', String(params.page), String(base.page)],
    ['page_size', String(params.page_size), String(base.page_size)],
    ['sort', params.sort, base.sort],
    ['order', params.order, base.order],
    ...Object.entries(filters).map(([name, value]): [string, string, string] => [
      name,
      value,
      filterDefaults[name] ?? '',
    ]),
  ];
  for (const [name, value, fallback] of entries) {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * A list's paging, sorting, search and filters, kept in the address (`?q=…&page=2&relationship=…`), so
 * that going back from a record returns to the same page of the same search, and a list can be linked.
 * `filterDefaults` names the page's own filters and their defaults (`''` usually means "all").
 */
export function useListParams<F extends string = never>(
  defaults: ListDefaults,
  filterDefaults: Readonly<Record<F, string>> = {} as Record<F, string>,
) {
  const [search, setSearch] = useSearchParams();
  // A change that lands once the user is leaving (a search typed just before following a link) is
  // dropped: written then, it would stop them on the list or follow them onto the next page's address.
  // The router's own state tells, at the moment of the change: a navigation still loading, or one it
  // has already completed while React still shows this page (a search box's pending timer can fire
  // in between), points somewhere else.
  const { pathname } = useLocation();
  const router = useContext(DataRouterContext)?.router;
  const listPath = useRef(pathname);
  listPath.current = pathname;
  const params = readListParams(search, defaults);
  const filters = Object.fromEntries(
    Object.entries<string>(filterDefaults).map(([name, fallback]) => [name, search.get(name) ?? fallback]),
  ) as Record<F, string>;
  // The callbacks read the defaults through a string so that pages may pass object literals.
  const defaultsKey = JSON.stringify([defaults, filterDefaults]);

  const change = useCallback(
    (next: (current: ListParams) => ListParams, filterChange: Partial<Record<F, string>> = {}) => {
      if (router) {
        const { location, navigation } = router.state;
        if ((navigation.location ?? location).pathname !== listPath.current) return;
      }
      const [listDefaults, ownFilters] = JSON.parse(defaultsKey) as [ListDefaults, Record<string, string>];
      setSearch(
        (current) => {
          const currentFilters = Object.fromEntries(
            Object.entries(ownFilters).map(([name, fallback]) => [name, current.get(name) ?? fallback]),
          );
          return writeListParams(
            current,
            next(readListParams(current, listDefaults)),
            listDefaults,
            { ...currentFilters, ...(filterChange as Record<string, string>) },
            ownFilters,
          );
        },
        // Typing a search or turning a page replaces the entry: Back leaves the list, not the last keystroke.
        { replace: true, preventScrollReset: true },
      );
    },
    [defaultsKey, setSearch],
  );

  /** Any change but the page itself starts again from page 1. */
  const update = useCallback(
    (c: Partial<ListParams>) => change((current) => ({ ...current, page: 1, ...c })),
    [change],
  );
  /** A filter change starts again from page 1 too. */
  const setFilters = useCallback(
    (c: Partial<Record<F, string>>) => change((current) => ({ ...current, page: 1 }), c),
    [change],
  );
  const toggleSort = useCallback(
    (field: string) =>
      change((current) => ({
        ...current,
        page: 1,
        sort: field,
        order: current.sort === field && current.order === 'asc' ? 'desc' : 'asc',
      })),
    [change],
  );
  return { params, filters, update, setFilters, toggleSort };
}

/** The query of a list request: empty search left out. */
export function listQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: params.page,
    page_size: params.page_size,
    sort: params.sort,
    order: params.order,
  };
  if (params.q.trim()) query.q = params.q.trim();
  return query;
}
