import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import { FormDialog } from '../../../components/form-dialog';
import { InterventionPicker } from '../../../components/intervention-picker';
import { notify } from '../../../lib/notify';
import { programmesKeys } from '../api/keys';
import { createProgramme, updateProgramme } from '../api/save-programme';
import {
  pickedItem,
  programmeForm,
  programmeValues,
  PROGRAMME_NOTES_MAX,
  type ItemValues,
  type ProgrammeOutput,
  type ProgrammeValues,
} from '../programme-form';
import { showProgrammeError, translateProgrammeMessage } from '../programme-messages';
import { ProgrammeItemFields } from './programme-item-fields';

const serverField =
  /^(times_per_week|notes|items\.\d+\.(intervention_id|sets|repetitions|hold_seconds|load_kg|notes))$/;

export interface ProgrammeEditorProps {
  patientId: string;
  /** The patient's current programme (saved with PUT), or null (a new one, POST). */
  programme: Programme | null;
  /** Exercises to add to it (a session's), those already in it left out. */
  extra?: ItemValues[];
  onClose: () => void;
}

/**
 * «Criar / Editar programa de exercícios»: times a week, general notes, and the exercises from the
 * library with their dose, in order. Checked with the contract's schema before sending; the server's
 * field messages land on their inputs and nothing typed is lost. Full screen on a phone.
 */
export function ProgrammeEditor({ patientId, programme, extra, onClose }: ProgrammeEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ProgrammeValues, unknown, ProgrammeOutput>({
    resolver: zodResolver(programmeForm),
    defaultValues: programmeValues(programme, extra),
  });
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';
  const errors = form.formState.errors;
  const listError = translateProgrammeMessage(t, errors.items?.root?.message ?? errors.items?.message);

  const save = useMutation({
    mutationFn: (values: ProgrammeOutput) =>
      programme
        ? updateProgramme(programme.id, values)
        : createProgramme({ patient_id: patientId, ...values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(programmesKeys.current(patientId), saved);
      void queryClient.invalidateQueries({ queryKey: programmesKeys.adherence(saved.id) });
      notify(t(programme ? 'programmes.editor.saved' : 'programmes.editor.created'), 'success');
      onClose();
    },
    onError: (error) =>
      showProgrammeError(error, t, (path, message) => {
        if (!serverField.test(path)) return false;
        form.setError(path as 'notes', { message });
        return true;
      }),
  });

  return (
    <FormDialog
      open
      title={t(programme ? 'programmes.editor.editTitle' : 'programmes.editor.createTitle')}
      dirty={form.formState.isDirty || Boolean(extra?.length)}
      pending={save.isPending}
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          {...form.register('times_per_week')}
          label={t('programmes.editor.timesPerWeek')}
          required
          error={Boolean(errors.times_per_week)}
          helperText={translateProgrammeMessage(t, errors.times_per_week?.message)}
          sx={{ maxWidth: 200 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
        />
        <TextField
          {...form.register('notes')}
          label={t('programmes.editor.notes')}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(errors.notes)}
          helperText={
            translateProgrammeMessage(t, errors.notes?.message) ??
            t('programmes.editor.notesCount', { count: notes.length, max: PROGRAMME_NOTES_MAX })
          }
          slotProps={{ htmlInput: { maxLength: PROGRAMME_NOTES_MAX } }}
        />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('programmes.exercises')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fields.length ? t('programmes.editor.doseHint') : t('programmes.editor.empty')}
        </Typography>
        {listError ? <Alert severity="error">{listError}</Alert> : null}
        <Stack spacing={1.5}>
          {fields.map((field, index) => (
            <ProgrammeItemFields
              key={field.id}
              form={form}
              index={index}
              item={items[index] ?? field}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
        <InterventionPicker
          label={t('programmes.editor.add')}
          exclude={new Set(items.map((i) => i.intervention_id))}
          onPick={(intervention) => append(pickedItem(intervention))}
        />
      </Stack>
    </FormDialog>
  );
}
