import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { payerName } from '../../../components/payer-name';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { canUpdatePayments } from '../access';
import { paymentsKeys } from '../api/keys';
import { getPayment } from '../api/payments';
import { PaymentActions } from '../components/payment-actions';
import { PaymentFacts } from '../components/payment-facts';
import { PaymentNotes } from '../components/payment-notes';
import { ProviderReceipts } from '../components/provider-receipts';
import { SettledDocuments, settlesNothing } from '../components/settled-documents';
import { StatusChip } from '../components/status-chip';

function Missing({ retry }: { retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('routes.payment')} />
      {retry ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('lists.retry')}
            </Button>
          }
        >
          {t('payments.detail.loadFailed')}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ width: '100%' }}>
            <EmptyState
              icon={<PaymentsOutlined sx={{ fontSize: 48 }} />}
              title={t('payments.contract.notFound')}
              body={t('payments.detail.notFoundBody')}
            />
          </Box>
          <Button component={RouterLink} to="/payments">
            {t('payments.detail.backToList')}
          </Button>
        </Stack>
      )}
    </>
  );
}

/**
 * /payments/{id}: the payment, the invoices it settled, its receipt (PDF, e-mail) or its receipts issued at
 * InvoiceXpress (PDF, «Emitir recibos na InvoiceXpress» for one still to issue), its advance FR, its
 * editable source and notes, and «Anular pagamento».
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const payment = useQuery({
    queryKey: paymentsKeys.detail(id),
    queryFn: ({ signal }) => getPayment(id, signal),
  });
  if (payment.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  if (payment.isError) {
    const missing = payment.error instanceof ApiError && [400, 404].includes(payment.error.status);
    return <Missing retry={missing ? undefined : () => void payment.refetch()} />;
  }
  const p = payment.data;
  const timeZone = user?.tenant.time_zone ?? 'Europe/Lisbon';
  return (
    <>
      <PageHeader
        title={t('payments.detail.title', { patient: payerName(p) })}
        actions={<StatusChip status={p.status} />}
      />
      <Stack spacing={2}>
        {p.status === 'A' ? (
          <Alert severity="error">
            {t('payments.detail.cancelled', {
              date: p.cancelled_at ? formatDate(p.cancelled_at, timeZone) : '—',
              reason: p.cancel_reason ?? '—',
            })}
          </Alert>
        ) : null}
        <PaymentActions payment={p} />
        <SectionCard id="payment-facts" title={t('payments.detail.facts')}>
          <PaymentFacts payment={p} timeZone={timeZone} />
        </SectionCard>
        {p.provider_receipts.length ? (
          <SectionCard id="payment-provider-receipts" title={t('payments.providerReceipts.title')}>
            <ProviderReceipts payment={p} />
          </SectionCard>
        ) : null}
        <SectionCard
          id="payment-documents"
          title={settlesNothing(p) ? t('payments.detail.onAccountDocuments') : t('payments.detail.documents')}
        >
          <SettledDocuments payment={p} />
        </SectionCard>
        <SectionCard id="payment-notes" title={t('payments.fields.notes')}>
          <PaymentNotes key={p.id} payment={p} editable={p.status === 'N' && canUpdatePayments(user)} />
        </SectionCard>
      </Stack>
    </>
  );
}
