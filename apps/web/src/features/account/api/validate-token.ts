import type { z } from 'zod';
import type { validateTokenResponse } from '@clinica/contracts/sign-up';
import { apiRequest } from '../../../lib/api-client';

export type TokenInfo = z.infer<typeof validateTokenResponse>;

/** POST /reset-password/validate: whom a single-use link is for; 400 "Link Inválido" when it cannot be used. */
export function validateToken(token: string, signal?: AbortSignal): Promise<TokenInfo> {
  return apiRequest<TokenInfo>('/reset-password/validate', { method: 'POST', json: { token }, signal });
}
