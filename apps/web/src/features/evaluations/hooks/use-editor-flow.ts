import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type {
  Evaluation,
  EvaluationType,
  ObjectiveContent,
  SubjectiveContent,
} from '@clinica/contracts/evaluations';
import { useEvaluationEditor } from './use-evaluation-editor';

type ContentOf<T extends EvaluationType> = T extends 'subjective' ? SubjectiveContent : ObjectiveContent;

export interface EditorFlowOptions<T extends EvaluationType, V extends FieldValues> {
  type: T;
  appointmentId: string;
  evaluation: Evaluation | null;
  form: UseFormReturn<V, unknown, ContentOf<T>>;
  /** The form's values for an evaluation the server answered with. */
  valuesOf: (evaluation: Evaluation) => V;
  onDone?: (evaluation: Evaluation, created: boolean) => void;
}

/** What an editor's form does: save the draft, and sign it after the person confirms. */
export interface EditorFlow {
  pending: boolean;
  dirty: boolean;
  /** The form's submit: save as draft. */
  submit: () => void;
  /** Checks the form, then asks to confirm the signature. */
  requestSign: () => void;
  signOpen: boolean;
  signing: boolean;
  confirmSign: () => void;
  cancelSign: () => void;
}

/** Ties a react-hook-form form to the draft → sign flow of useEvaluationEditor. */
export function useEditorFlow<T extends EvaluationType, V extends FieldValues>(
  options: EditorFlowOptions<T, V>,
): EditorFlow {
  const { type, appointmentId, evaluation, form, valuesOf, onDone } = options;
  const [toSign, setToSign] = useState<ContentOf<T> | null>(null);
  const editor = useEvaluationEditor({
    type,
    appointmentId,
    evaluation,
    onSaved: (saved) => form.reset(valuesOf(saved)),
    onDone,
    setFieldError: (path, message) => {
      if (form.getValues(path as Path<V>) === undefined) return false;
      form.setError(path as Path<V>, { message }, { shouldFocus: true });
      return true;
    },
  });
  const dirty = form.formState.isDirty;
  return {
    pending: editor.pending,
    dirty,
    submit: () => void form.handleSubmit((content) => editor.save.mutate(content as never))(),
    requestSign: () => void form.handleSubmit((content) => setToSign(content))(),
    signOpen: toSign !== null,
    signing: editor.sign.isPending,
    confirmSign: () => {
      if (!toSign) return;
      editor.sign.mutate({ content: toSign as never, dirty }, { onSettled: () => setToSign(null) });
    },
    cancelSign: () => setToSign(null),
  };
}
