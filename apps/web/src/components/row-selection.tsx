import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import type { Column } from './data-table';

export interface RowSelection<T> {
  /** The chosen rows' ids, across pages. */
  selected: string[];
  clear: () => void;
  /** The checkbox column: one per row, and one in the header for every row of the page. */
  column: (pageLabel: string, rowLabel: (row: T) => string) => Column<T>;
}

/**
 * The rows chosen in a list, kept while paging and sorting and forgotten when `scope` (the search and
 * filters, as a string) changes.
 */
export function useRowSelection<T extends { id: string }>(
  rows: T[] | undefined,
  scope: string,
): RowSelection<T> {
  const [state, setState] = useState({ scope, ids: [] as string[] });
  // Reset while rendering (not in an effect), so a changed search never shows the old choice.
  if (state.scope !== scope) setState({ scope, ids: [] });
  const selected = state.scope === scope ? state.ids : [];
  const select = (next: (current: string[]) => string[]) =>
    setState((current) => ({ scope: current.scope, ids: next(current.ids) }));
  const page = rows ?? [];
  const allOnPage = page.length > 0 && page.every((row) => selected.includes(row.id));
  return {
    selected,
    clear: () => select(() => []),
    column: (pageLabel, rowLabel) => ({
      key: 'select',
      label: (
        <Checkbox
          size="small"
          checked={allOnPage}
          indeterminate={!allOnPage && page.some((row) => selected.includes(row.id))}
          onChange={() =>
            select((current) =>
              allOnPage
                ? current.filter((id) => !page.some((row) => row.id === id))
                : [...new Set([...current, ...page.map((row) => row.id)])],
            )
          }
          slotProps={{ input: { 'aria-label': pageLabel } }}
        />
      ),
      render: (row) => (
        <Checkbox
          size="small"
          checked={selected.includes(row.id)}
          onChange={() =>
            select((current) =>
              current.includes(row.id) ? current.filter((id) => id !== row.id) : [...current, row.id],
            )
          }
          slotProps={{ input: { 'aria-label': rowLabel(row) } }}
        />
      ),
    }),
  };
}
