import type {
  NotificationConfiguration,
  NotificationConfigurationInput,
} from '@clinica/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';

const path = (tenantId: string) => `/api/v1/tenants/${tenantId}/notification-configurations`;

/** GET /api/v1/tenants/{id}/notification-configurations (manager). */
export function getNotificationSettings(tenantId: string, signal?: AbortSignal) {
  return apiRequest<NotificationConfiguration>(path(tenantId), { signal });
}

/** PUT …: 400 names each broken rule under its field. */
export function saveNotificationSettings(tenantId: string, body: NotificationConfigurationInput) {
  return apiRequest<NotificationConfiguration>(path(tenantId), { method: 'PUT', json: body });
}
