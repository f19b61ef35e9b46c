import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Evaluation, SubjectiveContent } from '@clinica/contracts/evaluations';
import { useEditorFlow } from '../hooks/use-editor-flow';
import { subjectiveFormSchema, subjectiveValues, type SubjectiveFormValues } from '../subjective-form';
import { EditorShell } from './editor-shell';
import { SubjectiveFields } from './subjective-fields';

const valuesOf = (evaluation: Evaluation) =>
  subjectiveValues(evaluation.type === 'subjective' ? evaluation.content : null);

/** A subjective evaluation being written: a new one (`evaluation` null) or the author's draft. */
export function SubjectiveEditor({
  appointmentId,
  evaluation,
  onDone,
}: {
  appointmentId: string;
  evaluation: Evaluation | null;
  onDone?: (evaluation: Evaluation, created: boolean) => void;
}) {
  const form = useForm<SubjectiveFormValues, unknown, SubjectiveContent>({
    resolver: zodResolver(subjectiveFormSchema),
    defaultValues: evaluation ? valuesOf(evaluation) : subjectiveValues(null),
  });
  const flow = useEditorFlow({ type: 'subjective', appointmentId, evaluation, form, valuesOf, onDone });
  return (
    <EditorShell flow={flow}>
      <SubjectiveFields form={form} disabled={flow.pending} />
    </EditorShell>
  );
}
