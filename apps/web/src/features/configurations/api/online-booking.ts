import type { OnlineBookingSettings } from '@clinica/contracts/appointment-requests';
import type { Service } from '@clinica/contracts/catalogue';
import type { ListResponse } from '@clinica/contracts/common';
import type { Collaborator } from '@clinica/contracts/team';
import { apiRequest } from '../../../lib/api-client';

const path = (tenantId: string) => `/api/v1/tenants/${tenantId}/online-booking`;

/** GET /api/v1/tenants/{id}/online-booking: the public booking page's settings (tenants:update). */
export function getOnlineBooking(tenantId: string, signal?: AbortSignal): Promise<OnlineBookingSettings> {
  return apiRequest<OnlineBookingSettings>(path(tenantId), { signal });
}

/** PUT …: 409 names the slug when another clinic holds it; 400 names the field. */
export function saveOnlineBooking(
  tenantId: string,
  body: OnlineBookingSettings,
): Promise<OnlineBookingSettings> {
  return apiRequest<OnlineBookingSettings>(path(tenantId), { method: 'PUT', json: body });
}

/** The services the page can offer: the active sessions (the server refuses any other). */
export function listSessionServices(signal?: AbortSignal): Promise<ListResponse<Service>> {
  return apiRequest<ListResponse<Service>>('/api/v1/services', {
    query: { kind: 'session', page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}

/** The active staff; the page can offer the professionals and managers among them. */
export function listStaff(signal?: AbortSignal): Promise<ListResponse<Collaborator>> {
  return apiRequest<ListResponse<Collaborator>>('/api/v1/collaborators', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}
