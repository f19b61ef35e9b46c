import type { CurrentAccount } from '@clinica/contracts/payments';
import type { Patient } from '@clinica/contracts/patients';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/users/{patientId}/current-account — owed, credit, open FTs and the ledger. */
export function getCurrentAccount(patientId: string, signal?: AbortSignal): Promise<CurrentAccount> {
  return apiRequest<CurrentAccount>(`/api/v1/users/${patientId}/current-account`, { signal });
}

/** GET /api/v1/users/patients/{id} — the patient a receipt is e-mailed to (their address). */
export function getPatient(id: string, signal?: AbortSignal): Promise<Patient> {
  return apiRequest<Patient>(`/api/v1/users/patients/${id}`, { signal });
}
