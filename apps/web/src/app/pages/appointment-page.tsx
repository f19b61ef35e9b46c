import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { AppointmentPage as AppointmentDetailPage } from '../../features/appointments/pages/appointment-page';
import { AppointmentEvaluations } from '../../features/evaluations/components/appointment-evaluations';
import { AppointmentInstruments } from '../../features/instruments/components/appointment-instruments';
import { AddToProgrammeButton } from '../../features/programmes/components/add-to-programme-button';
import { SessionInterventions } from '../../features/sessions/components/session-interventions';
import { AppointmentInvoicingSection } from './appointment-invoicing';

const evaluations = (appointment: AppointmentDetail) => (
  <>
    <AppointmentEvaluations appointment={appointment} />
    <SessionInterventions
      appointment={appointment}
      actions={(performed) => (
        <AddToProgrammeButton patientId={appointment.patient_id} performed={performed} />
      )}
    />
    <AppointmentInstruments appointment={appointment} />
  </>
);

/**
 * /appointments/{id}: the appointments feature's page with the evaluations feature's section and the
 * sessions feature's «Intervenções realizadas» and the instruments feature's «Registar instrumento» in
 * its slot, the programmes feature's «Adicionar ao programa de casa» among the session's actions, the
 * appointment's invoicing with «Faturar» and «Receber» (issue 38) (DESIGN §3 rule 1: features do not import each other;
 * app/ composes them).
 */
const invoicing = (appointment: AppointmentDetail, timeZone: string) => (
  <AppointmentInvoicingSection appointment={appointment} timeZone={timeZone} />
);

export function AppointmentPage() {
  return <AppointmentDetailPage evaluations={evaluations} invoicing={invoicing} />;
}
