import type { ProgrammeSession } from '@clinica/contracts/exercise-programmes';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/exercise-programmes/{id}/sessions — one session done now; the answer has this week's tally. */
export function markSessionDone(id: string): Promise<ProgrammeSession> {
  return apiRequest<ProgrammeSession>(`/api/v1/exercise-programmes/${id}/sessions`, { method: 'POST' });
}
