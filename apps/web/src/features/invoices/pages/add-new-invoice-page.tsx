import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { getPatient } from '../api/lookups';
import { invoicesKeys } from '../api/keys';
import { NewInvoiceForm } from '../components/new-invoice-form';

/** /invoices/add_new_invoice[?patient_id=]: a new draft, for the given patient when one is named. */
export function AddNewInvoicePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const patientId = search.get('patient_id');
  const patient = useQuery({
    queryKey: invoicesKeys.patient(patientId ?? ''),
    queryFn: ({ signal }) => getPatient(patientId!, signal),
    enabled: Boolean(patientId),
  });
  return (
    <>
      <PageHeader title={t('routes.addNewInvoice')} />
      {patientId && patient.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />
      ) : (
        <NewInvoiceForm
          key={patientId ?? ''}
          patient={
            patient.data
              ? { id: patient.data.id, name: `${patient.data.first_name} ${patient.data.surname}` }
              : null
          }
        />
      )}
    </>
  );
}
