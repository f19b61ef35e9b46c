import type { ListResponse } from '@clinica/contracts/common';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { apiRequest } from '../../../lib/api-client';

export interface PerformedQuery {
  appointment_id?: string;
  patient_id?: string;
  intervention_id?: string;
  page?: number;
  page_size?: number;
}

/**
 * GET /api/v1/interventions-performed — `appointment_id`: a session's entries in the order recorded;
 * `patient_id` (+ `intervention_id`): the patient's history, oldest session first.
 */
export function listPerformed(query: PerformedQuery, signal?: AbortSignal): Promise<ListResponse<Performed>> {
  return apiRequest<ListResponse<Performed>>('/api/v1/interventions-performed', {
    query: { ...query },
    signal,
  });
}
