import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PickersProvider } from '../../../components/pickers-provider';
import { NewPaymentForm } from '../components/new-payment-form';
import { useCurrentAccount } from '../hooks/use-current-account';

/**
 * /payments/add_new_payment[?patient=&document=&compensate=1]: a new payment, for the given patient (their
 * name comes with their current account) and with the given invoice ticked; with `compensate`, «Compensar
 * com o saldo» (the patient's credit pays it).
 */
export function AddNewPaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const patientId = search.get('patient');
  const account = useCurrentAccount(patientId);
  const compensate = search.get('compensate') === '1';
  return (
    <PickersProvider>
      <PageHeader title={compensate ? t('payments.compensate.title') : t('routes.addNewPayment')} />
      {patientId && account.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />
      ) : (
        <NewPaymentForm
          key={`${patientId ?? ''}:${compensate}`}
          patient={account.data ? account.data.patient : null}
          document={search.get('document')}
          compensate={compensate}
        />
      )}
    </PickersProvider>
  );
}
