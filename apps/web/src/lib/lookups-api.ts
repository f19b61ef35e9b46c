import type { Clinic } from '@clinica/contracts/clinics';
import type { ListResponse } from '@clinica/contracts/common';
import type { Collaborator } from '@clinica/contracts/team';
import { apiRequest } from './api-client';

/**
 * The lookups several features' filters and forms share: the account's clinics and the people with a
 * calendar (one way to ask for them, whichever page needs them).
 */

/** GET /api/v1/collaborators?type=professional — the people with a calendar. */
export function listProfessionals(signal?: AbortSignal): Promise<ListResponse<Collaborator>> {
  return apiRequest<ListResponse<Collaborator>>('/api/v1/collaborators', {
    query: { type: 'professional', page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** GET /api/v1/clinics */
export function listClinics(signal?: AbortSignal): Promise<ListResponse<Clinic>> {
  return apiRequest<ListResponse<Clinic>>('/api/v1/clinics', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}
