import type {
  CashClose,
  CashCloseInput,
  CashCloseList,
  CashCloseOptions,
  CashDay,
} from '@clinica/contracts/cash-close';
import { apiRequest, apiUrl } from '../../../lib/api-client';

const base = '/api/v1/cash-closes';

/** GET /api/v1/cash-closes/options — the clinics and users the caller may pick, and today. */
export const getCashCloseOptions = (signal?: AbortSignal) =>
  apiRequest<CashCloseOptions>(`${base}/options`, { signal });

/** GET /api/v1/cash-closes/day — the day's movements and expected amounts, with its close if closed. */
export const getCashDay = (
  query: { clinic_id: string; user_id: string; day: string },
  signal?: AbortSignal,
) => apiRequest<CashDay>(`${base}/day`, { query, signal });

/** GET /api/v1/cash-closes — past closes, the newest first. */
export const listCashCloses = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiRequest<CashCloseList>(base, { query, signal });

/** POST /api/v1/cash-closes — closes the day (final; a second close: 409). */
export const closeCashDay = (body: CashCloseInput) =>
  apiRequest<CashClose>(base, { method: 'POST', json: body });

/** GET /api/v1/cash-closes/{id}/pdf — the printed close (a download link). */
export const cashClosePdfUrl = (id: string) => apiUrl(`${base}/${id}/pdf`, {});
