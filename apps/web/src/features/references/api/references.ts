import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import type {
  Reference,
  ReferenceDetail,
  ReferenceInput,
  ReferenceUpdate,
} from '@clinica/contracts/references';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/references (?q&relationship&page&page_size&sort&order) — active references only. */
export function listReferences(query: Query, signal?: AbortSignal): Promise<ListResponse<Reference>> {
  return apiRequest<ListResponse<Reference>>('/api/v1/references', { query, signal });
}

/** GET /api/v1/references/{id} — with the active patients it sent; a deactivated one answers 404. */
export function getReference(id: string, signal?: AbortSignal): Promise<ReferenceDetail> {
  return apiRequest<ReferenceDetail>(`/api/v1/references/${id}`, { signal });
}

/** POST /api/v1/references */
export function createReference(body: ReferenceInput): Promise<ReferenceDetail> {
  return apiRequest<ReferenceDetail>('/api/v1/references', { method: 'POST', json: body });
}

/** PUT /api/v1/references/{id} */
export function updateReference(id: string, body: ReferenceUpdate): Promise<ReferenceDetail> {
  return apiRequest<ReferenceDetail>(`/api/v1/references/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/references/{id} — deleted, or deactivated when patients name it (DESIGN §9). */
export function deleteReference(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest(`/api/v1/references/${id}`, { method: 'DELETE' });
}

/** POST /api/v1/references/delete-batch — all or nothing. */
export function deleteReferences(ids: string[]): Promise<DeleteBatchResult> {
  return apiRequest<DeleteBatchResult>('/api/v1/references/delete-batch', {
    method: 'POST',
    json: { ids },
  });
}
