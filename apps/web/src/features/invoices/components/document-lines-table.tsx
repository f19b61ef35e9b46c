import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DocumentLine } from '@clinica/contracts/invoicing';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDecimal, formatEuros } from '../../../lib/format';
import { formatDay } from '../labels';
import { useTaxLabel } from './tax-label';

const wide = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * A document's lines: description (and the date of the service), quantity, unit price with VAT,
 * discount, tax and total. On a phone the middle columns fold under the description.
 */
export function DocumentLinesTable({
  lines,
  caption,
  actions,
}: {
  lines: DocumentLine[];
  caption: string;
  /** A draft's buttons for a line (edit, remove). */
  actions?: (line: DocumentLine) => ReactNode;
}) {
  const { t } = useTranslation();
  const taxLabel = useTaxLabel();
  const amounts = (l: DocumentLine) =>
    `${formatDecimal(l.quantity)} × ${formatEuros(l.unit_price_cents)}${l.discount_percent ? ` − ${formatDecimal(l.discount_percent)}%` : ''}`;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.line.description')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('invoices.line.quantity')}
            </TableCell>
            <TableCell align="right" sx={wide}>
              {t('invoices.line.unitPrice')}
            </TableCell>
            <TableCell align="right" sx={wide}>
              {t('invoices.line.discount')}
            </TableCell>
            <TableCell sx={wide}>{t('invoices.line.tax')}</TableCell>
            <TableCell align="right">{t('invoices.line.total')}</TableCell>
            {actions ? (
              <TableCell>
                <VisuallyHidden>{t('invoices.line.actions')}</VisuallyHidden>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {l.description}
                {l.service_date ? (
                  <Typography variant="body2" color="text.secondary">
                    {formatDay(l.service_date)}
                  </Typography>
                ) : null}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {`${amounts(l)} · ${taxLabel(l)}`}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={wide}>
                {formatDecimal(l.quantity)}
                {l.creditable_quantity !== null && l.creditable_quantity !== l.quantity ? (
                  <Typography variant="body2" color="text.secondary">
                    {l.creditable_quantity === 0 && (l.creditable_cents ?? 0) > 0
                      ? t('invoices.credit.amountLeft', { amount: formatEuros(l.creditable_cents ?? 0) })
                      : t('invoices.credit.left', { quantity: formatDecimal(l.creditable_quantity) })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {formatEuros(l.unit_price_cents)}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {l.discount_percent ? `${formatDecimal(l.discount_percent)}%` : '—'}
              </TableCell>
              <TableCell sx={{ ...wide, overflowWrap: 'anywhere' }}>{taxLabel(l)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(l.gross_cents)}
              </TableCell>
              {actions ? <TableCell sx={{ whiteSpace: 'nowrap', p: 0.5 }}>{actions(l)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
