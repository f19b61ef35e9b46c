import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { cashClosePdfUrl, listCashCloses } from '../api/cash-close';
import { paymentsKeys } from '../api/keys';
import { formatDay } from '../labels';

/** «Fechos anteriores»: the clinic's past closes (the caller's own unless a manager), each with its PDF. */
export function CashCloseHistory({ clinicId }: { clinicId: string }) {
  const { t } = useTranslation();
  const query = { clinic_id: clinicId, page: 1, page_size: 30 };
  const list = useQuery({
    queryKey: [...paymentsKeys.all, 'cash-closes', query],
    queryFn: ({ signal }) => listCashCloses(query, signal),
  });
  const items = list.data?.items ?? [];
  if (list.isSuccess && !items.length)
    return <Typography color="text.secondary">{t('payments.cashClose.noHistory')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('payments.cashClose.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.cashClose.day')}</TableCell>
            <TableCell>{t('payments.cashClose.user')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.expected')}</TableCell>
            <TableCell align="right">{t('payments.cashClose.difference')}</TableCell>
            <TableCell>{t('payments.cashClose.pdf')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((c) => (
            <TableRow key={c.id} data-close={c.day}>
              <TableCell>{formatDay(c.day)}</TableCell>
              <TableCell>{c.user.name}</TableCell>
              <TableCell align="right">{formatEuros(c.expected_cents)}</TableCell>
              <TableCell align="right">{formatEuros(c.difference_cents)}</TableCell>
              <TableCell>
                <Link href={cashClosePdfUrl(c.id)} download>
                  {t('payments.cashClose.pdf')}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
