import type { Evaluation } from '@clinica/contracts/evaluations';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/evaluations/{id} — the content, its addenda, and whether the caller may still edit it. */
export function getEvaluation(id: string, signal?: AbortSignal): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/api/v1/evaluations/${id}`, { signal });
}
