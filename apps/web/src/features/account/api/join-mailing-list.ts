import { apiRequest } from '../../../lib/api-client';

/**
 * POST /mailing-list-registrees. Optional and after the sign-up itself: a failure here must not
 * interrupt the sign-up, so the caller ignores it and no global notice is raised.
 */
export function joinMailingList(email: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/mailing-list-registrees', {
    method: 'POST',
    json: { email, consent: true },
    globalHandling: false,
  });
}
