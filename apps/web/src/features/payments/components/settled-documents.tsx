import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { formatDay } from '../labels';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A «conta corrente» record (before issue 38) settled nothing: its invoices stayed owed. */
export const settlesNothing = (payment: Payment) => payment.method === 'current_account';

/**
 * The invoices a payment settled, each with the part of it this payment paid (a link to each); for an
 * old «conta corrente» record, the invoices it left on account — never called settled (decision 034).
 */
export function SettledDocuments({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const links = hasPermission(useUser(), 'invoicing_documents', 'read');
  if (!payment.allocations.length)
    return <Typography color="text.secondary">{t('payments.detail.noDocuments')}</Typography>;
  const onAccount = settlesNothing(payment);
  return (
    <>
      {onAccount ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('payments.detail.onAccountHint')}
        </Alert>
      ) : null}
      <Table
        size="small"
        aria-label={onAccount ? t('payments.detail.onAccountDocuments') : t('payments.detail.documents')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.account.document')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('payments.account.date')}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('payments.detail.documentTotal')}
            </TableCell>
            <TableCell align="right">
              {onAccount ? t('payments.detail.onAccount') : t('payments.detail.settled')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payment.allocations.map((a) => (
            <TableRow key={a.id}>
              <TableCell sx={nowrap}>
                {links ? (
                  <Link component={RouterLink} to={`/invoices/${a.id}`}>
                    {a.invoice_no ?? a.type}
                  </Link>
                ) : (
                  (a.invoice_no ?? a.type)
                )}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {a.invoice_date ? formatDay(a.invoice_date) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ ...nowrap, display: { xs: 'none', sm: 'table-cell' } }}>
                {formatEuros(a.gross_cents)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatEuros(a.amount_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
