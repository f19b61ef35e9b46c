import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import i18n from '../lib/i18n';

/**
 * For the features' component tests only: a fake server behind `fetch`, the Portuguese strings of a
 * feature, and a fresh query cache and data router around what is rendered. Each feature's
 * `test-support.tsx` adds its own sample records.
 */

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

/** A list answer (DESIGN §4) of `items`. */
export const page = <T,>(items: T[], total = items.length, p = 1, size = 25) => ({
  items,
  total,
  page: p,
  page_size: size,
});

/** Switches the app to pt-PT with a feature's strings loaded. */
export async function usePortugueseWith(messages: object): Promise<void> {
  i18n.addResourceBundle('pt', 'translation', messages, true, true);
  await i18n.changeLanguage('pt');
}

function renderRouter(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, rendered };
}

/** Renders `routes` at `url` with a fresh query cache; the router is returned to read its location. */
export const renderRoutes = (routes: RouteObject[], url = '/') => renderRouter(routes, url).router;

/** `node` inside a data router (links need one), at `url` matching `path`, with a fresh query cache. */
export const renderWithQueries = (node: ReactNode, { path = '*', url = '/' } = {}) =>
  renderRouter([{ path, element: node }], url).rendered;
