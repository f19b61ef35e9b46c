import type { Appointment } from '@clinica/contracts/appointments';
import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/v1/appointments` in list mode: for a patient the server answers with their own only. */
export function listMyAppointments(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<ListResponse<Appointment>> {
  return apiRequest<ListResponse<Appointment>>('/api/v1/appointments', { query, signal });
}
