import type { Clinic } from '@clinica/contracts/clinics';
import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/clinics — the names "O meu horário" groups the hours by (a tenant has a handful). */
export async function listClinicNames(signal?: AbortSignal): Promise<Clinic[]> {
  const data = await apiRequest<ListResponse<Clinic>>('/api/v1/clinics', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
  return data.items;
}
