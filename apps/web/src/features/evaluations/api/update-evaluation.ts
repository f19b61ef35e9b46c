import type { Evaluation, EvaluationUpdate } from '@clinica/contracts/evaluations';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/v1/evaluations/{id} — the whole content again. 409 `evaluation_signed` once signed (the
 * message says who signed and when); 403 for anyone but the author.
 */
export function updateEvaluation(id: string, body: EvaluationUpdate): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/api/v1/evaluations/${id}`, { method: 'PUT', json: body });
}
