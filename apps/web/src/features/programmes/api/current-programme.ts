import type { ListResponse } from '@clinica/contracts/common';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v1/exercise-programmes?active=true — the patient's current programme (at most one), or null.
 * Without `patientId`, a logged-in patient's own.
 */
export async function currentProgramme(
  patientId: string | undefined,
  signal?: AbortSignal,
): Promise<Programme | null> {
  const list = await apiRequest<ListResponse<Programme>>('/api/v1/exercise-programmes', {
    query: { patient_id: patientId, active: 'true' },
    signal,
  });
  return list.items[0] ?? null;
}
