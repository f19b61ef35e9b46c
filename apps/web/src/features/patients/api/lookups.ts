import type { Insurer } from '@clinica/contracts/catalogue';
import type { Clinic } from '@clinica/contracts/clinics';
import type { ListResponse } from '@clinica/contracts/common';
import type { Reference } from '@clinica/contracts/references';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/insurers — the active insurers, for the form's select and the list's filter. */
export function listInsurerOptions(signal?: AbortSignal): Promise<ListResponse<Insurer>> {
  return apiRequest<ListResponse<Insurer>>('/api/v1/insurers', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** GET /api/v1/clinics — the clinics a patient can be linked to. */
export function listClinicOptions(signal?: AbortSignal): Promise<ListResponse<Clinic>> {
  return apiRequest<ListResponse<Clinic>>('/api/v1/clinics', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** GET /api/v1/references?q= — the first references matching what is typed (name or contact). */
export function searchReferenceOptions(q: string, signal?: AbortSignal): Promise<ListResponse<Reference>> {
  return apiRequest<ListResponse<Reference>>('/api/v1/references', {
    query: { page: 1, page_size: 20, sort: 'name', q: q.trim() || undefined },
    signal,
  });
}
