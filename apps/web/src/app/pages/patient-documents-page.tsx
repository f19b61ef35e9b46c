import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { RecentDocuments } from '../../features/invoices/components/recent-documents';
import { PatientAccount } from '../../features/payments/components/patient-account';
import { ReceiptsList } from '../../features/payments/components/receipts-list';
import { useUser } from '../../lib/session';

const documents = { page: 1, page_size: 10 };

/**
 * /dashboard/documents (issue 43 §5): a patient's own current account — what they owe, their credit,
 * the invoices still to pay and every movement — then their documents and their receipts, a page at a
 * time, each as a PDF. The server answers only their own (decisions 029, 030); no staff filters or
 * totals. app/ composes the invoices and payments features (DESIGN §3 rule 1).
 */
export function PatientDocumentsPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user) return null;
  const timeZone = user.tenant.time_zone;
  return (
    <>
      <PageHeader title={t('routes.myDocuments')} />
      <Stack spacing={2}>
        <PatientAccount patientId={user.id} />
        <SectionCard id="my-documents" title={t('routes.invoices')}>
          <RecentDocuments
            query={documents}
            timeZone={timeZone}
            labelledBy="my-documents"
            emptyText={t('invoices.home.empty')}
          />
        </SectionCard>
        <SectionCard id="my-receipts" title={t('payments.home.title')}>
          <ReceiptsList timeZone={timeZone} labelledBy="my-receipts" />
        </SectionCard>
      </Stack>
    </>
  );
}
