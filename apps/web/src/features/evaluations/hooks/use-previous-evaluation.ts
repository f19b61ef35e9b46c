import { useQuery } from '@tanstack/react-query';
import type { EvaluationSummary, EvaluationType } from '@clinica/contracts/evaluations';
import { evaluationsKeys } from '../api/keys';
import { listEvaluations } from '../api/list-evaluations';

/**
 * The newest few of the patient's evaluations of this type: the previous one is among them unless this
 * session is far back in a long history. Kept small because the server writes every summary a colleague
 * reads into the patient's access log (decision 026).
 */
const PAGE_SIZE = 10;

/**
 * The patient's previous evaluation of this type: the newest one from another appointment whose session
 * was not after this one (the list comes newest session first). Null while unknown or when there is none.
 */
export function usePreviousEvaluation({
  patientId,
  type,
  appointmentId,
  before,
}: {
  patientId: string | undefined;
  type: EvaluationType;
  appointmentId: string;
  /** This session's start, when known. */
  before: string | undefined;
}): { previous: EvaluationSummary | null; loading: boolean } {
  const query = { patient_id: patientId, type, page: 1, page_size: PAGE_SIZE };
  const list = useQuery({
    queryKey: evaluationsKeys.list(query),
    queryFn: ({ signal }) => listEvaluations(query, signal),
    enabled: Boolean(patientId),
  });
  const limit = before ? Date.parse(before) : Infinity;
  const previous =
    list.data?.items.find(
      (e) => e.appointment_id !== appointmentId && Date.parse(e.appointment_starts_at) <= limit,
    ) ?? null;
  return { previous, loading: Boolean(patientId) && list.isPending };
}
