import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v1/saft?year=&month= — the month's SAF-T (PT) file (a download); a file that fails the
 * schema or the checks is never sent: 422 with `details.problems`.
 */
export function downloadSaft(year: number, month: number): Promise<Blob> {
  return apiRequest<Blob>('/api/v1/saft', { query: { year, month }, responseType: 'blob' });
}
