import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@clinica/contracts/common';
import type { ListParams, useListParams } from '../lib/list-params';
import type { DataTableProps } from './data-table';

type ListTableProps<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'rowKey'
  | 'total'
  | 'totalCapped'
  | 'params'
  | 'loading'
  | 'error'
  | 'onRetry'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'onSort'
>;

/** One page of a server-side list (the last one stays shown while the next loads), wired to a `DataTable`. */
export function useListTable<T extends { id: string }>(
  list: Pick<ReturnType<typeof useListParams>, 'update' | 'toggleSort'> & { params: ListParams },
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<ListResponse<T>>,
): ListTableProps<T> {
  const { params, update, toggleSort } = list;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
  });
  return {
    rows: query.data?.items,
    rowKey: (row) => row.id,
    total: query.data?.total ?? 0,
    totalCapped: query.data?.total_capped ?? false,
    params,
    loading: query.isPending || query.isPlaceholderData,
    error: query.isError,
    onRetry: () => void query.refetch(),
    onPageChange: (page) => update({ page }),
    onPageSizeChange: (page_size) => update({ page_size }),
    onSort: toggleSort,
  };
}
