import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { instrumentDefinitions } from '@clinica/contracts/instrument-definitions';
import type { Instrument, Trend } from '@clinica/contracts/instruments';
import i18n from '../../lib/i18n';
import pt from './messages/pt.json';

/** For the feature's tests only: a fake server, a query cache around the component, sample records. */

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** Replaces fetch: `answer` decides each call's status and JSON; every call is recorded. */
export function serve(answer: (call: Call) => [number, unknown]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const [status, json] = answer(call);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export const notFound: [number, unknown] = [404, { error: { code: 'not_found', message: 'Não encontrado' } }];

export async function usePortuguese(): Promise<void> {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
}

/** `node` inside a data router (links need one), at `url` matching `path`, and a fresh query client. */
export function renderWithQueries(node: ReactNode, { path = '*', url = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element: node }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

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
