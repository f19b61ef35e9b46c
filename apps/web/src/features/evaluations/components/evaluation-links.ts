import type { EvaluationSummary } from '@clinica/contracts/evaluations';

/** Where an evaluation is opened: a subjective one by its id, the objective one by its appointment. */
export function evaluationPath(e: Pick<EvaluationSummary, 'id' | 'type' | 'appointment_id'>): string {
  return e.type === 'objective'
    ? `/appointments/${e.appointment_id}/objective_evaluation`
    : `/appointments/${e.appointment_id}/evaluations/${e.id}`;
}
