import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsurerAccount, InsurerPaymentSummary } from '@clinica/contracts/insurer-billing';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatEuros } from '../../../lib/format';
import { formatLocalDay } from '../billing-month';

const nowrap = { whiteSpace: 'nowrap' } as const;
const money = (cents: number) => <span style={nowrap}>{formatEuros(cents)}</span>;

/** The insurer's FTs, newest first: what each was, what credit notes took, what was paid and refused, what it owes. */
export function AccountDocumentsTable({ documents }: { documents: InsurerAccount['documents'] }) {
  const { t } = useTranslation();
  if (!documents.length)
    return (
      <Typography color="text.secondary">{t('configurations.insurerBilling.account.noDocuments')}</Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label={t('configurations.insurerBilling.account.documents')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('configurations.insurerBilling.account.document')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.account.date')}</TableCell>
            <TableCell align="right">{t('configurations.insurerBilling.account.invoiced')}</TableCell>
            <TableCell align="right">{t('configurations.insurerBilling.account.credited')}</TableCell>
            <TableCell align="right">{t('configurations.insurerBilling.account.settled')}</TableCell>
            <TableCell align="right">{t('configurations.insurerBilling.account.refused')}</TableCell>
            <TableCell align="right">{t('configurations.insurerBilling.account.owed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((d) => (
            <TableRow key={d.id} data-document={d.invoice_no ?? d.id}>
              <TableCell sx={nowrap}>
                <Link component={RouterLink} to={`/invoices/${d.id}`}>
                  {d.invoice_no ?? t('configurations.insurerBilling.draft')}
                </Link>
                {d.status === 'A' ? ` (${t('configurations.insurerBilling.cancelled')})` : ''}
              </TableCell>
              <TableCell sx={nowrap}>{formatLocalDay(d.invoice_date)}</TableCell>
              <TableCell align="right">{money(d.gross_cents)}</TableCell>
              <TableCell align="right">{money(d.credited_cents)}</TableCell>
              <TableCell align="right">{money(d.settled_cents)}</TableCell>
              <TableCell align="right">{money(d.refused_cents)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(d.outstanding_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The insurer's payments: receipt, date, method, amount, the lines it refused; «Recibo» and «Anular». */
export function AccountPaymentsTable({
  payments,
  methodLabel,
  onReceipt,
  onCancel,
  downloading,
}: {
  payments: InsurerPaymentSummary[];
  methodLabel: (method: InsurerPaymentSummary['method']) => string;
  onReceipt: (payment: InsurerPaymentSummary) => void;
  onCancel: (payment: InsurerPaymentSummary) => void;
  downloading: string | null;
}) {
  const { t } = useTranslation();
  if (!payments.length)
    return (
      <Typography color="text.secondary">{t('configurations.insurerBilling.account.noPayments')}</Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label={t('configurations.insurerBilling.account.payments')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('configurations.insurerBilling.account.receipt')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.account.date')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.account.method')}</TableCell>
            <TableCell align="right">{t('configurations.insurerBilling.account.amount')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.account.refusals')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('configurations.insurerBilling.account.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id} data-payment={p.receipt_no ?? p.id}>
              <TableCell sx={nowrap}>
                {p.receipt_no ?? '—'}
                {p.status === 'A' ? ` (${t('configurations.insurerBilling.cancelled')})` : ''}
              </TableCell>
              <TableCell sx={nowrap}>{formatLocalDay(p.paid_at)}</TableCell>
              <TableCell>{methodLabel(p.method)}</TableCell>
              <TableCell align="right">{money(p.amount_cents)}</TableCell>
              <TableCell>
                {p.refusals.length
                  ? p.refusals.map((r) => (
                      <Typography key={r.line_id} variant="body2">
                        {`${r.description}: ${formatEuros(r.amount_cents)} — ${r.reason}`}
                      </Typography>
                    ))
                  : '—'}
              </TableCell>
              <TableCell sx={nowrap}>
                {p.receipt_no ? (
                  <Button size="small" loading={downloading === p.id} onClick={() => onReceipt(p)}>
                    {t('configurations.insurerBilling.account.receiptPdf')}
                  </Button>
                ) : null}
                {p.status === 'N' ? (
                  <Button size="small" color="error" onClick={() => onCancel(p)}>
                    {t('configurations.insurerBilling.account.cancel')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
