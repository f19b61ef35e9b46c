import type { Evaluation, EvaluationCreate } from '@clinica/contracts/evaluations';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/evaluations — a draft. 409 `conflict` when the appointment already has an objective
 * evaluation (`details.evaluation_id`) or was canceled / missed.
 */
export function createEvaluation(body: EvaluationCreate): Promise<Evaluation> {
  return apiRequest<Evaluation>('/api/v1/evaluations', { method: 'POST', json: body });
}
