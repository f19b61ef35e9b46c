import type { ListResponse } from '@clinica/contracts/common';
import type { CalendarFeed } from '@clinica/contracts/ical';
import type { PermissionMap } from '@clinica/contracts/permissions';
import type {
  Collaborator,
  CollaboratorInvite,
  CollaboratorUpdate,
  Session,
  StaffType,
} from '@clinica/contracts/team';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/collaborators */
export function listCollaborators(query: Query, signal?: AbortSignal): Promise<ListResponse<Collaborator>> {
  return apiRequest<ListResponse<Collaborator>>('/api/v1/collaborators', { query, signal });
}

/** POST /api/v1/collaborators — e-mails a 7-day set-password link. */
export function inviteCollaborator(body: CollaboratorInvite): Promise<Collaborator> {
  return apiRequest<Collaborator>('/api/v1/collaborators', { method: 'POST', json: body });
}

/** POST /api/v1/collaborators/{id}/resend-invitation */
export function resendInvitation(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/v1/collaborators/${id}/resend-invitation`, { method: 'POST' });
}

/** PUT /api/v1/collaborators/{id} — only the fields sent change. */
export function updateCollaborator(id: string, body: CollaboratorUpdate): Promise<Collaborator> {
  return apiRequest<Collaborator>(`/api/v1/collaborators/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/collaborators/{id} — deactivates (history kept, sessions end). */
export function deactivateCollaborator(id: string): Promise<Collaborator> {
  return apiRequest<Collaborator>(`/api/v1/collaborators/${id}`, { method: 'DELETE' });
}

/** PUT /api/v1/users/{id}?type= — the last active manager cannot be demoted (400). */
export function changeUserType(id: string, type: StaffType): Promise<Collaborator> {
  return apiRequest<Collaborator>(`/api/v1/users/${id}`, { method: 'PUT', query: { type } });
}

/** GET /api/v1/users/{id}/ical-feed — whether a team member has a calendar link. */
export function getMemberCalendarFeed(id: string, signal?: AbortSignal): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/v1/users/${id}/ical-feed`, { signal });
}

/** DELETE /api/v1/users/{id}/ical-feed — the member's calendar link stops working. */
export function revokeMemberCalendarFeed(id: string): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/v1/users/${id}/ical-feed`, { method: 'DELETE' });
}

/** GET /api/v1/permissions?user_id= */
export function getPermissions(
  userId: string,
  signal?: AbortSignal,
): Promise<{ user_id: string; permissions: PermissionMap }> {
  return apiRequest(`/api/v1/permissions`, { query: { user_id: userId }, signal });
}

/** PUT /api/v1/permissions — only the entries sent change. */
export function putPermissions(
  userId: string,
  permissions: PermissionMap,
): Promise<{ user_id: string; permissions: PermissionMap }> {
  return apiRequest(`/api/v1/permissions`, { method: 'PUT', json: { user_id: userId, permissions } });
}

/** GET /api/v1/me/sessions */
export function listMySessions(signal?: AbortSignal): Promise<{ items: Session[] }> {
  return apiRequest<{ items: Session[] }>('/api/v1/me/sessions', { signal });
}

/** DELETE /api/v1/me/sessions/{id} */
export function endSession(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/v1/me/sessions/${id}`, { method: 'DELETE' });
}

/** POST /api/v1/me/sessions/end-others */
export function endOtherSessions(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/v1/me/sessions/end-others', { method: 'POST' });
}
