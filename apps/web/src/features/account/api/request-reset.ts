import { apiRequest } from '../../../lib/api-client';

/** POST /reset-password: always `{ok: true}`, whether or not the address is registered (no enumeration). */
export function requestReset(email: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/reset-password', { method: 'POST', json: { email } });
}
