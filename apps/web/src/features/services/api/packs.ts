import type { ListResponse } from '@clinica/contracts/common';
import type {
  PackSale,
  PackSaleDetail,
  PackSaleInput,
  PatientPacksInfo,
  ServicePack,
  ServicePackInput,
  ServicePackUpdate,
} from '@clinica/contracts/packs';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/service-packs?service_id=&active= */
export function listPacks(
  query: { service_id?: string; active?: 'true' | 'false' | 'all' },
  signal?: AbortSignal,
): Promise<ListResponse<ServicePack>> {
  return apiRequest<ListResponse<ServicePack>>('/api/v1/service-packs', {
    query: { page: 1, page_size: 200, sort: 'name', ...query },
    signal,
  });
}

/** GET /api/v1/service-packs/{id} */
export function getPack(id: string, signal?: AbortSignal): Promise<ServicePack> {
  return apiRequest<ServicePack>(`/api/v1/service-packs/${id}`, { signal });
}

/** POST /api/v1/service-packs */
export function createPack(body: ServicePackInput): Promise<ServicePack> {
  return apiRequest<ServicePack>('/api/v1/service-packs', { method: 'POST', json: body });
}

/** PUT /api/v1/service-packs/{id} */
export function updatePack(id: string, body: ServicePackUpdate): Promise<ServicePack> {
  return apiRequest<ServicePack>(`/api/v1/service-packs/${id}`, { method: 'PUT', json: body });
}

/** POST /api/v1/service-pack-sales */
export function sellPack(body: PackSaleInput): Promise<PackSale> {
  return apiRequest<PackSale>('/api/v1/service-pack-sales', { method: 'POST', json: body });
}

/** GET /api/v1/service-pack-sales/{id} */
export function getSale(id: string, signal?: AbortSignal): Promise<PackSaleDetail> {
  return apiRequest<PackSaleDetail>(`/api/v1/service-pack-sales/${id}`, { signal });
}

/** POST /api/v1/service-pack-sales/{id}/invoice — a draft FT/FR with the pack's line. */
export function invoiceSale(id: string, type: 'FT' | 'FR'): Promise<PackSaleDetail> {
  return apiRequest<PackSaleDetail>(`/api/v1/service-pack-sales/${id}/invoice`, {
    method: 'POST',
    json: { type },
  });
}

/** GET /api/v1/service-consumptions/patient-packs-info?patient_id= */
export function patientPacks(patientId: string, signal?: AbortSignal): Promise<PatientPacksInfo> {
  return apiRequest<PatientPacksInfo>('/api/v1/service-consumptions/patient-packs-info', {
    query: { patient_id: patientId },
    signal,
  });
}
