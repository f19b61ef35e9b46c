import { apiRequest } from '../../../lib/api-client';

/** POST /sign-up/confirm-user-registration-code: the e-mailed code for a single-use set-password token. */
export function confirmCode(body: { email: string; code: string }): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('/sign-up/confirm-user-registration-code', {
    method: 'POST',
    json: body,
  });
}
