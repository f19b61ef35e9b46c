import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';
import type { ListParams } from '../lib/list-params';
import { TableStateRow } from './table-states';

export interface Column<T> {
  key: string;
  label: ReactNode;
  /** The API's sort field; absent → not sortable. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
  /** Hidden below the `sm` breakpoint (phones) to keep the table readable. */
  hideOnPhone?: boolean;
}

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  /**
   * The server stopped counting at its cap (`total_capped`, decision 036): `total` is a floor and more
   * rows follow, so the pager says «1–25 de mais de 1 000» and always offers the next page.
   */
  totalCapped?: boolean;
  params: ListParams;
  loading: boolean;
  error: boolean;
  emptyText: string;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSort: (field: string) => void;
  /** Marks a row as inactive (greyed). */
  muted?: (row: T) => boolean;
  /**
   * Opens the row's record on a click anywhere in it (a pointer convenience: the row must also hold a
   * link to it, for the keyboard). Clicks on the row's own buttons, links and checkboxes stay theirs.
   */
  onRowClick?: (row: T) => void;
}

/**
 * Every cell wraps where it must, even inside a word: one over-long unbroken word (a 300-character
 * name) would otherwise set its column's minimum width and push the table far past the page. Its
 * column also asks for at most 30rem, so the other columns keep their room (a cap on what the cell
 * asks for, not on what the table gives it).
 */
const cellSx = { overflowWrap: 'anywhere', maxWidth: '30rem' } as const;

/** A server-side list (DESIGN §6): pages, sorting and the loading, error and empty states. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  totalCapped = false,
  params,
  loading,
  error,
  emptyText,
  onRetry,
  onPageChange,
  onPageSizeChange,
  onSort,
  muted,
  onRowClick,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'pt';
  const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };
  const list = rows ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.hideOnPhone ? phoneHidden : undefined}
                  sortDirection={column.sortField && params.sort === column.sortField ? params.order : false}
                >
                  {column.sortField ? (
                    <TableSortLabel
                      active={params.sort === column.sortField}
                      direction={params.sort === column.sortField ? params.order : 'asc'}
                      onClick={() => onSort(column.sortField!)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={columns.length}
              loading={loading && list.length === 0}
              error={error}
              empty={!loading && list.length === 0}
              emptyText={emptyText}
              onRetry={onRetry}
            />
            {error
              ? null
              : list.map((row) => (
                  <TableRow
                    key={rowKey(row)}
                    hover
                    onClick={
                      onRowClick
                        ? (event) => {
                            const target = event.target as HTMLElement;
                            if (!target.closest('a, button, input, label')) onRowClick(row);
                          }
                        : undefined
                    }
                    sx={{
                      // Muted (cancelled, archived): greyed by colour, never by opacity, so the text keeps its contrast.
                      ...(muted?.(row)
                        ? { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } }
                        : {}),
                      ...(onRowClick ? { cursor: 'pointer' } : {}),
                    }}
                  >
                    {columns.map((column) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        sx={column.hideOnPhone ? { ...cellSx, ...phoneHidden } : cellSx}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        // -1: MUI's "unknown count", which keeps the next page reachable.
        count={totalCapped ? -1 : total}
        page={Math.max(0, params.page - 1)}
        rowsPerPage={params.page_size}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_, page) => onPageChange(page + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('lists.rowsPerPage')}
        // On a phone the page size choice gives way to the page arrows.
        sx={{
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
            display: { xs: 'none', sm: 'inline-flex' },
          },
        }}
        labelDisplayedRows={({ from, to }) =>
          t(totalCapped ? 'lists.displayedRowsCapped' : 'lists.displayedRows', {
            from: formatCount(from, locale),
            to: formatCount(to, locale),
            count: formatCount(total, locale),
          })
        }
      />
    </Paper>
  );
}
