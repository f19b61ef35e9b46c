import type { Programme, ProgrammeInput, ProgrammeUpdate } from '@clinica/contracts/exercise-programmes';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/exercise-programmes — 409 when the patient already has an active programme. */
export function createProgramme(body: ProgrammeInput): Promise<Programme> {
  return apiRequest<Programme>('/api/v1/exercise-programmes', { method: 'POST', json: body });
}

/** PUT /api/v1/exercise-programmes/{id} — `items` replaces the whole list; 409 on an ended programme. */
export function updateProgramme(id: string, body: ProgrammeUpdate): Promise<Programme> {
  return apiRequest<Programme>(`/api/v1/exercise-programmes/${id}`, { method: 'PUT', json: body });
}

/** POST /api/v1/exercise-programmes/{id}/end — the programme with `ended_at`, read-only from then on. */
export function endProgramme(id: string): Promise<Programme> {
  return apiRequest<Programme>(`/api/v1/exercise-programmes/${id}/end`, { method: 'POST' });
}
