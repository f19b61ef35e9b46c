import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import type { Intervention, InterventionInput, InterventionUpdate } from '@clinica/contracts/interventions';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/interventions (?q&type&region&tag&active=true|false|all&page&page_size&sort&order) */
export function listInterventions(query: Query, signal?: AbortSignal): Promise<ListResponse<Intervention>> {
  return apiRequest<ListResponse<Intervention>>('/api/v1/interventions', { query, signal });
}

/** GET /api/v1/interventions/{id} */
export function getIntervention(id: string, signal?: AbortSignal): Promise<Intervention> {
  return apiRequest<Intervention>(`/api/v1/interventions/${id}`, { signal });
}

/** POST /api/v1/interventions — 409 with `fields.name` for a name the clinic already uses. */
export function createIntervention(body: InterventionInput): Promise<Intervention> {
  return apiRequest<Intervention>('/api/v1/interventions', { method: 'POST', json: body });
}

/** PUT /api/v1/interventions/{id} */
export function updateIntervention(id: string, body: InterventionUpdate): Promise<Intervention> {
  return apiRequest<Intervention>(`/api/v1/interventions/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/interventions/{id} — deleted, or deactivated when sessions or programmes use it. */
export function deleteIntervention(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest(`/api/v1/interventions/${id}`, { method: 'DELETE' });
}

/** POST /api/v1/interventions/delete-batch */
export function deleteInterventions(ids: string[]): Promise<DeleteBatchResult> {
  return apiRequest<DeleteBatchResult>('/api/v1/interventions/delete-batch', {
    method: 'POST',
    json: { ids },
  });
}

/** PUT /api/v1/interventions/{id}/image — the exercise's picture (jpg or png, ≤ 5 MB); the intervention back. */
export function setInterventionImage(id: string, file: File): Promise<Intervention> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<Intervention>(`/api/v1/interventions/${id}/image`, { method: 'PUT', formData });
}

/** DELETE /api/v1/interventions/{id}/image */
export function removeInterventionImage(id: string): Promise<Intervention> {
  return apiRequest<Intervention>(`/api/v1/interventions/${id}/image`, { method: 'DELETE' });
}
