import type { PatientHome } from '@clinica/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/me/home — the patient's clinics' contacts and the cancellation window. */
export const fetchPatientHome = (signal?: AbortSignal) =>
  apiRequest<PatientHome>('/api/v1/me/home', { signal });

/** POST /api/v1/me/appointment-cancellations — the patient cancels their own appointment. */
export const cancelMyAppointment = (appointmentId: string) =>
  apiRequest<{ appointment_id: string }>('/api/v1/me/appointment-cancellations', {
    method: 'POST',
    json: { appointment_id: appointmentId },
  });
