import type { z } from 'zod';
import type { setPasswordResponse } from '@clinica/contracts/sign-up';
import { apiRequest } from '../../../lib/api-client';

export type SetPasswordResult = z.infer<typeof setPasswordResponse>;

/**
 * POST /reset-password/reset-password-with-token. Sign-up and invitation tokens log the user in (the
 * session cookie is set and the user comes back); a reset token logs in nobody.
 */
export function setPasswordWithToken(body: { token: string; password: string }): Promise<SetPasswordResult> {
  return apiRequest<SetPasswordResult>('/reset-password/reset-password-with-token', {
    method: 'POST',
    json: body,
  });
}
