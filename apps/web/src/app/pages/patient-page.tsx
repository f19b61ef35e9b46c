import Stack from '@mui/material/Stack';
import type { Patient } from '@clinica/contracts/patients';
import { ClinicalRecordTab } from '../../features/evaluations/components/clinical-record-tab';
import { canCreateInvoices, canReadInvoices } from '../../features/invoices/access';
import { InvoicePatientButton } from '../../features/invoices/components/invoice-patient-button';
import { PatientInvoices } from '../../features/invoices/components/patient-invoices';
import { PatientInstrumentsSection } from '../../features/instruments/components/patient-instruments-section';
import { PatientPage as PatientRecordPage } from '../../features/patients/pages/patient-page';
import { canListPayments } from '../../features/payments/access';
import { PatientAccount } from '../../features/payments/components/patient-account';
import { PatientProgrammeSection } from '../../features/programmes/components/patient-programme-section';
import { PatientPacksTab } from '../../features/services/components/patient-packs-tab';
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
const invoiceActions = (patient: Patient) => <InvoicePatientButton patientId={patient.id} />;
const invoices = (patientId: string) => <PatientInvoices patientId={patientId} />;
const account = (patientId: string) => <PatientAccount patientId={patientId} />;
const packs = (patientId: string) => <PatientPacksTab patientId={patientId} />;

/**
 * /patients/{id}: the patients feature's record with the evaluations feature's «Registo clínico», the
 * sessions feature's interventions by session, the programmes feature's «Programa de casa» and the
 * instruments feature's «Instrumentos» in its slot, and the invoices feature's «Faturar marcações por
 * faturar» for whoever may invoice and its «Faturas» tab for whoever reads invoices, and the payments
 * feature's «Conta corrente» tab for whoever reads payments, and the services feature's «Packs» tab (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function PatientPage() {
  const user = useUser();
  return (
    <PatientRecordPage
      clinicalRecord={clinicalRecord}
      actions={canCreateInvoices(user) ? invoiceActions : undefined}
      invoices={canReadInvoices(user) ? invoices : undefined}
      currentAccount={canListPayments(user) ? account : undefined}
      packs={hasPermission(user, 'service_consumptions', 'read') ? packs : undefined}
    />
  );
}
