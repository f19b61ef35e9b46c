import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { hasPermission, useUser } from '../../../lib/session';
import { PatientForm } from '../components/patient-form';

/** /patients/add_new_patient: the patient form, empty. */
export function AddNewPatientPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canCreate = hasPermission(user, 'patients', 'create');
  return (
    <>
      <PageHeader title={t('patients.new')} />
      <Card variant="outlined" sx={{ maxWidth: 960 }}>
        <CardContent>
          {canCreate ? (
            <PatientForm patient={null} canEdit canListClinics={hasPermission(user, 'clinics', 'read')} />
          ) : (
            <Alert severity="warning">{t('patients.cannotCreate')}</Alert>
          )}
        </CardContent>
      </Card>
    </>
  );
}
