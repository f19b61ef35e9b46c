import type { Instrument } from '@clinica/contracts/instruments';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/instruments — the latest version of each outcome measure, in the catalogue's order. */
export async function listInstruments(signal?: AbortSignal): Promise<Instrument[]> {
  const list = await apiRequest<{ items: Instrument[] }>('/api/v1/instruments', { signal });
  return list.items;
}

/** GET /api/v1/instruments/{code} — 404 «Instrumento não encontrado». */
export function getInstrument(code: string, signal?: AbortSignal): Promise<Instrument> {
  return apiRequest<Instrument>(`/api/v1/instruments/${encodeURIComponent(code)}`, { signal });
}
