import type { ChangePasswordBody } from '@clinica/contracts/auth';
import { apiRequest } from './api-client';

/** PUT /api/v1/me/password. */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/v1/me/password', { method: 'PUT', json: body });
}
