import type { ListResponse } from '@clinica/contracts/common';
import type { EvaluationSummary, EvaluationType } from '@clinica/contracts/evaluations';
import { apiRequest } from '../../../lib/api-client';

export interface EvaluationListQuery {
  patient_id?: string;
  appointment_id?: string;
  type?: EvaluationType;
  /** Only sessions that started before this instant. */
  before?: string;
  page?: number;
  page_size?: number;
}

/**
 * GET /api/v1/evaluations?patient_id|appointment_id&type&before&page&page_size — newest session first
 * (`appointment_starts_at` desc); one of patient_id and appointment_id is required.
 */
export function listEvaluations(
  query: EvaluationListQuery,
  signal?: AbortSignal,
): Promise<ListResponse<EvaluationSummary>> {
  return apiRequest<ListResponse<EvaluationSummary>>('/api/v1/evaluations', { query: { ...query }, signal });
}
