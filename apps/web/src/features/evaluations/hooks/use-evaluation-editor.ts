import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Evaluation,
  EvaluationType,
  ObjectiveContent,
  SubjectiveContent,
} from '@clinica/contracts/evaluations';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { createEvaluation } from '../api/create-evaluation';
import { evaluationsKeys } from '../api/keys';
import { signEvaluation } from '../api/sign-evaluation';
import { updateEvaluation } from '../api/update-evaluation';
import { showEvaluationError, translateEvaluationMessage } from '../evaluation-messages';

type ContentOf<T extends EvaluationType> = T extends 'subjective' ? SubjectiveContent : ObjectiveContent;

export interface EvaluationEditorOptions<T extends EvaluationType> {
  type: T;
  appointmentId: string;
  /** The draft being edited; null until the first save creates it. */
  evaluation: Evaluation | null;
  /** Each answer of the server: the form takes its values (trimmed, normalised) as the new baseline. */
  onSaved: (saved: Evaluation) => void;
  /** A save or a signature is done: `created` when this editor created the evaluation. */
  onDone?: (evaluation: Evaluation, created: boolean) => void;
  /** A server field message onto the form; false when the form has no such field. */
  setFieldError: (path: string, message: string) => boolean;
}

/**
 * Saving a draft (the first save POSTs, later ones PUT the whole content) and signing it (saving first
 * what is not saved yet). Every answer goes into the detail's cache and makes the lists stale.
 */
export function useEvaluationEditor<T extends EvaluationType>(options: EvaluationEditorOptions<T>) {
  const { type, appointmentId, evaluation, onSaved, onDone, setFieldError } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Created here: the page may not know it yet (the objective page finds it through the list).
  const [created, setCreated] = useState<Evaluation | null>(null);
  const current = evaluation ?? created;

  const remember = async (saved: Evaluation) => {
    queryClient.setQueryData(evaluationsKeys.detail(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: evaluationsKeys.lists });
  };

  const persist = async (content: ContentOf<T>): Promise<Evaluation> => {
    const saved = current
      ? await updateEvaluation(current.id, { type, content } as Parameters<typeof updateEvaluation>[1])
      : await createEvaluation({ type, appointment_id: appointmentId, content } as Parameters<
          typeof createEvaluation
        >[0]);
    if (!current) setCreated(saved);
    onSaved(saved);
    await remember(saved);
    return saved;
  };

  const onError = (error: unknown) => {
    if (error instanceof ApiError && !error.handled && error.status === 409) {
      // Signed meanwhile, or an objective evaluation another person started: show what the server says
      // and read again, so the page shows the evaluation as it is now.
      notify(translateEvaluationMessage(t, error.message) ?? t('errors.unexpected'), 'error');
      void queryClient.invalidateQueries({ queryKey: evaluationsKeys.all });
      return;
    }
    showEvaluationError(error, t, setFieldError);
  };

  const save = useMutation({
    mutationFn: async (content: ContentOf<T>) => ({ saved: await persist(content), created: !current }),
    onSuccess: ({ saved, created: isNew }) => {
      notify(t('evaluations.editor.saved'), 'success');
      onDone?.(saved, isNew);
    },
    onError,
  });

  const sign = useMutation({
    mutationFn: async ({ content, dirty }: { content: ContentOf<T>; dirty: boolean }) => {
      const draft = !current || dirty ? await persist(content) : current;
      const signed = await signEvaluation(draft.id);
      onSaved(signed);
      await remember(signed);
      return { signed, created: !current };
    },
    onSuccess: ({ signed, created: isNew }) => {
      notify(t('evaluations.editor.signedNotice'), 'success');
      onDone?.(signed, isNew);
    },
    onError,
  });

  return { current, save, sign, pending: save.isPending || sign.isPending };
}
