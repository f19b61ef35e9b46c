import { useQuery } from '@tanstack/react-query';
import type { EvaluationSummary, EvaluationType } from '@clinica/contracts/evaluations';
import { evaluationsKeys } from '../api/keys';
import { listEvaluations } from '../api/list-evaluations';

/**
 * The patient's previous evaluation of this type: the newest from a session that started before this one
 * (`before`, one row — the server logs each summary a colleague reads, decision 026). Null while unknown
 * or when there is none.
 */
export function usePreviousEvaluation({
  patientId,
  type,
  before,
}: {
  patientId: string | undefined;
  type: EvaluationType;
  /** This session's start, when known. */
  before: string | undefined;
}): { previous: EvaluationSummary | null; loading: boolean } {
  const query = { patient_id: patientId, type, before, page: 1, page_size: 1 };
  const enabled = Boolean(patientId && before);
  const list = useQuery({
    queryKey: evaluationsKeys.list(query),
    queryFn: ({ signal }) => listEvaluations(query, signal),
    enabled,
  });
  return { previous: list.data?.items[0] ?? null, loading: enabled && list.isPending };
}
