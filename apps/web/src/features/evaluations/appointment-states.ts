import type { AppointmentState } from '@clinica/contracts/appointments';

/** Canceled or missed: the server takes no new evaluation for it. */
const closed: ReadonlySet<AppointmentState> = new Set([
  'canceled',
  'canceled_patient',
  'noshow_justified',
  'noshow_unjustified',
]);

export const takesEvaluations = (state: AppointmentState): boolean => !closed.has(state);
