import type { Adherence } from '@clinica/contracts/exercise-programmes';
import { apiRequest } from '../../../lib/api-client';

export const ADHERENCE_WEEKS = 8;

/** GET /api/v1/exercise-programmes/{id}/adherence?weeks=8 — oldest week first, plus the total. */
export function getAdherence(id: string, signal?: AbortSignal): Promise<Adherence> {
  return apiRequest<Adherence>(`/api/v1/exercise-programmes/${id}/adherence`, {
    query: { weeks: ADHERENCE_WEEKS },
    signal,
  });
}
