import type { Service } from '@clinica/contracts/catalogue';
import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/services — the active catalogue, by name: what an advance may be for (decision 032). */
export function listActiveServices(signal?: AbortSignal): Promise<ListResponse<Service>> {
  return apiRequest<ListResponse<Service>>('/api/v1/services', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}
