import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { AppointmentPage as AppointmentDetailPage } from '../../features/appointments/pages/appointment-page';
import { AppointmentEvaluations } from '../../features/evaluations/components/appointment-evaluations';
import { SessionInterventions } from '../../features/sessions/components/session-interventions';

const evaluations = (appointment: AppointmentDetail) => (
  <>
    <AppointmentEvaluations appointment={appointment} />
    <SessionInterventions appointment={appointment} />
  </>
);

/**
 * /appointments/{id}: the appointments feature's page with the evaluations feature's section and the
 * sessions feature's «Intervenções realizadas» in its slot (DESIGN §3 rule 1: features do not import
 * each other; app/ composes them).
 */
export function AppointmentPage() {
  return <AppointmentDetailPage evaluations={evaluations} />;
}
