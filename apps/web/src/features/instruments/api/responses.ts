import type { ListResponse } from '@clinica/contracts/common';
import type { InstrumentResponse, ResponseInput } from '@clinica/contracts/instruments';
import { apiRequest } from '../../../lib/api-client';

export const LATEST_RESPONSES = 20;

/** GET /api/v1/instruments/responses?code= — the clinic's latest responses to one instrument, newest first. */
export function latestResponses(
  code: string,
  signal?: AbortSignal,
): Promise<ListResponse<InstrumentResponse>> {
  return apiRequest<ListResponse<InstrumentResponse>>('/api/v1/instruments/responses', {
    query: { code, page_size: LATEST_RESPONSES },
    signal,
  });
}

/** GET /api/v1/instruments/responses?patient_id=&appointment_id= — what was recorded in one session. */
export function appointmentResponses(
  patientId: string,
  appointmentId: string,
  signal?: AbortSignal,
): Promise<ListResponse<InstrumentResponse>> {
  return apiRequest<ListResponse<InstrumentResponse>>('/api/v1/instruments/responses', {
    query: { patient_id: patientId, appointment_id: appointmentId, page_size: 50 },
    signal,
  });
}

/** POST /api/v1/instruments/responses — the server scores it (a score in the body is refused). */
export function recordResponse(body: ResponseInput): Promise<InstrumentResponse> {
  return apiRequest<InstrumentResponse>('/api/v1/instruments/responses', { method: 'POST', json: body });
}
