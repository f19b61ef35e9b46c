import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/appointments/{id} — whose session it is, when, and its state (a canceled one takes none). */
export function getAppointment(id: string, signal?: AbortSignal): Promise<AppointmentDetail> {
  return apiRequest<AppointmentDetail>(`/api/v1/appointments/${id}`, { signal });
}
