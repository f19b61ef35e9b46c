import Stack from '@mui/material/Stack';
import { ClinicalRecordTab } from '../../features/evaluations/components/clinical-record-tab';
import { PatientInstrumentsSection } from '../../features/instruments/components/patient-instruments-section';
import { PatientPage as PatientRecordPage } from '../../features/patients/pages/patient-page';
import { PatientProgrammeSection } from '../../features/programmes/components/patient-programme-section';
import { PatientSessionsHistory } from '../../features/sessions/components/patient-sessions-history';
import { hasPermission, useUser } from '../../lib/session';

/**
 * The tab shows for whoever may read evaluations; the sessions part, the home programme and the
 * outcome measures each only with their own permission.
 */
function ClinicalRecord({ patientId }: { patientId: string }) {
  const user = useUser();
  return (
    <Stack spacing={3}>
      <ClinicalRecordTab patientId={patientId} />
      {hasPermission(user, 'interventions_performed', 'read') ? (
        <PatientSessionsHistory patientId={patientId} />
      ) : null}
      {hasPermission(user, 'exercise_programmes', 'read') ? (
        <PatientProgrammeSection patientId={patientId} />
      ) : null}
      {hasPermission(user, 'instruments', 'read') ? (
        <PatientInstrumentsSection patientId={patientId} />
      ) : null}
    </Stack>
  );
}

const clinicalRecord = (patientId: string) => <ClinicalRecord patientId={patientId} />;

/**
 * /patients/{id}: the patients feature's record with the evaluations feature's «Registo clínico», the
 * sessions feature's interventions by session, the programmes feature's «Programa de casa» and the
 * instruments feature's «Instrumentos» in its slot (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function PatientPage() {
  return <PatientRecordPage clinicalRecord={clinicalRecord} />;
}
