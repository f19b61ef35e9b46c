import type { Me } from '@clinica/contracts/auth';
import { apiRequest } from './api-client';

/** GET /api/v1/me — shared by login, the shell's session check and the profile page. */
export const meQueryKey = ['me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/api/v1/me', { signal });
}
