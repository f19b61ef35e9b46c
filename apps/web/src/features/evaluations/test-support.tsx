import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { Evaluation, EvaluationSummary } from '@clinica/contracts/evaluations';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

export { notFound, page, renderRoutes, renderWithQueries, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);
export const element = (path: string, node: ReactNode): RouteObject => ({ path, element: node });

/** Sample records for the feature's tests. */

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
    paid_by_pack: false,
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: null,
    outside_schedule_confirmed_by: null,
    outside_schedule_confirmed_at: null,
    allowed_transitions: [],
    history: [],
    pack: null,
    no_pack_left: false,
    insurer_part: null,
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
