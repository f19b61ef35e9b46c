import type {
  InsurerAccount,
  InsurerPaymentInput,
  InsurerPaymentSummary,
  Statement,
  StatementInvoiceInput,
} from '@clinica/contracts/insurer-billing';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { apiRequest } from '../../../lib/api-client';

const base = (insurerId: string) => `/api/v1/insurers/${insurerId}`;

/** GET /api/v1/insurers/{id}/statement?month= — the month's sessions still to bill, and its documents. */
export function getStatement(insurerId: string, month: string, signal?: AbortSignal): Promise<Statement> {
  return apiRequest<Statement>(`${base(insurerId)}/statement`, { query: { month }, signal });
}

/** GET /api/v1/insurers/{id}/statement.csv|pdf?month= — the statement as a file. */
export function downloadStatement(insurerId: string, month: string, format: 'csv' | 'pdf'): Promise<Blob> {
  return apiRequest<Blob>(`${base(insurerId)}/statement.${format}`, {
    query: { month },
    responseType: 'blob',
  });
}

/** POST /api/v1/insurers/{id}/statement/invoice — one FT to the insurer for the sessions listed. */
export function invoiceStatement(insurerId: string, body: StatementInvoiceInput): Promise<InvoicingDocument> {
  return apiRequest<InvoicingDocument>(`${base(insurerId)}/statement/invoice`, {
    method: 'POST',
    json: body,
  });
}

/** GET /api/v1/insurers/{id}/account — its FTs with what each owes, and its payments. */
export function getInsurerAccount(insurerId: string, signal?: AbortSignal): Promise<InsurerAccount> {
  return apiRequest<InsurerAccount>(`${base(insurerId)}/account`, { signal });
}

/** POST /api/v1/insurers/{id}/payments — the insurer pays (allocations per FT, refusals per line). */
export function createInsurerPayment(
  insurerId: string,
  body: InsurerPaymentInput,
): Promise<InsurerPaymentSummary> {
  return apiRequest<InsurerPaymentSummary>(`${base(insurerId)}/payments`, { method: 'POST', json: body });
}

/** POST /api/v1/payments/{id}/cancel — the payment and its receipt cancelled; its FTs owed again. */
export function cancelInsurerPayment(paymentId: string, reason: string): Promise<unknown> {
  return apiRequest(`/api/v1/payments/${paymentId}/cancel`, { method: 'POST', json: { reason } });
}

/** POST /api/v1/generate-receipt — the payment's receipt (RG) PDF. */
export function generateInsurerReceipt(paymentId: string): Promise<Blob> {
  return apiRequest<Blob>('/api/v1/generate-receipt', {
    method: 'POST',
    json: { payment_id: paymentId },
    responseType: 'blob',
  });
}
