import type { Evaluation } from '@clinica/contracts/evaluations';
import { ObjectiveView } from './objective-view';
import { SubjectiveView } from './subjective-view';

/** Either kind of evaluation, to read. */
export function EvaluationReadOnly({ evaluation }: { evaluation: Evaluation }) {
  return evaluation.type === 'subjective' ? (
    <SubjectiveView content={evaluation.content} />
  ) : (
    <ObjectiveView content={evaluation.content} />
  );
}
