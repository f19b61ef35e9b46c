import type { z } from 'zod';
import type { registerTenantBody, registerTenantResponse } from '@clinica/contracts/sign-up';
import { apiRequest } from '../../../lib/api-client';

export type RegisterTenantPayload = z.output<typeof registerTenantBody>;
export type RegisterTenantResult = z.infer<typeof registerTenantResponse>;

/** POST /sign-up/register-new-tenant: the clinic (14-day trial) and its manager; a code goes by e-mail. */
export function registerTenant(body: RegisterTenantPayload): Promise<RegisterTenantResult> {
  return apiRequest<RegisterTenantResult>('/sign-up/register-new-tenant', { method: 'POST', json: body });
}
