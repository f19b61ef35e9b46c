import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { ApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { canCreatePayments } from '../access';
import { retryProviderReceipts } from '../api/receipts';
import { useDownloadReceipt } from '../hooks/use-download-receipt';
import { usePaymentMutation } from '../hooks/use-payment-mutation';
import { showPaymentError } from '../payment-messages';

type ProviderReceipt = Payment['provider_receipts'][number];

/** Whether a payment has receipts still to issue at InvoiceXpress (decision 053). */
export const hasPendingProviderReceipts = (p: Pick<Payment, 'provider_receipts'>) =>
  p.provider_receipts.some((r) => r.receipt_no === null && !r.cancelled);

function State({ receipt }: { receipt: ProviderReceipt }) {
  const { t } = useTranslation();
  if (receipt.cancelled)
    return (
      <Chip size="small" color="error" variant="outlined" label={t('payments.providerReceipts.cancelled')} />
    );
  if (!receipt.receipt_no)
    return <Chip size="small" color="warning" label={t('payments.providerReceipts.pending')} />;
  return (
    <Chip size="small" color="success" variant="outlined" label={t('payments.providerReceipts.issued')} />
  );
}

/**
 * The receipts of a payment settling invoices issued at InvoiceXpress (decision 053), one per invoice:
 * its number and ATCUD there, the invoice it settles, its amount, its state and InvoiceXpress's PDF. One
 * still to issue (the provider did not answer) is said so, with «Emitir recibos na InvoiceXpress».
 */
export function ProviderReceipts({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const user = useUser();
  const documents = hasPermission(user, 'invoicing_documents', 'read');
  const pdf = useDownloadReceipt();
  const retry = usePaymentMutation(() => retryProviderReceipts(payment.id), {
    onSuccess: () => notify(t('payments.providerReceipts.retried'), 'success'),
    onError: (error) =>
      error instanceof ApiError && error.code === 'invoicing_provider_error'
        ? notify(t('payments.providerReceipts.stillPending'), 'error')
        : showPaymentError(error, t),
  });
  const pending = payment.status === 'N' && hasPendingProviderReceipts(payment);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {pending ? (
        <Alert
          severity="warning"
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
          action={
            canCreatePayments(user) ? (
              <Button
                color="inherit"
                variant="outlined"
                startIcon={<ReceiptLongOutlined />}
                onClick={() => retry.mutate()}
                disabled={retry.isPending}
                sx={{ minHeight: 44 }}
              >
                {t('payments.providerReceipts.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('payments.providerReceipts.pendingWarning')}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {payment.provider_receipts.map((r) => {
          const invoice = r.invoice_no ?? '—';
          return (
            <Box
              component="li"
              key={r.document_id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 500 }}>
                    {r.receipt_no ?? t('payments.providerReceipts.pending')}
                  </Typography>
                  <State receipt={r} />
                </Box>
                {r.atcud ? (
                  <Typography variant="body2" color="text.secondary">
                    {`${t('payments.fields.atcud')}: ${r.atcud}`}
                  </Typography>
                ) : null}
                <Typography variant="body2">
                  {documents ? (
                    <Link component={RouterLink} to={`/invoices/${r.document_id}`}>
                      {t('payments.providerReceipts.settles', { invoice })}
                    </Link>
                  ) : (
                    t('payments.providerReceipts.settles', { invoice })
                  )}
                  {` · ${formatEuros(r.amount_cents)}`}
                </Typography>
              </Box>
              {r.receipt_no ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<PictureAsPdfOutlined />}
                  onClick={() => pdf.mutate({ payment, provider: r })}
                  disabled={pdf.isPending}
                  aria-label={t('payments.home.downloadNamed', { number: r.receipt_no })}
                  sx={{ minHeight: 44 }}
                >
                  {t('payments.home.download')}
                </Button>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
