import type { Tenant } from '@clinica/contracts/tenants';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/tenants/{id} */
export function getTenant(id: string, signal?: AbortSignal): Promise<Tenant> {
  return apiRequest<Tenant>(`/api/v1/tenants/${id}`, { signal });
}

export interface TenantUpdateBody {
  name?: string;
  main_clinic_id?: string | null;
  allow_data_sharing?: boolean;
  noshow_unjustified_uses_pack?: boolean;
}

/** PUT /api/v1/tenants/{id} */
export function updateTenant(id: string, body: TenantUpdateBody): Promise<Tenant> {
  return apiRequest<Tenant>(`/api/v1/tenants/${id}`, { method: 'PUT', json: body });
}
