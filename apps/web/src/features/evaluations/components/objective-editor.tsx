import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Evaluation, ObjectiveContent } from '@clinica/contracts/evaluations';
import { useEditorFlow } from '../hooks/use-editor-flow';
import { objectiveFormSchema, objectiveValues, type ObjectiveFormValues } from '../objective-form';
import { EditorShell } from './editor-shell';
import { ObjectiveFields } from './objective-fields';

const valuesOf = (evaluation: Evaluation) =>
  objectiveValues(evaluation.type === 'objective' ? evaluation.content : null);

/** The appointment's objective evaluation being written: none yet (`evaluation` null) or the author's draft. */
export function ObjectiveEditor({
  appointmentId,
  evaluation,
  onDone,
}: {
  appointmentId: string;
  evaluation: Evaluation | null;
  onDone?: (evaluation: Evaluation, created: boolean) => void;
}) {
  const form = useForm<ObjectiveFormValues, unknown, ObjectiveContent>({
    resolver: zodResolver(objectiveFormSchema),
    defaultValues: evaluation ? valuesOf(evaluation) : objectiveValues(null),
  });
  const flow = useEditorFlow({ type: 'objective', appointmentId, evaluation, form, valuesOf, onDone });
  return (
    <EditorShell flow={flow}>
      <ObjectiveFields form={form} disabled={flow.pending} />
    </EditorShell>
  );
}
