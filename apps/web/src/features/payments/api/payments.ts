import type { Payment, PaymentInput, PaymentList } from '@clinica/contracts/payments';
import { apiRequest, apiUrl } from '../../../lib/api-client';

const base = '/api/v1/payments';

/** The list's filters (contract `paymentListQuery`): method, patient_id, status, from, to. */
export type PaymentsFilters = Record<string, string>;
export type PaymentsQuery = { page: number; page_size: number } & Record<string, string | number>;

/** GET /api/v1/payments — the page and the totals of the filtered set. */
export function listPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<PaymentList> {
  return apiRequest<PaymentList>(base, { query, signal });
}

/** GET /api/v1/payments/export.csv — the filtered set, every page (a download link). */
export const paymentsCsvUrl = (filters: PaymentsFilters) => apiUrl(`${base}/export.csv`, filters);

/** GET /api/v1/payments/{id} */
export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return apiRequest<Payment>(`${base}/${id}`, { signal });
}

/** POST /api/v1/payments — 201 with the payment (and its receipt, advance). */
export function createPayment(body: PaymentInput): Promise<Payment> {
  return apiRequest<Payment>(base, { method: 'POST', json: body });
}

/** PUT /api/v1/payments/{id} — source and notes only (the money never changes: cancel instead). */
export function updatePayment(
  id: string,
  body: { source?: string | null; notes?: string | null },
): Promise<Payment> {
  return apiRequest<Payment>(`${base}/${id}`, { method: 'PUT', json: body });
}

/** POST /api/v1/payments/{id}/cancel — status A, its receipt cancelled with it. */
export function cancelPayment(id: string, reason: string): Promise<Payment> {
  return apiRequest<Payment>(`${base}/${id}/cancel`, { method: 'POST', json: { reason } });
}
