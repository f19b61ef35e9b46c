import type { Evaluation } from '@clinica/contracts/evaluations';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/evaluations/{id}/sign — the draft becomes final. 400 `validation_failed` with
 * `fields.main_complaint` (a subjective without one), or a message (an objective with nothing recorded).
 */
export function signEvaluation(id: string): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/api/v1/evaluations/${id}/sign`, { method: 'POST' });
}
