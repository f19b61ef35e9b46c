import type { UnavailableResponse } from '@clinica/contracts/calendar';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v1/calendar/unavailable?from&to&clinic_id[&professional_id] (≤ 42 days): what is not free
 * at the clinic — closed hours, professionals outside their hours or away, public holidays.
 */
export function readUnavailable(
  query: { from: string; to: string; clinic_id: string; professional_id?: string },
  signal?: AbortSignal,
): Promise<UnavailableResponse> {
  return apiRequest<UnavailableResponse>('/api/v1/calendar/unavailable', { query, signal });
}
