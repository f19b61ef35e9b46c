import type { ListResponse } from '@clinica/contracts/common';
import type { Intervention } from '@clinica/contracts/interventions';
import { apiRequest } from './api-client';

/**
 * The interventions library as the pickers search it (issue 24): shared by the sessions' «Intervenções
 * realizadas» and the home exercise programme's editor, like `schedules-api`.
 */
export const interventionLibraryKey = (q: string) => ['interventions', 'library', q] as const;

/** GET /api/v1/interventions?q&page_size=20 — the library, searched on the server (active ones). */
export function searchInterventions(q: string, signal?: AbortSignal): Promise<ListResponse<Intervention>> {
  return apiRequest<ListResponse<Intervention>>('/api/v1/interventions', {
    query: { q: q.trim() || undefined, page_size: 20 },
    signal,
  });
}
