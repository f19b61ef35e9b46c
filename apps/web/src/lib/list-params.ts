import { useCallback, useState } from 'react';

/** `?q&page&page_size&sort&order` of a server-side list (DESIGN §4), kept by the page showing it. */
export interface ListParams {
  q: string;
  page: number;
  page_size: number;
  sort: string;
  order: 'asc' | 'desc';
}

export function useListParams(initial: Partial<ListParams> & { sort: string }) {
  const [params, setParams] = useState<ListParams>({
    q: '',
    page: 1,
    page_size: 25,
    order: 'asc',
    ...initial,
  });
  /** Any change but the page itself starts again from page 1. */
  const update = useCallback((change: Partial<ListParams>) => {
    setParams((current) => ({ ...current, page: 1, ...change }));
  }, []);
  const toggleSort = useCallback((field: string) => {
    setParams((current) => ({
      ...current,
      page: 1,
      sort: field,
      order: current.sort === field && current.order === 'asc' ? 'desc' : 'asc',
    }));
  }, []);
  return { params, update, toggleSort };
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
