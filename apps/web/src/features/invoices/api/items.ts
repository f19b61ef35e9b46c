import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import type { ItemsInput, LineUpdate } from '@clinica/contracts/invoicing-drafts';
import { apiRequest } from '../../../lib/api-client';

const items = (id: string) => `/api/v1/invoicing-documents/${id}/items`;

/** POST /api/v1/invoicing-documents/{id}/items — appointments and/or lines added to a draft. */
export function addItems(id: string, body: ItemsInput): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(items(id), { method: 'POST', json: body });
}

/** PUT /api/v1/invoicing-documents/{id}/items/{itemId} */
export function updateItem(id: string, itemId: string, body: LineUpdate): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${items(id)}/${itemId}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/invoicing-documents/{id}/items/{itemId} */
export function removeItem(id: string, itemId: string): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${items(id)}/${itemId}`, { method: 'DELETE' });
}
