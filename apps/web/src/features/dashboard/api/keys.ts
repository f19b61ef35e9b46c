import type { AppointmentView } from '../my-appointments';

/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  setupTotals: () => ['dashboard', 'setup-totals'] as const,
  indicators: (clinicId: string) => ['dashboard', 'indicators', clinicId] as const,
  myAppointments: (view: AppointmentView, today: string) =>
    ['dashboard', 'my-appointments', view, today] as const,
  myAppointment: (id: string) => ['dashboard', 'my-appointment', id] as const,
  patientHome: () => ['dashboard', 'patient-home'] as const,
};
