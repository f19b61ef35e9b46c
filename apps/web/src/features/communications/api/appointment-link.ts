import type { AppointmentLinkView } from '@clinica/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';

const path = (token: string) => `/appointment-links/${encodeURIComponent(token)}`;

/** GET /appointment-links/{token}: the reminder's appointment (no login; 404 «Link Inválido»). */
export function getAppointmentLink(token: string, signal?: AbortSignal): Promise<AppointmentLinkView> {
  return apiRequest<AppointmentLinkView>(path(token), { signal, globalHandling: false });
}

/** POST …/confirm or …/cancel: spends the link; 409 with the reason when it cannot. */
export function decideAppointmentLink(
  token: string,
  decision: 'confirm' | 'cancel',
): Promise<AppointmentLinkView> {
  return apiRequest<AppointmentLinkView>(`${path(token)}/${decision}`, {
    method: 'POST',
    json: {},
    globalHandling: false,
  });
}
