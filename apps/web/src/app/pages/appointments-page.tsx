import type { Appointment } from '@clinica/contracts/appointments';
import { AppointmentsPage as AppointmentsList } from '../../features/appointments/pages/appointments-page';
import { canCreateInvoices } from '../../features/invoices/access';
import { canBeInvoiced } from '../../features/invoices/billable';
import { InvoiceAppointmentsAction } from '../../features/invoices/components/invoice-appointments-action';
import { useUser } from '../../lib/session';

const invoiceSelection = {
  selectable: (a: Appointment) => canBeInvoiced(a),
  actions: (chosen: Appointment[], clear: () => void) => (
    <InvoiceAppointmentsAction chosen={chosen} onDone={clear} />
  ),
};

/**
 * /appointments: the appointments feature's list, where whoever may invoice (and only while the
 * clinic's invoicing is active) chooses appointments not yet invoiced for the invoices feature's
 * «Faturar selecionadas» (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function AppointmentsPage() {
  const user = useUser();
  return <AppointmentsList selection={canCreateInvoices(user) ? invoiceSelection : undefined} />;
}
