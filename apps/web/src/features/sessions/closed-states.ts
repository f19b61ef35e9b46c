import type { AppointmentState } from '@clinica/contracts/appointments';

/** Canceled or missed: the server records no interventions for it (the appointments module's rule). */
const closed: ReadonlySet<AppointmentState> = new Set([
  'canceled',
  'canceled_patient',
  'noshow_justified',
  'noshow_unjustified',
]);

export const takesInterventions = (state: AppointmentState): boolean => !closed.has(state);
