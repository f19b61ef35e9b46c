import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InsurerAccount, InsurerPaymentSummary } from '@clinica/contracts/insurer-billing';
import { SectionCard } from '../../../components/section-card';
import { pdfFileName, useDownload } from '../../../lib/download';
import { formatEuros } from '../../../lib/format';
import { generateInsurerReceipt, getInsurerAccount } from '../api/insurer-billing';
import { showBillingError } from '../insurer-billing-messages';
import { openDocuments } from '../insurer-payment-form';
import { configurationsKeys } from '../keys';
import { CancelInsurerPaymentDialog } from './cancel-insurer-payment-dialog';
import { AccountDocumentsTable, AccountPaymentsTable } from './insurer-account-tables';
import { InsurerPaymentDialog } from './insurer-payment-dialog';

const figures = ['invoiced', 'credited', 'settled', 'refused', 'owed'] as const;

/** The account's totals: invoiced, credited, paid, refused, owed. */
function AccountFigures({ account }: { account: InsurerAccount }) {
  const { t } = useTranslation();
  const cents: Record<(typeof figures)[number], number> = {
    invoiced: account.invoiced_cents,
    credited: account.credited_cents,
    settled: account.settled_cents,
    refused: account.refused_cents,
    owed: account.owed_cents,
  };
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
      {figures.map((f) => (
        <Box key={f} data-figure={f}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`configurations.insurerBilling.account.${f}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: f === 'owed' ? 700 : 400 }}>
            {formatEuros(cents[f])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * «Conta corrente» of an insurer (issue 45): what it was invoiced, credited, paid and refused, what it
 * owes; its FTs and its payments (receipt PDF, «Anular»); «Registar pagamento». Managers only.
 */
export function InsurerAccountSection({ insurerId }: { insurerId: string }) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState<InsurerPaymentSummary | null>(null);
  const account = useQuery({
    queryKey: configurationsKeys.insurers.account(insurerId),
    queryFn: ({ signal }) => getInsurerAccount(insurerId, signal),
  });
  const receipt = useDownload(
    async (payment: InsurerPaymentSummary) => ({
      blob: await generateInsurerReceipt(payment.id),
      name: pdfFileName(payment.receipt_no, 'recibo'),
    }),
    { onError: (error) => showBillingError(error, t) },
  );
  const data = account.data;
  return (
    <SectionCard
      id="insurer-account"
      title={t('configurations.insurerBilling.account.title')}
      action={
        <Button
          variant="contained"
          disabled={!data || openDocuments(data.documents).length === 0}
          onClick={() => setPaying(true)}
        >
          {t('configurations.insurerBilling.account.pay')}
        </Button>
      }
    >
      {account.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {account.isError ? (
        <Alert severity="error">{t('configurations.insurerBilling.account.loadFailed')}</Alert>
      ) : null}
      {data ? (
        <Stack spacing={3}>
          <AccountFigures account={data} />
          <Box>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {t('configurations.insurerBilling.account.documents')}
            </Typography>
            <AccountDocumentsTable documents={data.documents} />
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {t('configurations.insurerBilling.account.payments')}
            </Typography>
            <AccountPaymentsTable
              payments={data.payments}
              methodLabel={(m) => t(`configurations.insurerBilling.methods.${m}`)}
              onReceipt={(p) => receipt.mutate(p)}
              onCancel={setCancelling}
              downloading={receipt.isPending ? (receipt.variables?.id ?? null) : null}
            />
          </Box>
        </Stack>
      ) : null}
      {paying && data ? (
        <InsurerPaymentDialog
          insurerId={insurerId}
          documents={data.documents}
          onClose={() => setPaying(false)}
        />
      ) : null}
      {cancelling ? (
        <CancelInsurerPaymentDialog payment={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </SectionCard>
  );
}
