import type { Service, ServiceInput, ServiceUpdate, Specialty } from '@clinica/contracts/catalogue';
import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/services (?active=true|false|all&specialty_id&kind) */
export function listServices(query: Query, signal?: AbortSignal): Promise<ListResponse<Service>> {
  return apiRequest<ListResponse<Service>>('/api/v1/services', { query, signal });
}

/** GET /api/v1/services/{id} — a deactivated service still answers (decision 006). */
export function getService(id: string, signal?: AbortSignal): Promise<Service> {
  return apiRequest<Service>(`/api/v1/services/${id}`, { signal });
}

/** POST /api/v1/services */
export function createService(body: ServiceInput): Promise<Service> {
  return apiRequest<Service>('/api/v1/services', { method: 'POST', json: body });
}

/** PUT /api/v1/services/{id} */
export function updateService(id: string, body: ServiceUpdate): Promise<Service> {
  return apiRequest<Service>(`/api/v1/services/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/services/{id} — deleted, or deactivated when appointments or invoices use it. */
export function deleteService(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest(`/api/v1/services/${id}`, { method: 'DELETE' });
}

/** POST /api/v1/services/delete-batch — all or nothing. */
export function deleteServices(ids: string[]): Promise<DeleteBatchResult> {
  return apiRequest<DeleteBatchResult>('/api/v1/services/delete-batch', { method: 'POST', json: { ids } });
}

/** GET /api/v1/specialties — every specialty, for the filter and the form. */
export function listSpecialtyOptions(signal?: AbortSignal): Promise<ListResponse<Specialty>> {
  return apiRequest<ListResponse<Specialty>>('/api/v1/specialties', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}
