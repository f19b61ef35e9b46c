import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { InvoicingDocumentSummary } from '@clinica/contracts/invoicing';
import { canReadInvoices } from '../../features/invoices/access';
import { AppointmentInvoicing } from '../../features/invoices/components/appointment-invoicing';
import { ReceiveAction } from '../../features/payments/components/receive-action';
import { useUser } from '../../lib/session';

const receive = (document: InvoicingDocumentSummary) =>
  document.patient ? <ReceiveAction documentId={document.id} patientId={document.patient.id} /> : null;

/**
 * An appointment's invoicing (issue 38), on its page and in the calendar's quick view: the invoices
 * feature's state and «Faturar», with the payments feature's «Receber» for an issued FT. Only with the
 * clinic's invoicing on, for whoever reads invoices.
 */
export function AppointmentInvoicingSection({
  appointment,
  timeZone,
}: {
  appointment: AppointmentDetail;
  timeZone: string;
}) {
  const user = useUser();
  if (!user?.tenant.invoicing.active || !canReadInvoices(user)) return null;
  return <AppointmentInvoicing appointment={appointment} timeZone={timeZone} receive={receive} />;
}
