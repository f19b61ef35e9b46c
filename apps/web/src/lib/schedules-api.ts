import type { Weekday } from '@clinica/contracts/clinics';
import type { ExceptionReason, ProfessionalSchedule, ScheduleException } from '@clinica/contracts/schedules';
import { apiRequest } from './api-client';

/**
 * Professionals' working hours and exceptions (issue 7). Shared by the team's "Horário e ausências"
 * editor (configurations) and the professional's own read-only view (profile), like `me-api`.
 */
export const scheduleKeys = {
  all: ['professional-schedules'] as const,
  hours: (professionalId: string) => ['professional-schedules', 'hours', professionalId] as const,
  exceptions: (professionalId: string) => ['professional-schedules', 'exceptions', professionalId] as const,
};

/** GET /api/v1/professional-schedules?professional_id= — at every clinic the caller sees. */
export async function listProfessionalSchedules(
  professionalId: string,
  signal?: AbortSignal,
): Promise<ProfessionalSchedule[]> {
  const data = await apiRequest<{ items: ProfessionalSchedule[] }>('/api/v1/professional-schedules', {
    query: { professional_id: professionalId },
    signal,
  });
  return data.items;
}

/** POST /api/v1/professional-schedules — overlapping another interval of that weekday (any clinic) → 409. */
export function createProfessionalSchedule(body: {
  professional_id: string;
  clinic_id: string;
  weekday: Weekday;
  start_time: string;
  end_time: string;
}): Promise<ProfessionalSchedule> {
  return apiRequest<ProfessionalSchedule>('/api/v1/professional-schedules', { method: 'POST', json: body });
}

/** DELETE /api/v1/professional-schedules/{id} */
export function deleteProfessionalSchedule(id: string): Promise<unknown> {
  return apiRequest(`/api/v1/professional-schedules/${id}`, { method: 'DELETE' });
}

/** GET /api/v1/schedule-exceptions?professional_id= */
export async function listScheduleExceptions(
  professionalId: string,
  signal?: AbortSignal,
): Promise<ScheduleException[]> {
  const data = await apiRequest<{ items: ScheduleException[] }>('/api/v1/schedule-exceptions', {
    query: { professional_id: professionalId },
    signal,
  });
  return data.items;
}

export interface ScheduleExceptionBody {
  clinic_id: string | null;
  starts_at: string;
  ends_at: string;
  reason: ExceptionReason;
  notes: string | null;
}

/** POST /api/v1/schedule-exceptions */
export function createScheduleException(
  professionalId: string,
  body: ScheduleExceptionBody,
): Promise<ScheduleException> {
  return apiRequest<ScheduleException>('/api/v1/schedule-exceptions', {
    method: 'POST',
    json: { professional_id: professionalId, ...body },
  });
}

/** PUT /api/v1/schedule-exceptions/{id} */
export function updateScheduleException(id: string, body: ScheduleExceptionBody): Promise<ScheduleException> {
  return apiRequest<ScheduleException>(`/api/v1/schedule-exceptions/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/schedule-exceptions/{id} */
export function deleteScheduleException(id: string): Promise<unknown> {
  return apiRequest(`/api/v1/schedule-exceptions/${id}`, { method: 'DELETE' });
}
