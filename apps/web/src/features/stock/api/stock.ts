import type { ListResponse } from '@clinica/contracts/common';
import type { Service } from '@clinica/contracts/catalogue';
import type { LowStockResponse, StockMovement, StockMovementInput } from '@clinica/contracts/stock';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/stock-movements?service_id= — one product's movements, newest first. */
export function listStockMovements(query: Query, signal?: AbortSignal): Promise<ListResponse<StockMovement>> {
  return apiRequest<ListResponse<StockMovement>>('/api/v1/stock-movements', { query, signal });
}

/** GET /api/v1/stock-movements/low-stock — products below their threshold or below zero. */
export function getLowStock(signal?: AbortSignal): Promise<LowStockResponse> {
  return apiRequest<LowStockResponse>('/api/v1/stock-movements/low-stock', { signal });
}

/** POST /api/v1/stock-movements — a purchase, consumption or adjustment. */
export function recordStockMovement(body: StockMovementInput): Promise<StockMovement> {
  return apiRequest<StockMovement>('/api/v1/stock-movements', { method: 'POST', json: body });
}

/** PUT /api/v1/services/{id} with the threshold alone (the threshold is the product's). */
export function updateThreshold(id: string, milli: number | null): Promise<Service> {
  return apiRequest<Service>(`/api/v1/services/${id}`, {
    method: 'PUT',
    json: { low_stock_threshold_milli: milli },
  });
}
