import type { DocumentList, InvoicingDocument } from '@clinica/contracts/invoicing';
import type { DraftInput, DraftUpdate } from '@clinica/contracts/invoicing-drafts';
import { apiRequest } from '../../../lib/api-client';

const base = '/api/v1/invoicing-documents';

/** The list's query (contract `documentListQuery`): paging, then type, status, series, patient_id, from, to, archived. */
export type DocumentsQuery = { page: number; page_size: number } & Record<string, string | number>;

/** GET /api/v1/invoicing-documents (filters + paging) — the page and the totals of the filtered set. */
export function listDocuments(query: DocumentsQuery, signal?: AbortSignal): Promise<DocumentList> {
  return apiRequest<DocumentList>(base, { query, signal });
}

/** GET /api/v1/invoicing-documents/{id} */
export function getDocument(id: string, signal?: AbortSignal): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${base}/${id}`, { signal });
}

/** POST /api/v1/invoicing-documents — a draft (FT/FR/FS from appointments and lines, or an NC). */
export function createDraft(body: DraftInput): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(base, { method: 'POST', json: body });
}

/** PUT /api/v1/invoicing-documents/{id} — a draft's type, customer, notes, credit reason. */
export function updateDraft(id: string, body: DraftUpdate): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${base}/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/invoicing-documents/{id} — archives a draft (spec §4: «deleting» is archiving). */
export function archiveDraft(id: string): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${base}/${id}`, { method: 'DELETE' });
}
