import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportTable as Data } from '@clinica/contracts/reports';
import { useTranslation } from 'react-i18next';
import { useCellText } from './report-cell';

/**
 * One of a report's tables: its rows, then its totals (the sums the server made). Scrolls inside at 390 px.
 * With `onPick`, a row's first cell is a button that opens that row's detail (the row's `id`).
 */
export function ReportTable({
  table,
  title,
  onPick,
}: {
  table: Data;
  title: string;
  onPick?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const text = useCellText();
  const columns = table.columns.filter((c) => c.key !== 'id');
  const numeric = (kind: string) => kind !== 'text' && kind !== 'date';
  const id = `report-table-${table.key}`;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>
                  {t(`reports.columns.${c.key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>{t('reports.empty')}</TableCell>
              </TableRow>
            ) : null}
            {table.rows.map((row, i) => (
              <TableRow key={i}>
                {columns.map((c, j) => (
                  <TableCell
                    key={c.key}
                    align={numeric(c.kind) ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {j === 0 && onPick && typeof row.id === 'string' ? (
                      <Link component="button" type="button" onClick={() => onPick(row.id as string)}>
                        {text(c, row[c.key])}
                      </Link>
                    ) : (
                      text(c, row[c.key])
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {table.totals && table.rows.length > 0 ? (
              <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                {columns.map((c, i) => (
                  <TableCell
                    key={c.key}
                    align={numeric(c.kind) ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {i === 0 ? t('reports.total') : c.kind === 'text' ? '' : text(c, table.totals![c.key])}
                  </TableCell>
                ))}
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
