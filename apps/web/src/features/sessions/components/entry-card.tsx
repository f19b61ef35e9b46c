import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { volumeOf, type Performed } from '@clinica/contracts/interventions-performed';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDecimal } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { createPerformed } from '../api/create-performed';
import { deletePerformed } from '../api/delete-performed';
import { updatePerformed } from '../api/update-performed';
import {
  entryForm,
  entryValues,
  NOTES_MAX,
  setsForVolume,
  type EntryOutput,
  type EntryValues,
} from '../entry-form';
import { useSessionCache } from '../hooks/use-session-cache';
import { showSessionError, translateSessionMessage } from '../session-messages';
import { SetRows } from './set-rows';
import { EntryTitle, type EntryIntervention } from './entry-title';

const ProgressDialog = lazy(() => import('./progress-dialog').then((m) => ({ default: m.ProgressDialog })));

export interface EntryCardProps {
  appointmentId: string;
  patientId: string;
  intervention: EntryIntervention;
  /** Null for an entry picked but not saved yet. */
  performed: Performed | null;
  /** A draft's discard (it was never saved). */
  onDiscard?: () => void;
}

/** One intervention of the session, editable: its sets, notes, live volume; save, remove, progress. */
export function EntryCard({ appointmentId, patientId, intervention, performed, onDiscard }: EntryCardProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const cache = useSessionCache(appointmentId);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState(false);
  const form = useForm<EntryValues, unknown, EntryOutput>({
    resolver: zodResolver(entryForm),
    defaultValues: entryValues(performed),
  });
  const sets = useWatch({ control: form.control, name: 'sets' });
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';
  const volume = volumeOf(setsForVolume(sets ?? []));

  const setFieldError = (path: string, message: string) => {
    if (!/^(sets\.\d+\.(repetitions|load_kg|hold_seconds)|notes)$/.test(path)) return false;
    form.setError(path as 'notes', { message });
    return true;
  };
  const save = useMutation({
    mutationFn: (values: EntryOutput) =>
      performed
        ? updatePerformed(performed.id, values)
        : createPerformed({ appointment_id: appointmentId, intervention_id: intervention.id, ...values }),
    onSuccess: (saved) => {
      cache.saved(saved);
      form.reset(entryValues(saved));
      notify(t('sessions.saved'), 'success');
    },
    onError: (error) => showSessionError(error, t, setFieldError),
  });
  const remove = useMutation({
    mutationFn: () => deletePerformed(performed!.id),
    onSuccess: () => {
      setConfirming(false);
      cache.removed(performed!.id);
      notify(t('sessions.removed'), 'success');
    },
    onError: (error) => {
      setConfirming(false);
      showSessionError(error, t);
    },
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <EntryTitle id={`${idPrefix}-title`} intervention={intervention} />
          {performed ? null : <Chip size="small" color="warning" label={t('sessions.unsaved')} />}
        </Stack>
        <SetRows form={form} idPrefix={idPrefix} />
        <TextField
          {...form.register('notes')}
          label={t('sessions.fields.notes')}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(form.formState.errors.notes)}
          helperText={
            translateSessionMessage(t, form.formState.errors.notes?.message) ??
            t('sessions.notesCount', { count: notes.length, max: NOTES_MAX })
          }
          slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        />
        <Typography sx={{ fontWeight: 500 }}>
          {t('sessions.volume', { value: formatDecimal(volume) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > button': { minHeight: 44 } }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('sessions.save')}
          </Button>
          <Button
            color="error"
            aria-label={
              performed
                ? t('sessions.removeNamed', { name: intervention.name })
                : t('sessions.discardNamed', { name: intervention.name })
            }
            onClick={() => (performed ? setConfirming(true) : onDiscard?.())}
          >
            {performed ? t('sessions.remove') : t('sessions.discard')}
          </Button>
          <Button
            startIcon={<ShowChartOutlined />}
            aria-label={t('sessions.progressNamed', { name: intervention.name })}
            onClick={() => setProgress(true)}
          >
            {t('sessions.progress')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.removeTitle', { name: intervention.name })}
        body={t('sessions.removeBody')}
        confirmLabel={t('sessions.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
      {progress ? (
        <Suspense fallback={null}>
          <ProgressDialog
            open
            patientId={patientId}
            intervention={intervention}
            onClose={() => setProgress(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
