import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatEuros } from '../../../lib/format';
import { paymentsKeys } from '../api/keys';
import { listRefunds } from '../api/refunds';
import { formatDay, methodLabel } from '../labels';

const PAGE = 100;

/**
 * «Devoluções» under the payments list (decision 033): the money given back under the list's filters
 * (method, patient, dates), newest first, each with the document whose credit it returned. Shown only
 * when there are any; cancelled payments (status A) have no refunds to show.
 */
export function RefundsCard({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation();
  const { status, ...rest } = filters;
  const query = { ...rest, page: 1, page_size: PAGE };
  const list = useQuery({
    queryKey: [...paymentsKeys.all, 'refunds', query],
    queryFn: ({ signal }) => listRefunds(query, signal),
    enabled: status !== 'A',
  });
  const items = list.data?.items ?? [];
  if (status === 'A' || !items.length) return null;
  return (
    <SectionCard id="payments-refunds" title={t('payments.refunds.title', { count: list.data!.total })}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="payments-refunds">
          <TableHead>
            <TableRow>
              <TableCell>{t('payments.fields.date')}</TableCell>
              <TableCell>{t('payments.fields.patient')}</TableCell>
              <TableCell>{t('payments.refund.document')}</TableCell>
              <TableCell>{t('payments.fields.method')}</TableCell>
              <TableCell align="right">{t('payments.fields.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((r) => (
              <TableRow key={r.id} data-refund={r.id}>
                <TableCell>{formatDay(r.refunded_at)}</TableCell>
                <TableCell>{r.patient.name}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/invoices/${r.document.id}`}>
                    {r.document.invoice_no ?? '—'}
                  </Link>
                </TableCell>
                <TableCell>{methodLabel(t, r.method)}</TableCell>
                <TableCell align="right">{formatEuros(-r.amount_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {list.data!.total > items.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('payments.refunds.more', { shown: items.length, total: list.data!.total })}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
