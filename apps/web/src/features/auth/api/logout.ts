import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/logout. A session that is already gone (401) or an unreachable server still ends the local session. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/v1/logout', { method: 'POST', globalHandling: false });
  } catch {
    // nothing to tell the user: they are logged out locally either way
  }
}
