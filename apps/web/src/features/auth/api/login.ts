import type { Me, TokenBody } from '@clinica/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /token (form), then the user record from GET /api/v1/me. The login form shows its own messages. */
export async function login(body: TokenBody): Promise<Me> {
  await apiRequest<unknown>('/token', {
    method: 'POST',
    form: { username: body.username, password: body.password },
    globalHandling: false,
  });
  return apiRequest<Me>('/api/v1/me', { globalHandling: false });
}
