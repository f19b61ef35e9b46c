import type { Performed, PerformedUpdate } from '@clinica/contracts/interventions-performed';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/v1/interventions-performed/{id} — the sets and/or the notes. */
export function updatePerformed(id: string, body: PerformedUpdate): Promise<Performed> {
  return apiRequest<Performed>(`/api/v1/interventions-performed/${id}`, { method: 'PUT', json: body });
}
