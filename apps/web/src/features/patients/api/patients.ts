import type { z } from 'zod';
import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import type {
  auditEvent,
  NifCheckResponse,
  Patient,
  PatientInput,
  PatientListItem,
  PatientUpdate,
} from '@clinica/contracts/patients';
import { apiRequest, apiUrl } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

export type AuditEvent = z.infer<typeof auditEvent>;

/** GET /api/v1/users/patients (?q&insurer_id&clinic_id&active=true|false|all + paging). */
export function listPatients(query: Query, signal?: AbortSignal): Promise<ListResponse<PatientListItem>> {
  return apiRequest<ListResponse<PatientListItem>>('/api/v1/users/patients', { query, signal });
}

/**
 * GET /api/v1/users/patients/nif-check — the (oldest) other active patient the user sees with this NIF,
 * or null; `excludeId` is the patient being edited.
 */
export function checkNif(
  nif: string,
  excludeId: string | null,
  signal?: AbortSignal,
): Promise<NifCheckResponse> {
  return apiRequest<NifCheckResponse>('/api/v1/users/patients/nif-check', {
    query: { nif, exclude_id: excludeId ?? undefined },
    signal,
  });
}

/** GET /api/v1/users/patients/{id} — the server writes the view to the audit log. */
export function getPatient(id: string, signal?: AbortSignal): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}`, { signal });
}

/** POST /api/v1/users/patients */
export function createPatient(body: PatientInput): Promise<Patient> {
  return apiRequest<Patient>('/api/v1/users/patients', { method: 'POST', json: body });
}

/** PUT /api/v1/users/patients/{id} — only the fields sent change. */
export function updatePatient(id: string, body: PatientUpdate): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}`, { method: 'PUT', json: body });
}

/** POST /api/v1/users/patients/delete-batch — all or nothing; patients other records need are deactivated. */
export function deletePatients(ids: string[]): Promise<DeleteBatchResult> {
  return apiRequest<DeleteBatchResult>('/api/v1/users/patients/delete-batch', {
    method: 'POST',
    json: { ids },
  });
}

/** GET /api/v1/users/patients/{id}/audit — who viewed or changed the record (managers). */
export function patientAudit(id: string, signal?: AbortSignal): Promise<{ items: AuditEvent[] }> {
  return apiRequest<{ items: AuditEvent[] }>(`/api/v1/users/patients/${id}/audit`, { signal });
}

/** GET /api/v1/users/patients/{id}/export — the GDPR zip, downloaded by the browser as an attachment. */
export function patientExportUrl(id: string): string {
  return apiUrl(`/api/v1/users/patients/${id}/export`);
}

/** POST /api/v1/users/patients/{id}/erase — GDPR erasure. */
export function erasePatient(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/v1/users/patients/${id}/erase`, { method: 'POST' });
}

/** POST /api/v1/users/patients/{id}/portal-invitation — e-mails the single-use link; again: a new link. */
export function invitePatientToPortal(id: string): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}/portal-invitation`, { method: 'POST' });
}

/** DELETE /api/v1/users/patients/{id}/portal-invitation — no more portal login. */
export function revokePatientPortal(id: string): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}/portal-invitation`, { method: 'DELETE' });
}
