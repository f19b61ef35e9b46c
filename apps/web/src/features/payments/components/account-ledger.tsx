import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountEntry } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { formatDay, methodLabel } from '../labels';

const nowrap = { whiteSpace: 'nowrap' } as const;
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phone = { display: { xs: 'table-cell', sm: 'none' } } as const;
const money = (cents: number) => (cents ? formatEuros(cents) : '');
/** On a phone one column: a debit as it is, a credit with its minus sign. */
const movement = (e: AccountEntry) => formatEuros(e.debit_cents - e.credit_cents);

/**
 * An entry's reference, as a link to its document or its payment (staff: a patient has no payment
 * page; their receipts are listed beside their account).
 */
function Reference({
  entry,
  documents,
  payments,
}: {
  entry: AccountEntry;
  documents: boolean;
  payments: boolean;
}) {
  const { t } = useTranslation();
  const text = entry.reference ?? t(`payments.account.kinds.${entry.kind}`);
  if (entry.payment_id && payments)
    return (
      <Link component={RouterLink} to={`/payments/${entry.payment_id}`} sx={nowrap}>
        {text}
      </Link>
    );
  if (entry.document_id && documents)
    return (
      <Link component={RouterLink} to={`/invoices/${entry.document_id}`} sx={nowrap}>
        {text}
      </Link>
    );
  return <span style={nowrap}>{text}</span>;
}

/**
 * The ledger, oldest first: date, reference, what it is, débito, crédito and the running balance. On
 * a phone the date and description go under the reference, and the debit or credit is one signed
 * column, so the table fits 390 px.
 */
export function AccountLedger({ entries, labelledBy }: { entries: AccountEntry[]; labelledBy: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const documents = hasPermission(user, 'invoicing_documents', 'read');
  const payments = user?.type !== 'patient';
  if (!entries.length)
    return <Typography color="text.secondary">{t('payments.account.noEntries')}</Typography>;
  const describe = (e: AccountEntry) =>
    e.method && (e.kind === 'payment' || e.kind === 'on_account')
      ? t('payments.account.paymentBy', { method: methodLabel(t, e.method) })
      : t(`payments.account.kinds.${e.kind}`);
  return (
    <Box>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell sx={wide}>{t('payments.account.date')}</TableCell>
            <TableCell>{t('payments.account.reference')}</TableCell>
            <TableCell sx={wide}>{t('payments.account.description')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('payments.account.debit')}
            </TableCell>
            <TableCell align="right" sx={wide}>
              {t('payments.account.creditColumn')}
            </TableCell>
            <TableCell align="right" sx={phone}>
              {t('payments.account.movement')}
            </TableCell>
            <TableCell align="right">{t('payments.account.balanceColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e, i) => (
            <TableRow key={`${e.kind}-${e.document_id ?? ''}-${e.payment_id ?? ''}-${i}`} data-entry={e.kind}>
              <TableCell sx={{ ...nowrap, ...wide }}>{formatDay(e.date)}</TableCell>
              <TableCell>
                <Reference entry={e} documents={documents} payments={payments} />
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {formatDay(e.date)}
                  <br />
                  {describe(e)}
                </Typography>
              </TableCell>
              <TableCell sx={wide}>{describe(e)}</TableCell>
              <TableCell align="right" sx={{ ...nowrap, ...wide }}>
                {money(e.debit_cents)}
              </TableCell>
              <TableCell align="right" sx={{ ...nowrap, ...wide }}>
                {money(e.credit_cents)}
              </TableCell>
              <TableCell align="right" sx={{ ...nowrap, ...phone }}>
                {movement(e)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatEuros(e.balance_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
