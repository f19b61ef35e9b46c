import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CashDay } from '@clinica/contracts/cash-close';
import { formatEuros } from '../../../lib/format';
import { methodLabel } from '../labels';
import { parseEuros } from '../money';

/** Typed counted amounts → cents (blank: 0; not a number: NaN). */
export const countedCents = (text: string | undefined) => parseEuros(text ?? '') ?? 0;

/**
 * The day by method (issue 38): receipts, advances, FRs/FS, refunds, what should be in hand, what was
 * counted (inputs while the day is open; the stored figures once closed) and the difference. Scrolls
 * sideways on a phone.
 */
export function CashDayTable({
  day,
  counted,
  onCount,
}: {
  day: CashDay;
  counted: Record<string, string>;
  onCount: (method: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const closed = day.close;
  const rows = closed ? closed.methods : day.methods;
  const countedOf = (method: string) =>
    closed
      ? (closed.methods.find((m) => m.method === method)?.counted_cents ?? 0)
      : countedCents(counted[method]);
  const total = rows.reduce((s, m) => s + (Number.isNaN(countedOf(m.method)) ? 0 : countedOf(m.method)), 0);
  const expected = closed ? closed.expected_cents : day.expected_cents;
  const money = (cents: number) => (Number.isNaN(cents) ? '—' : formatEuros(cents));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('payments.cashClose.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.cashClose.method')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.receipts')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.advances')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.invoices')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.refunds')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.expected')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.counted')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m) => {
            const c = countedOf(m.method);
            return (
              <TableRow key={m.method} data-method={m.method}>
                <TableCell component="th" scope="row">
                  {methodLabel(t, m.method)}
                </TableCell>
                <TableCell align="right">{formatEuros(m.receipts_cents)}</TableCell>
                <TableCell align="right">{formatEuros(m.advances_cents)}</TableCell>
                <TableCell align="right">{formatEuros(m.invoices_cents)}</TableCell>
                <TableCell align="right">{formatEuros(m.refunds_cents ? -m.refunds_cents : 0)}</TableCell>
                <TableCell align="right" data-cell="expected">
                  {formatEuros(m.expected_cents)}
                </TableCell>
                <TableCell align="right">
                  {closed ? (
                    formatEuros(c)
                  ) : (
                    <TextField
                      size="small"
                      value={counted[m.method] ?? ''}
                      onChange={(event) => onCount(m.method, event.target.value)}
                      error={Number.isNaN(c)}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': `${t('payments.cashClose.counted')} — ${methodLabel(t, m.method)}`,
                          style: { textAlign: 'right' },
                        },
                      }}
                      sx={{ width: '7rem' }}
                    />
                  )}
                </TableCell>
                <TableCell align="right" data-cell="difference">
                  {money(c - m.expected_cents)}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }} colSpan={5}>
              {t('payments.cashClose.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-total="expected">
              {formatEuros(expected)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-total="counted">
              {formatEuros(total)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-total="difference">
              {formatEuros(total - expected)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
