import type { Payment } from '@clinica/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/generate-receipt — the receipt's PDF bytes (spec §7). */
export function generateReceipt(paymentId: string): Promise<Blob> {
  return apiRequest<Blob>('/api/v1/generate-receipt', {
    method: 'POST',
    json: { payment_id: paymentId },
    responseType: 'blob',
  });
}

/** POST /api/v1/payments/send-receipt-by-email — to `email`, or the patient's when left out. */
export function sendReceiptByEmail(paymentId: string, email: string | null): Promise<{ sent_to: string }> {
  return apiRequest<{ sent_to: string }>('/api/v1/payments/send-receipt-by-email', {
    method: 'POST',
    json: email ? { payment_id: paymentId, email } : { payment_id: paymentId },
  });
}

/** POST /api/v1/payments/{id}/provider-receipts — issues again at InvoiceXpress the receipts still to issue. */
export function retryProviderReceipts(paymentId: string): Promise<Payment> {
  return apiRequest<Payment>(`/api/v1/payments/${paymentId}/provider-receipts`, { method: 'POST' });
}

/** GET …/provider-receipts/{document_id}/pdf — InvoiceXpress's PDF of the receipt settling that invoice. */
export function providerReceiptPdf(paymentId: string, documentId: string): Promise<Blob> {
  return apiRequest<Blob>(`/api/v1/payments/${paymentId}/provider-receipts/${documentId}/pdf`, {
    responseType: 'blob',
  });
}
