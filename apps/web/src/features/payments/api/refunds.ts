import type { Refund, RefundInput, RefundList } from '@clinica/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

const base = '/api/v1/payments/refunds';

/** POST /api/v1/payments/refunds — money given back from the patient's credit (final). */
export const createRefund = (body: RefundInput) => apiRequest<Refund>(base, { method: 'POST', json: body });

/** GET /api/v1/payments/refunds — the refunds of the payments list's filters (method, patient, dates). */
export const listRefunds = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiRequest<RefundList>(base, { query, signal });
