import type { InvoicingSettings, TenantInvoicingUpdate } from '@clinica/contracts/tenants';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/tenants/{id}/invoicing */
export function getInvoicingSettings(tenantId: string, signal?: AbortSignal): Promise<InvoicingSettings> {
  return apiRequest<InvoicingSettings>(`/api/v1/tenants/${tenantId}/invoicing`, { signal });
}

/** PUT /api/v1/tenants/{id}/invoicing */
export function updateInvoicing(tenantId: string, body: TenantInvoicingUpdate): Promise<InvoicingSettings> {
  return apiRequest<InvoicingSettings>(`/api/v1/tenants/${tenantId}/invoicing`, {
    method: 'PUT',
    json: body,
  });
}
