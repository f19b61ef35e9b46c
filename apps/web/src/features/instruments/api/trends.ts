import type { Trend } from '@clinica/contracts/instruments';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/instruments/trends?patient_id= — per instrument, the scores oldest first against the first. */
export async function listTrends(patientId: string, signal?: AbortSignal): Promise<Trend[]> {
  const list = await apiRequest<{ items: Trend[] }>('/api/v1/instruments/trends', {
    query: { patient_id: patientId },
    signal,
  });
  return list.items;
}
