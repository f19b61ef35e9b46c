import type { PatientPacksInfo } from '@clinica/contracts/packs';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/service-consumptions/patient-packs-info?patient_id=&service_id= — the booking's «pack: 3 de 10». */
export function patientPacksFor(
  patientId: string,
  serviceId: string,
  signal?: AbortSignal,
): Promise<PatientPacksInfo> {
  return apiRequest<PatientPacksInfo>('/api/v1/service-consumptions/patient-packs-info', {
    query: { patient_id: patientId, service_id: serviceId },
    signal,
  });
}
