import type { z } from 'zod';
import type {
  Appointment,
  AppointmentDetail,
  AppointmentInput,
  AppointmentUpdate,
  CalendarRange,
} from '@clinica/contracts/appointments';
import type {
  AppointmentSeriesInput,
  appointmentSeriesCancel,
  appointmentSeriesUpdate,
  seriesCanceled,
  seriesCreated,
  seriesUpdated,
  SeriesPreview,
} from '@clinica/contracts/appointment-series';
import type { Service } from '@clinica/contracts/catalogue';
import type { ClinicDetail } from '@clinica/contracts/clinics';
import type { ListResponse } from '@clinica/contracts/common';
import type { Patient, PatientListItem } from '@clinica/contracts/patients';
import type { ProfessionalSchedule } from '@clinica/contracts/schedules';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/appointments?from&to (≤ 42 days): every appointment in the range, unpaginated. */
export function readRange(query: Query, signal?: AbortSignal): Promise<CalendarRange> {
  return apiRequest<CalendarRange>('/api/v1/appointments', { query, signal });
}

/** GET /api/v1/appointments (paging + filters: from_date, to_date, professional_id, patient_id, state…). */
export function listAppointments(query: Query, signal?: AbortSignal): Promise<ListResponse<Appointment>> {
  return apiRequest<ListResponse<Appointment>>('/api/v1/appointments', { query, signal });
}

/** GET /api/v1/appointments/{id} — with its history and the states it may move to. */
export function getAppointment(id: string, signal?: AbortSignal): Promise<AppointmentDetail> {
  return apiRequest<AppointmentDetail>(`/api/v1/appointments/${id}`, { signal });
}

/** POST /api/v1/appointments — 409 double_booking / outside_schedule (see booking-errors.ts). */
export function createAppointment(body: AppointmentInput): Promise<AppointmentDetail> {
  return apiRequest<AppointmentDetail>('/api/v1/appointments', { method: 'POST', json: body });
}

/** PUT /api/v1/appointments/{id} — only the fields sent change (state, time, professional…). */
export function updateAppointment(id: string, body: AppointmentUpdate): Promise<AppointmentDetail> {
  return apiRequest<AppointmentDetail>(`/api/v1/appointments/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/appointments/{id} */
export function deleteAppointment(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest<{ result: 'deleted' | 'deactivated' }>(`/api/v1/appointments/${id}`, {
    method: 'DELETE',
  });
}

/** POST /api/v1/appointment-series/preview — every occurrence and its problems, nothing written. */
export function previewSeries(body: AppointmentSeriesInput, signal?: AbortSignal): Promise<SeriesPreview> {
  return apiRequest<SeriesPreview>('/api/v1/appointment-series/preview', {
    method: 'POST',
    json: body,
    signal,
  });
}

/** POST /api/v1/appointment-series */
export function createSeries(body: AppointmentSeriesInput): Promise<z.infer<typeof seriesCreated>> {
  return apiRequest<z.infer<typeof seriesCreated>>('/api/v1/appointment-series', {
    method: 'POST',
    json: body,
  });
}

/** POST /api/v1/appointment-series/{id}/cancel — this occurrence and the following ones. */
export function cancelSeriesFrom(
  seriesId: string,
  body: z.input<typeof appointmentSeriesCancel>,
): Promise<z.infer<typeof seriesCanceled>> {
  return apiRequest<z.infer<typeof seriesCanceled>>(`/api/v1/appointment-series/${seriesId}/cancel`, {
    method: 'POST',
    json: body,
  });
}

/** PUT /api/v1/appointment-series/{id} — this occurrence and the following scheduled ones. */
export function updateSeriesFrom(
  seriesId: string,
  body: z.input<typeof appointmentSeriesUpdate>,
): Promise<z.infer<typeof seriesUpdated>> {
  return apiRequest<z.infer<typeof seriesUpdated>>(`/api/v1/appointment-series/${seriesId}`, {
    method: 'PUT',
    json: body,
  });
}

/* ---------- lookups ---------- */

/** GET /api/v1/clinics/{id} — with its spaces and opening hours. */
export function getClinic(id: string, signal?: AbortSignal): Promise<ClinicDetail> {
  return apiRequest<ClinicDetail>(`/api/v1/clinics/${id}`, { signal });
}

/** GET /api/v1/services?kind=session — what can be booked. */
export function listBookableServices(signal?: AbortSignal): Promise<ListResponse<Service>> {
  return apiRequest<ListResponse<Service>>('/api/v1/services', {
    query: { kind: 'session', page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** GET /api/v1/users/patients?q= — the first patients matching what is typed. */
export function searchPatients(q: string, signal?: AbortSignal): Promise<ListResponse<PatientListItem>> {
  return apiRequest<ListResponse<PatientListItem>>('/api/v1/users/patients', {
    query: { page: 1, page_size: 20, sort: 'name', q: q.trim() || undefined },
    signal,
  });
}

/** GET /api/v1/professional-schedules?clinic_id= — weekly working intervals (the shaded hours). */
/** GET /api/v1/users/patients/{id} — the patient a booking starts from (the record's "Marcar consulta"). */
export function getPatient(id: string, signal?: AbortSignal): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}`, { signal });
}

export function listSchedules(
  clinicId: string,
  signal?: AbortSignal,
): Promise<{ items: ProfessionalSchedule[] }> {
  return apiRequest<{ items: ProfessionalSchedule[] }>('/api/v1/professional-schedules', {
    query: { clinic_id: clinicId },
    signal,
  });
}
