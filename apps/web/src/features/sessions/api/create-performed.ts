import type { Performed, PerformedInput } from '@clinica/contracts/interventions-performed';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/interventions-performed — 409 when the intervention is already in the session or the
 * appointment was canceled / missed; 400 with `fields['sets.0.load_kg']` and the like.
 */
export function createPerformed(body: PerformedInput): Promise<Performed> {
  return apiRequest<Performed>('/api/v1/interventions-performed', { method: 'POST', json: body });
}
