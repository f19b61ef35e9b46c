import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NewButton } from '../../../components/list-toolbar';
import { SectionCard } from '../../../components/section-card';
import { useUser } from '../../../lib/session';
import { canCreatePayments } from '../access';
import { useCurrentAccount } from '../hooks/use-current-account';
import { AccountFigures } from './account-figures';
import { AccountLedger } from './account-ledger';
import { OpenDocuments } from './open-documents';
import { RefundDialog } from './refund-dialog';

/**
 * The patient record's «Conta corrente» tab: what they owe and their credit, the invoices still to
 * pay, every movement with its running balance, «Registar pagamento» for this patient, with credit and
 * something owed «Compensar com o saldo», and while they have credit «Devolver» (decision 033).
 */
export function PatientAccount({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const account = useCurrentAccount(patientId);
  const [refunding, setRefunding] = useState(false);
  if (account.isPending)
    return <Skeleton variant="rounded" height={240} aria-busy="true" aria-label={t('app.loading')} />;
  if (account.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void account.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('payments.account.loadFailed')}
      </Alert>
    );
  const a = account.data;
  return (
    <Stack spacing={2}>
      {canCreatePayments(user) ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {a.credit_cents > 0 && a.open_documents.length ? (
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/payments/add_new_payment?patient=${encodeURIComponent(patientId)}&compensate=1`}
              sx={{ minHeight: 44 }}
            >
              {t('payments.compensate.action')}
            </Button>
          ) : null}
          {a.credit_cents > 0 ? (
            <Button variant="outlined" onClick={() => setRefunding(true)} sx={{ minHeight: 44 }}>
              {t('payments.refund.action')}
            </Button>
          ) : null}
          <NewButton to={`/payments/add_new_payment?patient=${encodeURIComponent(patientId)}`}>
            {t('payments.new')}
          </NewButton>
        </Box>
      ) : null}
      <SectionCard id="account-figures" title={t('payments.account.title')}>
        <AccountFigures account={a} />
      </SectionCard>
      <SectionCard id="account-open" title={t('payments.account.open')}>
        <OpenDocuments documents={a.open_documents} labelledBy="account-open" />
      </SectionCard>
      <SectionCard id="account-ledger" title={t('payments.account.ledger')}>
        <AccountLedger entries={a.entries} labelledBy="account-ledger" />
      </SectionCard>
      {refunding ? <RefundDialog account={a} onClose={() => setRefunding(false)} /> : null}
    </Stack>
  );
}
