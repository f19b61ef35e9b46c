import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TaxKey } from '@clinica/contracts/invoicing-tax';
import { formatEuros } from '../../../lib/format';
import { useTaxLabel } from './tax-label';

export interface SummaryRow extends TaxKey {
  tax_exemption_text: string | null;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
}

/** The totals per VAT rate (and per exemption, with its legal text), then the document's totals. */
export function TaxSummaryTable({
  rows,
  totals,
  caption,
}: {
  rows: SummaryRow[];
  totals: { net_cents: number; tax_cents: number; gross_cents: number };
  caption: string;
}) {
  const { t } = useTranslation();
  const taxLabel = useTaxLabel();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.summary.tax')}</TableCell>
            <TableCell align="right">{t('invoices.summary.net')}</TableCell>
            <TableCell align="right">{t('invoices.summary.vat')}</TableCell>
            <TableCell align="right">{t('invoices.summary.gross')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.vat_rate_percent ?? ''}${row.tax_exemption_code ?? ''}`}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {taxLabel(row)}
              </TableCell>
              <TableCell align="right">{formatEuros(row.net_cents)}</TableCell>
              <TableCell align="right">{formatEuros(row.tax_cents)}</TableCell>
              <TableCell align="right">{formatEuros(row.gross_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              {t('invoices.summary.total')}
            </TableCell>
            <TableCell align="right">{formatEuros(totals.net_cents)}</TableCell>
            <TableCell align="right">{formatEuros(totals.tax_cents)}</TableCell>
            <TableCell align="right">{formatEuros(totals.gross_cents)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
