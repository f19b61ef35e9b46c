import type { Performed } from '@clinica/contracts/interventions-performed';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/interventions-performed/copy-previous — the patient's last session's entries copied into
 * this one (those already here are skipped); the answer is the session's entries after copying. 409
 * when the patient has no earlier session with interventions.
 */
export function copyPrevious(appointmentId: string): Promise<{ items: Performed[] }> {
  return apiRequest<{ items: Performed[] }>('/api/v1/interventions-performed/copy-previous', {
    method: 'POST',
    json: { appointment_id: appointmentId },
  });
}
