import type {
  InvoicingProviderSettings,
  InvoicingProviderUpdate,
} from '@clinica/contracts/invoicing-provider';
import { apiRequest } from '../../../lib/api-client';

const path = (tenantId: string) => `/api/v1/tenants/${tenantId}/invoicing/provider`;

/** GET /api/v1/tenants/{id}/invoicing/provider: who issues; the key is never returned (`api_key_set`). */
export function getInvoicingProvider(
  tenantId: string,
  signal?: AbortSignal,
): Promise<InvoicingProviderSettings> {
  return apiRequest<InvoicingProviderSettings>(path(tenantId), { signal });
}

/** PUT …: the key checked at InvoiceXpress; 400 names the field, 409 a switch mid-month. */
export function saveInvoicingProvider(
  tenantId: string,
  body: InvoicingProviderUpdate,
): Promise<InvoicingProviderSettings> {
  return apiRequest<InvoicingProviderSettings>(path(tenantId), { method: 'PUT', json: body });
}
