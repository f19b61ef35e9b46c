import type { Appointment } from '@clinica/contracts/appointments';

/** Appointments that were not (going to be) paid for are not offered: cancelled ones, justified no-shows. */
const notBillable = new Set<Appointment['state']>(['canceled', 'canceled_patient', 'noshow_justified']);

/**
 * An appointment that may go on a new invoice: not on one yet, one a clinic charges for, and not paid
 * by a pack's session («pago por pack»: the pack's own invoice charged it, issue 44).
 */
export const canBeInvoiced = (a: Pick<Appointment, 'invoicing_status' | 'state' | 'paid_by_pack'>) =>
  a.invoicing_status === 'not_invoiced' && !notBillable.has(a.state) && !a.paid_by_pack;
