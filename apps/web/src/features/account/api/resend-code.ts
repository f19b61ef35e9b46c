import { apiRequest } from '../../../lib/api-client';

/** POST /register/resend-user-registration-code (429 more than once a minute or five times an hour). */
export function resendCode(email: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/register/resend-user-registration-code', {
    method: 'POST',
    json: { email },
  });
}
