import { ClinicalRecordTab } from '../../features/evaluations/components/clinical-record-tab';
import { PatientPage as PatientRecordPage } from '../../features/patients/pages/patient-page';

const clinicalRecord = (patientId: string) => <ClinicalRecordTab patientId={patientId} />;

/**
 * /patients/{id}: the patients feature's record with the evaluations feature's «Registo clínico» in its
 * slot (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function PatientPage() {
  return <PatientRecordPage clinicalRecord={clinicalRecord} />;
}
