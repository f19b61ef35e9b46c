import type { ListResponse } from '@clinica/contracts/common';
import type { PatientListItem } from '@clinica/contracts/patients';
import { apiRequest } from './api-client';

/**
 * The patient search behind the shared patient picker (components/patient-picker.tsx), used by the
 * invoices and payments features. Its key sits under `patients`, which that feature invalidates.
 */
export const patientSearchKeys = {
  search: (q: string) => ['patients', 'search', q] as const,
};

/** GET /api/v1/users/patients?q= — the first patients matching what is typed. */
export function searchPatients(q: string, signal?: AbortSignal): Promise<ListResponse<PatientListItem>> {
  return apiRequest<ListResponse<PatientListItem>>('/api/v1/users/patients', {
    query: { page: 1, page_size: 20, sort: 'name', q: q.trim() || undefined },
    signal,
  });
}
