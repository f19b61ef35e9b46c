import type { Refund, RefundInput } from '@clinica/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/payments/refunds — money given back from the patient's credit (final). */
export const createRefund = (body: RefundInput) =>
  apiRequest<Refund>('/api/v1/payments/refunds', { method: 'POST', json: body });
