import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewButton } from '../../../components/list-toolbar';
import { useUser } from '../../../lib/session';
import { canCreateInvoices } from '../access';
import { RecentDocuments } from './recent-documents';

/** The patient record's «Faturas» tab: their latest documents, drafts included, and a new one. */
export function PatientInvoices({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const query = { page: 1, page_size: 10, patient_id: patientId };
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 1 }}>
          <Typography id="patient-invoices-title" variant="h6" component="h2">
            {t('invoices.patientTab.title')}
          </Typography>
          {canCreateInvoices(user) ? (
            <NewButton to={`/invoices/add_new_invoice?patient_id=${encodeURIComponent(patientId)}`}>
              {t('invoices.new')}
            </NewButton>
          ) : null}
        </Box>
        <RecentDocuments
          query={query}
          timeZone={user?.tenant.time_zone ?? 'Europe/Lisbon'}
          labelledBy="patient-invoices-title"
          allHref={`/invoices?patient_id=${encodeURIComponent(patientId)}&from=&to=`}
          emptyText={t('invoices.patientTab.empty')}
        />
      </CardContent>
    </Card>
  );
}
