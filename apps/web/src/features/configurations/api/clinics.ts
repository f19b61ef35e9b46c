import type {
  Clinic,
  ClinicDetail,
  ClinicInput,
  ClinicSchedule,
  ClinicSpace,
  Weekday,
} from '@clinica/contracts/clinics';
import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/clinics */
export function listClinics(query: Query, signal?: AbortSignal): Promise<ListResponse<Clinic>> {
  return apiRequest<ListResponse<Clinic>>('/api/v1/clinics', { query, signal });
}

/** GET /api/v1/clinics/{id} — with its spaces and opening hours. */
export function getClinic(id: string, signal?: AbortSignal): Promise<ClinicDetail> {
  return apiRequest<ClinicDetail>(`/api/v1/clinics/${id}`, { signal });
}

/** POST /api/v1/clinics */
export function createClinic(body: ClinicInput): Promise<Clinic> {
  return apiRequest<Clinic>('/api/v1/clinics', { method: 'POST', json: body });
}

/** PUT /api/v1/clinics/{id} */
export function updateClinic(id: string, body: Partial<ClinicInput>): Promise<Clinic> {
  return apiRequest<Clinic>(`/api/v1/clinics/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/clinics/{id} — deleted, or deactivated when other records need it. */
export function deleteClinic(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest(`/api/v1/clinics/${id}`, { method: 'DELETE' });
}

export interface SpaceBody {
  name: string;
  kind: 'room' | 'equipment';
  capacity: number;
}

/** POST /api/v1/clinic-spaces */
export function createSpace(clinicId: string, body: SpaceBody): Promise<ClinicSpace> {
  return apiRequest<ClinicSpace>('/api/v1/clinic-spaces', {
    method: 'POST',
    json: { clinic_id: clinicId, ...body },
  });
}

/** PUT /api/v1/clinic-spaces/{id} */
export function updateSpace(id: string, body: Partial<SpaceBody>): Promise<ClinicSpace> {
  return apiRequest<ClinicSpace>(`/api/v1/clinic-spaces/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/clinic-spaces/{id} */
export function deleteSpace(id: string): Promise<unknown> {
  return apiRequest(`/api/v1/clinic-spaces/${id}`, { method: 'DELETE' });
}

/** POST /api/v1/clinic-schedules — overlapping another interval of the day → 409. */
export function createSchedule(body: {
  clinic_id: string;
  weekday: Weekday;
  start_time: string;
  end_time: string;
}): Promise<ClinicSchedule> {
  return apiRequest<ClinicSchedule>('/api/v1/clinic-schedules', { method: 'POST', json: body });
}

/** DELETE /api/v1/clinic-schedules/{id} */
export function deleteSchedule(id: string): Promise<unknown> {
  return apiRequest(`/api/v1/clinic-schedules/${id}`, { method: 'DELETE' });
}
