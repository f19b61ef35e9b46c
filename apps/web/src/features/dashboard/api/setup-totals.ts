import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import type { SetupTotals } from '../first-steps';

function total(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<number> {
  return apiRequest<ListResponse<unknown>>(path, { query: { ...query, page_size: 1 }, signal }).then(
    (list) => list.total,
  );
}

/** How far the clinic's set-up has gone: one-row pages of clinics, services and professionals, for their totals. */
export async function fetchSetupTotals(signal?: AbortSignal): Promise<SetupTotals> {
  const [clinics, services, professionals] = await Promise.all([
    total('/api/v1/clinics', {}, signal),
    total('/api/v1/services', {}, signal),
    total('/api/v1/collaborators', { type: 'professional' }, signal),
  ]);
  return { clinics, services, professionals };
}
