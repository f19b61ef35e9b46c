import type { Appointment } from '@clinica/contracts/appointments';

/** Appointments that were not (going to be) paid for are not offered: cancelled ones, justified no-shows. */
const notBillable = new Set<Appointment['state']>(['canceled', 'canceled_patient', 'noshow_justified']);

/** An appointment that may go on a new invoice: not on one yet, and one a clinic charges for. */
export const canBeInvoiced = (a: Pick<Appointment, 'invoicing_status' | 'state'>) =>
  a.invoicing_status === 'not_invoiced' && !notBillable.has(a.state);
