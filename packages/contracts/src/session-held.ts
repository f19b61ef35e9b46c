import type { AppointmentState } from './appointments.js';

/**
 * Cancelled or a no-show: the session did not take place, so nothing clinical (an evaluation, the
 * interventions performed) is recorded against it. Its own module, free of zod, so that pages can use
 * the rule without loading the schemas; the server refuses the same states.
 */
export const notHeldStates: readonly AppointmentState[] = [
  'canceled',
  'canceled_patient',
  'noshow_justified',
  'noshow_unjustified',
];

export const sessionHeld = (state: AppointmentState): boolean => !notHeldStates.includes(state);
