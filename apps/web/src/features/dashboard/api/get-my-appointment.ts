import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/v1/appointments/{id}`: 404 unless it is the patient's own; staff notes come back null. */
export function getMyAppointment(id: string, signal?: AbortSignal): Promise<AppointmentDetail> {
  return apiRequest<AppointmentDetail>(`/api/v1/appointments/${encodeURIComponent(id)}`, { signal });
}
