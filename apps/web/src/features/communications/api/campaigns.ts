import type { Insurer } from '@clinica/contracts/catalogue';
import type { ListResponse } from '@clinica/contracts/common';
import type {
  Communication,
  CommunicationDetail,
  CommunicationInput,
  CommunicationTemplate,
  CommunicationTemplateInput,
  PreviewCount,
  PreviewCountInput,
} from '@clinica/contracts/communications';
import { apiRequest } from '../../../lib/api-client';

const templates = '/api/v1/communication-templates';

/** GET /api/v1/communication-templates (the clinic's four defaults appear on first read). */
export function listTemplates(signal?: AbortSignal) {
  return apiRequest<ListResponse<CommunicationTemplate>>(templates, {
    query: { page: 1, page_size: 200 },
    signal,
  });
}

export function getTemplate(id: string, signal?: AbortSignal) {
  return apiRequest<CommunicationTemplate>(`${templates}/${id}`, { signal });
}

/** POST (no id) or PUT: 400 names the field (an unknown variable, a missing subject), 409 a taken name. */
export function saveTemplate(id: string | null, body: CommunicationTemplateInput) {
  return id
    ? apiRequest<CommunicationTemplate>(`${templates}/${id}`, { method: 'PUT', json: body })
    : apiRequest<CommunicationTemplate>(templates, { method: 'POST', json: body });
}

export function removeTemplate(id: string) {
  return apiRequest<{ result: string }>(`${templates}/${id}`, { method: 'DELETE' });
}

export function listCommunications(page: number, signal?: AbortSignal) {
  return apiRequest<ListResponse<Communication>>('/api/v1/communications', {
    query: { page, page_size: 25 },
    signal,
  });
}

export function getCommunication(id: string, signal?: AbortSignal) {
  return apiRequest<CommunicationDetail>(`/api/v1/communications/${id}`, { signal });
}

/** POST /api/v1/communications/preview-count: who receives it, who is left out and why. */
export function previewCount(body: PreviewCountInput, signal?: AbortSignal) {
  return apiRequest<PreviewCount>('/api/v1/communications/preview-count', {
    method: 'POST',
    json: body,
    signal,
  });
}

/** POST /api/v1/communications: 402 on trial, 400 when nobody receives it. */
export function sendCommunication(body: CommunicationInput) {
  return apiRequest<CommunicationDetail>('/api/v1/communications', { method: 'POST', json: body });
}

/** The filters' options: the account's insurers (its professionals: lib/lookups-api). */
export function listInsurers(signal?: AbortSignal) {
  return apiRequest<ListResponse<Insurer>>('/api/v1/insurers', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
}
