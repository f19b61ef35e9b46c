import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { wallTime } from '@clinica/contracts/clinics';
import { scheduleMessages } from '@clinica/contracts/schedules';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validation-messages';
import { normaliseTime } from '../time-input';

// The contracts' interval rule (clinic and professional hours alike), after writing what was typed as HH:MM.
const schema = z
  .object({ start_time: z.string(), end_time: z.string() })
  .transform((v) => ({ start_time: normaliseTime(v.start_time), end_time: normaliseTime(v.end_time) }))
  .pipe(
    z.object({ start_time: wallTime, end_time: wallTime }).refine((v) => v.start_time < v.end_time, {
      error: scheduleMessages.endBeforeStart,
      path: ['end_time'],
    }),
  );
type Input = z.input<typeof schema>;
export type IntervalValues = z.output<typeof schema>;

export interface IntervalDialogProps {
  title: string;
  /** Saves the interval (POST); a 400 names its field, a 409 (overlap) goes under the start. */
  save: (values: IntervalValues) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onClose: () => void;
  /** A check before saving (e.g. overlaps the client already knows): the message goes under the start. */
  check?: (values: IntervalValues) => string | null;
  /** Information above the fields (e.g. the clinic's opening hours that day). */
  info?: ReactNode;
  /** A warning for values that are allowed but unusual (e.g. outside opening hours). */
  warn?: (values: IntervalValues) => string | null;
}

/** Adds one interval (24 h, typed) to a weekday: clinic opening hours and professionals' working hours. */
export function IntervalDialog({ title, save, onSaved, onClose, check, info, warn }: IntervalDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState, watch } = useForm<Input, unknown, IntervalValues>({
    resolver: zodResolver(schema),
    defaultValues: { start_time: '', end_time: '' },
  });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        // A 409 without fields (the clinic route's overlap) becomes a notice; the form keeps what was typed.
        const target = field === 'end_time' ? 'end_time' : field === 'start_time' ? 'start_time' : null;
        if (!target) return false;
        setError(target, { message });
        return true;
      }),
  });
  const errors = formState.errors;
  const typed = watch();
  const start = normaliseTime(typed.start_time);
  const end = normaliseTime(typed.end_time);
  const warning =
    warn && wallTime.safeParse(start).success && wallTime.safeParse(end).success && start < end
      ? warn({ start_time: start, end_time: end })
      : null;
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
      title={title}
      dirty={formState.isDirty}
      pending={mutation.isPending}
      submitLabel={t('configurations.clinics.addInterval')}
      onSubmit={handleSubmit((values) => {
        const problem = check?.(values);
        if (problem) setError('start_time', { message: problem }, { shouldFocus: true });
        else mutation.mutate(values);
      })}
      onClose={onClose}
      maxWidth="xs"
    >
      {info ? <div style={{ marginBottom: 8 }}>{info}</div> : null}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={6}>{time('start_time')}</Grid>
        <Grid size={6}>{time('end_time')}</Grid>
      </Grid>
      {warning ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
