import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { clinicScheduleInput, weekdays, type ClinicSchedule, type Weekday } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createSchedule, deleteSchedule } from '../api/clinics';
import { configurationsKeys } from '../keys';
import { normaliseTime } from '../time-input';

// The contract's interval rule, after writing what was typed as HH:MM.
const schema = z
  .object({ clinic_id: z.string(), weekday: z.string(), start_time: z.string(), end_time: z.string() })
  .transform((v) => ({ ...v, start_time: normaliseTime(v.start_time), end_time: normaliseTime(v.end_time) }))
  .pipe(clinicScheduleInput);
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function IntervalDialog({
  clinicId,
  weekday,
  onClose,
}: {
  clinicId: string;
  weekday: Weekday;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { clinic_id: clinicId, weekday, start_time: '', end_time: '' },
  });
  const save = useMutation({
    mutationFn: (values: Output) => createSchedule(values),
    onSuccess: async () => {
      notify(t('configurations.clinics.intervalAdded'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.detail(clinicId) });
      onClose();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (field !== 'start_time' && field !== 'end_time') return false;
        setError(field, { message });
        return true;
      }),
  });
  const errors = formState.errors;
  const time = (name: 'start_time' | 'end_time') => (
    <TextField
      {...register(name)}
      label={t(`configurations.clinics.${name}`)}
      required
      fullWidth
      placeholder="HH:MM"
      autoFocus={name === 'start_time'}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message) ?? t('configurations.clinics.timeHint')}
    />
  );
  return (
    <FormDialog
      open
      title={t('configurations.clinics.addIntervalTo', { day: t(`configurations.weekdays.${weekday}`) })}
      dirty={formState.isDirty}
      pending={save.isPending}
      submitLabel={t('configurations.clinics.addInterval')}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onClose={onClose}
      maxWidth="xs"
    >
      {/* A 409 (overlap) has no field: its message comes as a notice; the form keeps what was typed. */}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={6}>{time('start_time')}</Grid>
        <Grid size={6}>{time('end_time')}</Grid>
      </Grid>
    </FormDialog>
  );
}

/** Opening hours: several intervals per weekday, local wall-clock times, 24 h. */
export function ClinicHours({ clinicId, schedules }: { clinicId: string; schedules: ClinicSchedule[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<Weekday | null>(null);
  const [removing, setRemoving] = useState<ClinicSchedule | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteSchedule(id),
    onSuccess: async () => {
      setRemoving(null);
      notify(t('configurations.clinics.intervalRemoved'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.detail(clinicId) });
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });
  const interval = (s: ClinicSchedule) => `${s.start_time}–${s.end_time}`;
  const dayName = (day: Weekday) => t(`configurations.weekdays.${day}`);

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('configurations.clinics.hours')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('configurations.clinics.hours')}
      >
        {weekdays.map((day) => {
          const intervals = schedules
            .filter((s) => s.weekday === day)
            .sort((a, b) => a.start_time.localeCompare(b.start_time));
          return (
            <Box
              component="li"
              key={day}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr auto' },
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 500 }} id={`hours-${day}`}>
                {dayName(day)}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-labelledby={`hours-${day}`}>
                {intervals.length === 0 ? (
                  <Typography color="text.secondary">{t('configurations.clinics.closed')}</Typography>
                ) : (
                  intervals.map((s) => (
                    <Box
                      key={s.id}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 4,
                        pl: 1.5,
                        bgcolor: 'action.hover',
                      }}
                    >
                      <span>{interval(s)}</span>
                      <IconButton
                        size="small"
                        aria-label={t('configurations.clinics.removeInterval', {
                          interval: interval(s),
                          day: dayName(day),
                        })}
                        onClick={() => setRemoving(s)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  ))
                )}
              </Stack>
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setAdding(day)}
                aria-label={t('configurations.clinics.addIntervalTo', { day: dayName(day) })}
                sx={{ justifySelf: { xs: 'start', sm: 'end' } }}
              >
                {t('configurations.clinics.addInterval')}
              </Button>
            </Box>
          );
        })}
      </Box>
      {adding ? (
        <IntervalDialog clinicId={clinicId} weekday={adding} onClose={() => setAdding(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.clinics.removeIntervalTitle')}
        body={
          removing
            ? t('configurations.clinics.removeInterval', {
                interval: interval(removing),
                day: dayName(removing.weekday),
              })
            : undefined
        }
        confirmLabel={t('editing.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
