import type { Insurer, Specialty } from '@clinica/contracts/catalogue';
import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/specialties */
export function listSpecialties(query: Query, signal?: AbortSignal): Promise<ListResponse<Specialty>> {
  return apiRequest<ListResponse<Specialty>>('/api/v1/specialties', { query, signal });
}

/** POST /api/v1/specialties */
export function createSpecialty(body: { name: string }): Promise<Specialty> {
  return apiRequest<Specialty>('/api/v1/specialties', { method: 'POST', json: body });
}

/** PUT /api/v1/specialties/{id} */
export function updateSpecialty(id: string, body: { name: string }): Promise<Specialty> {
  return apiRequest<Specialty>(`/api/v1/specialties/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/specialties/{id} */
export function deleteSpecialty(id: string): Promise<unknown> {
  return apiRequest(`/api/v1/specialties/${id}`, { method: 'DELETE' });
}

export interface InsurerBody {
  name: string;
  nif: string | null;
  contact: string | null;
  email: string | null;
  phone: string | null;
}

/** GET /api/v1/insurers */
export function listInsurers(query: Query, signal?: AbortSignal): Promise<ListResponse<Insurer>> {
  return apiRequest<ListResponse<Insurer>>('/api/v1/insurers', { query, signal });
}

/** POST /api/v1/insurers */
export function createInsurer(body: InsurerBody): Promise<Insurer> {
  return apiRequest<Insurer>('/api/v1/insurers', { method: 'POST', json: body });
}

/** PUT /api/v1/insurers/{id} */
export function updateInsurer(id: string, body: InsurerBody): Promise<Insurer> {
  return apiRequest<Insurer>(`/api/v1/insurers/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/insurers/{id} */
export function deleteInsurer(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest(`/api/v1/insurers/${id}`, { method: 'DELETE' });
}
