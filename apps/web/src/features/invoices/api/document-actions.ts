import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { apiRequest } from '../../../lib/api-client';

const base = '/api/v1/invoicing-documents';

/**
 * POST /api/v1/invoicing-documents/{id}/issue — numbers, signs and returns the document; an FR/FS says
 * how it was paid (`payments`, adding up to its total).
 */
export function issueDocument(
  id: string,
  invoiceDate?: string,
  payments?: { method: string; amount_cents: number }[],
): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${base}/${id}/issue`, {
    method: 'POST',
    json: {
      ...(invoiceDate ? { invoice_date: invoiceDate } : {}),
      ...(payments ? { payments } : {}),
    },
  });
}

/** POST /api/v1/invoicing-documents/{id}/cancel — status A, with the reason. */
export function cancelDocument(id: string, reason: string): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${base}/${id}/cancel`, { method: 'POST', json: { reason } });
}

/** POST /api/v1/invoicing-documents/{id}/generate-pdf — the PDF's bytes (409 for a draft). */
export function generatePdf(id: string): Promise<Blob> {
  return apiRequest<Blob>(`${base}/${id}/generate-pdf`, { method: 'POST', responseType: 'blob' });
}

/** POST /api/v1/invoicing-documents/send-by-email — to `email`, or the patient's when left out. */
export function sendByEmail(documentId: string, email: string | null): Promise<{ sent_to: string }> {
  return apiRequest<{ sent_to: string }>(`${base}/send-by-email`, {
    method: 'POST',
    json: email ? { document_id: documentId, email } : { document_id: documentId },
  });
}
