import { vi } from 'vitest';
import { instrumentDefinitions } from '@clinica/contracts/instrument-definitions';
import type { Instrument, Trend } from '@clinica/contracts/instruments';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';

export { notFound, page, renderRoutes, renderWithQueries, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);

export const ids = {
  patient: '1d3c7a52-5b1e-4c59-9d4a-000000000b01',
  appointment: '1d3c7a52-5b1e-4c59-9d4a-000000000a01',
};

/** The catalogue as the API gives it: the contract's six definitions with row ids. */
export const catalogue: Instrument[] = instrumentDefinitions.map((definition, index) => ({
  ...definition,
  id: `3d3c7a52-5b1e-4c59-9d4a-${String(index + 1).padStart(12, '0')}`,
}));
export const instrument = (code: string): Instrument => catalogue.find((i) => i.code === code)!;

/** A trend of `code` with these scores and statuses, a week apart from 01/10/2026. */
export function trend(code: string, points: [number, Trend['latest_status']][]): Trend {
  const { abbreviation, name, range, higher_is_better, unit, mcid } = instrument(code);
  return {
    instrument: { code, abbreviation, name, range, higher_is_better, unit, mcid },
    points: points.map(([score, status], index) => ({
      response_id: `4d3c7a52-5b1e-4c59-9d4a-${code.length}${String(index + 1).padStart(11, '0')}`,
      recorded_at: new Date(Date.UTC(2026, 9, 1 + 7 * index, 10)).toISOString(),
      score,
      status,
    })),
    latest_status: points[points.length - 1]![1],
  };
}

/** Makes MUI's useMediaQuery see a phone (max-width queries match) or a wide screen. */
export function screenWidth(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone ? query.includes('max-width') : query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
