import type { z } from 'zod';
import type { appointmentHistoryResponse } from '@clinica/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

export type AppointmentHistory = z.infer<typeof appointmentHistoryResponse>;

/** GET /api/v1/appointments/history?patient_id= — the patient's appointments, newest first. */
export function patientAppointments(
  patientId: string,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AppointmentHistory> {
  return apiRequest<AppointmentHistory>('/api/v1/appointments/history', {
    query: { ...query, patient_id: patientId },
    signal,
  });
}
