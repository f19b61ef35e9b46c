import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getAppointment } from '../api/get-appointment';
import { getEvaluation } from '../api/get-evaluation';
import { evaluationsKeys } from '../api/keys';
import { listEvaluations } from '../api/list-evaluations';

/** Not found, not allowed or not an id: asking again will not change the answer. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && [400, 403, 404].includes(error.status)) && count < 2;

/** The appointment an evaluation is written at: patient, time, state. */
export function useAppointment(id: string, enabled: boolean) {
  return useQuery({
    queryKey: evaluationsKeys.appointment(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
    enabled,
    retry,
  });
}

export function useEvaluation(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: evaluationsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getEvaluation(id!, signal),
    enabled: enabled && Boolean(id),
    retry,
  });
}

/** The appointment's objective evaluation, if it has one (there is at most one). */
export function useObjectiveOf(appointmentId: string, enabled: boolean) {
  const query = { appointment_id: appointmentId, type: 'objective' as const, page: 1, page_size: 1 };
  return useQuery({
    queryKey: evaluationsKeys.list(query),
    queryFn: ({ signal }) => listEvaluations(query, signal),
    select: (data) => data.items[0] ?? null,
    enabled,
    retry,
  });
}
