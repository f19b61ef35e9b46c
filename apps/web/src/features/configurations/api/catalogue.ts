import type { z } from 'zod';
import type { Insurer, insurerInput, Service, Specialty } from '@clinica/contracts/catalogue';
import type { ListResponse } from '@clinica/contracts/common';
import type { Agreement, AgreementInput } from '@clinica/contracts/insurers';
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

export type InsurerBody = z.output<typeof insurerInput>;

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

/** GET /api/v1/services?kind=session — what an agreement can price. */
export function listSessionServices(signal?: AbortSignal): Promise<ListResponse<Service>> {
  return apiRequest<ListResponse<Service>>('/api/v1/services', {
    query: { kind: 'session', page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** GET /api/v1/insurers/{id} */
export function getInsurer(id: string, signal?: AbortSignal): Promise<Insurer> {
  return apiRequest<Insurer>(`/api/v1/insurers/${id}`, { signal });
}

/** GET /api/v1/insurers/{id}/agreements — newest first. */
export function listAgreements(insurerId: string, signal?: AbortSignal): Promise<{ items: Agreement[] }> {
  return apiRequest(`/api/v1/insurers/${insurerId}/agreements`, { signal });
}

/** POST /api/v1/insurers/{id}/agreements */
export function createAgreement(insurerId: string, body: AgreementInput): Promise<Agreement> {
  return apiRequest<Agreement>(`/api/v1/insurers/${insurerId}/agreements`, { method: 'POST', json: body });
}

/** PUT /api/v1/insurer-agreements/{id} */
export function updateAgreement(id: string, body: AgreementInput): Promise<Agreement> {
  return apiRequest<Agreement>(`/api/v1/insurer-agreements/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/insurer-agreements/{id} */
export function deleteAgreement(id: string): Promise<{ result: 'deleted' }> {
  return apiRequest(`/api/v1/insurer-agreements/${id}`, { method: 'DELETE' });
}

/** DELETE /api/v1/insurers/{id} */
export function deleteInsurer(id: string): Promise<{ result: 'deleted' | 'deactivated' }> {
  return apiRequest(`/api/v1/insurers/${id}`, { method: 'DELETE' });
}
