import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { Evaluation, EvaluationSummary } from '@clinica/contracts/evaluations';
import i18n from '../../lib/i18n';
import pt from './messages/pt.json';

/** For the feature's tests only: a server the pages talk to, a router around them, sample records. */

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
export const page = <T,>(items: T[], total = items.length, p = 1, size = 25) => ({
  items,
  total,
  page: p,
  page_size: size,
});

export async function usePortuguese(): Promise<void> {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
}

/** Renders `routes` at `url` with a fresh query cache; the router is returned to read its location. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const element = (path: string, node: ReactNode): RouteObject => ({ path, element: node });

export const ids = {
  appointment: '0d3c7a52-5b1e-4c59-9d4a-000000000a01',
  previousAppointment: '0d3c7a52-5b1e-4c59-9d4a-000000000a00',
  patient: '0d3c7a52-5b1e-4c59-9d4a-000000000b01',
  evaluation: '0d3c7a52-5b1e-4c59-9d4a-000000000e01',
  author: '00000000-0000-4000-8000-000000000001',
};

export function appointmentDetail(overrides: Partial<AppointmentDetail> = {}): AppointmentDetail {
  return {
    id: ids.appointment,
    patient_id: ids.patient,
    patient_name: 'Rita Silva',
    professional_id: ids.author,
    professional_name: 'Ana Sousa',
    service_id: '0d3c7a52-5b1e-4c59-9d4a-000000000c01',
    service_name: 'Fisioterapia',
    service_colour: null,
    clinic_id: '0d3c7a52-5b1e-4c59-9d4a-000000000d01',
    clinic_name: 'Clínica Exemplo',
    space_id: null,
    space_name: null,
    series_id: null,
    starts_at: '2026-11-24T10:00:00.000Z',
    ends_at: '2026-11-24T11:00:00.000Z',
    state: 'present',
    price_cents: 4000,
    notes: null,
    invoicing_status: 'not_invoiced',
    outside_schedule: false,
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: null,
    outside_schedule_confirmed_by: null,
    outside_schedule_confirmed_at: null,
    allowed_transitions: [],
    history: [],
    ...overrides,
  } as AppointmentDetail;
}

const base = {
  appointment_id: ids.appointment,
  appointment_starts_at: '2026-11-24T10:00:00.000Z',
  patient_id: ids.patient,
  patient_name: 'Rita Silva',
  author: { id: ids.author, name: 'Ana Sousa' },
  status: 'draft' as const,
  signed_at: null,
  created_at: '2026-11-24T10:30:00.000Z',
  updated_at: '2026-11-24T10:30:00.000Z',
};

/** What the server answers for a saved evaluation, built from the body it was sent. */
export function savedEvaluation(
  body: { type: 'subjective' | 'objective'; content: unknown },
  overrides: Partial<Evaluation> = {},
): Evaluation {
  return {
    ...base,
    id: ids.evaluation,
    type: body.type,
    content: body.content,
    addenda: [],
    can_edit: true,
    can_add_addendum: false,
    ...overrides,
  } as Evaluation;
}

export function summary(overrides: Partial<EvaluationSummary> = {}): EvaluationSummary {
  return {
    ...base,
    id: ids.evaluation,
    type: 'subjective',
    main_complaint: null,
    red_flags: [],
    pain_now: null,
    pain_best: null,
    pain_worst: null,
    body_chart: [],
    addenda_count: 0,
    ...overrides,
  };
}
