import type { Appointment } from '@clinica/contracts/appointments';
import type { Service } from '@clinica/contracts/catalogue';
import type { ListResponse } from '@clinica/contracts/common';
import type { Patient } from '@clinica/contracts/patients';
import type { Tenant } from '@clinica/contracts/tenants';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/services?active=all — the catalogue (inactive ones too: an old appointment's service). */
export function listServices(signal?: AbortSignal): Promise<ListResponse<Service>> {
  return apiRequest<ListResponse<Service>>('/api/v1/services', {
    query: { active: 'all', page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** GET /api/v1/users/patients/{id} — the patient an invoice starts from, or whose e-mail it goes to. */
export function getPatient(id: string, signal?: AbortSignal): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}`, { signal });
}

/**
 * GET /api/v1/appointments?patient_id= — the patient's latest 200 appointments, newest first (the list
 * API has no invoicing-status filter: the caller keeps the ones not invoiced).
 */
export function listPatientAppointments(
  patientId: string,
  signal?: AbortSignal,
): Promise<ListResponse<Appointment>> {
  return apiRequest<ListResponse<Appointment>>('/api/v1/appointments', {
    query: { patient_id: patientId, state: 'all', page: 1, page_size: 200, sort: 'starts_at', order: 'desc' },
    signal,
  });
}

/** GET /api/v1/tenants/{id} — only a manager may read it (the tax region, when the session lacks it). */
export function getTenant(id: string, signal?: AbortSignal): Promise<Tenant> {
  return apiRequest<Tenant>(`/api/v1/tenants/${id}`, { signal });
}
