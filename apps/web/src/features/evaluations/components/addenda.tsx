import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addendumInput,
  EVALUATION_NOTES_MAX,
  type AddendumInput,
  type Evaluation,
} from '@clinica/contracts/evaluations';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { addAddendum } from '../api/add-addendum';
import { evaluationsKeys } from '../api/keys';
import { showEvaluationError, translateEvaluationMessage } from '../evaluation-messages';
import { CountedText } from '../../../components/counted-text';

/**
 * A signed evaluation's addenda, oldest first, each with its author and date; the author adds more
 * (a signed evaluation is never changed, only completed).
 */
export function Addenda({ evaluation, canAdd }: { evaluation: Evaluation; canAdd: boolean }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('evaluations.addenda.title')}
      </Typography>
      {evaluation.addenda.length === 0 ? (
        <Typography color="text.secondary">{t('evaluations.addenda.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {evaluation.addenda.map((a) => (
            <Paper component="li" variant="outlined" key={a.id} sx={{ p: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {t('evaluations.addenda.by', {
                  name: a.author.name,
                  date: formatDate(a.created_at, timeZone),
                  time: formatTime(a.created_at, timeZone),
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.text}</Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {canAdd ? <AddendumForm evaluationId={evaluation.id} /> : null}
    </Box>
  );
}

function AddendumForm({ evaluationId }: { evaluationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AddendumInput, unknown, AddendumInput>({
    resolver: zodResolver(addendumInput),
    defaultValues: { text: '' },
  });
  const add = useMutation({
    mutationFn: (body: AddendumInput) => addAddendum(evaluationId, body),
    onSuccess: async (saved) => {
      form.reset({ text: '' });
      queryClient.setQueryData(evaluationsKeys.detail(saved.id), saved);
      notify(t('evaluations.addenda.added'), 'success');
      await queryClient.invalidateQueries({ queryKey: evaluationsKeys.lists });
    },
    onError: (error) =>
      showEvaluationError(error, t, (field, message) => {
        if (field !== 'text') return false;
        form.setError('text', { message }, { shouldFocus: true });
        return true;
      }),
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((body) => add.mutate(body))} sx={{ mt: 2 }}>
      <UnsavedChangesGuard when={form.formState.isDirty && !add.isPending} />
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <CountedText
            label={t('evaluations.addenda.text')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={EVALUATION_NOTES_MAX}
            disabled={add.isPending}
            error={translateEvaluationMessage(t, fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={add.isPending}>
        {t('evaluations.addenda.add')}
      </Button>
    </Box>
  );
}
