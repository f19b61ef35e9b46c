import { lazy, Suspense } from 'react';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { CalendarPage as Calendar } from '../../features/appointments/pages/calendar-page';
import { RequestsButton } from '../../features/appointment-requests/components/requests-button';
import { paths } from '../paths';

// Loaded with the quick view that shows it, not with the calendar.
const Invoicing = lazy(async () => ({
  default: (await import('./appointment-invoicing')).AppointmentInvoicingSection,
}));

const invoicing = (appointment: AppointmentDetail, timeZone: string) => (
  <Suspense fallback={null}>
    <Invoicing appointment={appointment} timeZone={timeZone} />
  </Suspense>
);

/**
 * /calendar: the appointments feature's calendar, its quick view showing the appointment's invoicing
 * state with «Faturar» and «Receber» (the invoices and payments features), and its header the booking
 * requests' «Pedidos» with the pending count (issue 48). DESIGN §3 rule 1: app/ composes them.
 */
export function CalendarPage() {
  return <Calendar invoicing={invoicing} headerActions={<RequestsButton to={paths.appointmentRequests} />} />;
}
