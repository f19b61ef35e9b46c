import { useQuery } from '@tanstack/react-query';
import type { PatientInsurance } from '@clinica/contracts/insurers';
import { apiRequest } from './api-client';

/** Under `insurers`, which the insurer pages invalidate when an agreement changes. */
export const insuranceKeys = {
  patient: (patientId: string) => ['insurers', 'patient', patientId] as const,
};

/** GET /api/v1/users/{id}/insurance — the patient's insurer, insurance number and its agreements. */
export function getPatientInsurance(patientId: string, signal?: AbortSignal): Promise<PatientInsurance> {
  return apiRequest<PatientInsurance>(`/api/v1/users/${patientId}/insurance`, { signal });
}

/**
 * A patient's cover, for the split of their sessions (`patientSplit` in the contracts): read by the
 * booking form, the appointment page and the patient's appointments tab. Off without a patient or
 * without `insurers:read`.
 */
export function usePatientInsurance(patientId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: insuranceKeys.patient(patientId ?? ''),
    queryFn: ({ signal }) => getPatientInsurance(patientId!, signal),
    enabled: Boolean(patientId) && enabled,
    staleTime: 60_000,
  });
}
