import type {
  NotificationConfiguration,
  NotificationConfigurationInput,
  OutboxList,
  OutboxQuery,
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

/** GET /api/v1/tenants/{id}/outbox?status=…: the account's messages in one status, newest first. */
export function getOutbox(tenantId: string, query: OutboxQuery, signal?: AbortSignal) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)] as [string, string]),
  );
  return apiRequest<OutboxList>(`/api/v1/tenants/${tenantId}/outbox?${search.toString()}`, { signal });
}
