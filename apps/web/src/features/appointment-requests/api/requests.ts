import type { AppointmentRequest } from '@clinica/contracts/appointment-requests';
import type { ListResponse } from '@clinica/contracts/common';
import { apiRequest } from '../../../lib/api-client';

export type RequestStatus = 'pending' | 'accepted' | 'rejected';

/** GET /api/v1/appointment-requests?status=: all with list_all, else those addressed to the caller. */
export function listRequests(
  query: { status: RequestStatus; page: number; page_size: number },
  signal?: AbortSignal,
): Promise<ListResponse<AppointmentRequest>> {
  return apiRequest<ListResponse<AppointmentRequest>>('/api/v1/appointment-requests', { query, signal });
}

/** GET /api/v1/appointment-requests/count: the pending ones (the calendar's badge). */
export function pendingCount(signal?: AbortSignal): Promise<{ count: number }> {
  return apiRequest<{ count: number }>('/api/v1/appointment-requests/count', { signal });
}

/**
 * POST …/{id}/accept: books the slot; `patient_id` is the matched patient the staff confirmed, absent
 * for a new patient from the request's contact. 409: the slot was taken meanwhile (still pending).
 */
export function acceptRequest(id: string, patientId: string | undefined): Promise<AppointmentRequest> {
  return apiRequest<AppointmentRequest>(`/api/v1/appointment-requests/${id}/accept`, {
    method: 'POST',
    json: patientId ? { patient_id: patientId } : {},
  });
}

/** PUT …/{id} {status: 'rejected', reason}: the visitor is e-mailed the reason. */
export function rejectRequest(id: string, reason: string): Promise<AppointmentRequest> {
  return apiRequest<AppointmentRequest>(`/api/v1/appointment-requests/${id}`, {
    method: 'PUT',
    json: { status: 'rejected', reason },
  });
}
