import type { AddendumInput, Evaluation } from '@clinica/contracts/evaluations';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/evaluations/{id}/addenda — only the author, only once signed; the evaluation with it. */
export function addAddendum(id: string, body: AddendumInput): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/api/v1/evaluations/${id}/addenda`, { method: 'POST', json: body });
}
