import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useMutation } from '@tanstack/react-query';
import { isValid } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@clinica/contracts/clinics';
import { exceptionReasons, type ExceptionReason, type ScheduleException } from '@clinica/contracts/schedules';
import { FormDialog } from '../../../components/form-dialog';
import { PickersProvider } from '../../../components/pickers-provider';
import { showSaveError } from '../../../lib/form-errors';
import {
  createScheduleException,
  updateScheduleException,
  type ScheduleExceptionBody,
} from '../../../lib/schedules-api';

type Field = 'reason' | 'clinic_id' | 'starts_at' | 'ends_at' | 'notes';
const pickerProps = { ampm: false, format: 'dd/MM/yyyy HH:mm' } as const;

/** Adds or changes an absence (schedule exception) of a professional: range, reason, clinic, note. */
export function ExceptionDialog({
  professionalId,
  exception,
  clinics,
  onSaved,
  onClose,
}: {
  professionalId: string;
  /** null: a new one. */
  exception: ScheduleException | null;
  clinics: Clinic[];
  onSaved: () => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ExceptionReason>(exception?.reason ?? 'holidays');
  const [clinicId, setClinicId] = useState<string>(exception?.clinic_id ?? '');
  const [startsAt, setStartsAt] = useState<Date | null>(exception ? new Date(exception.starts_at) : null);
  const [endsAt, setEndsAt] = useState<Date | null>(exception ? new Date(exception.ends_at) : null);
  const [notes, setNotes] = useState(exception?.notes ?? '');
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);

  const save = useMutation({
    mutationFn: (body: ScheduleExceptionBody) =>
      exception ? updateScheduleException(exception.id, body) : createScheduleException(professionalId, body),
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (!['reason', 'clinic_id', 'starts_at', 'ends_at', 'notes'].includes(field)) return false;
        setErrors((current) => ({ ...current, [field]: message }));
        return true;
      }),
  });

  const rangeErrors = (start: Date | null, end: Date | null) => {
    const found: Partial<Record<Field, string>> = {};
    const required = t('validation.required');
    if (!start) found.starts_at = required;
    else if (!isValid(start)) found.starts_at = t('configurations.schedule.invalidDateTime');
    if (!end) found.ends_at = required;
    else if (!isValid(end)) found.ends_at = t('configurations.schedule.invalidDateTime');
    if (!found.starts_at && !found.ends_at && end! <= start!)
      found.ends_at = t('configurations.schedule.endBeforeStart');
    return found;
  };

  /**
   * A field changed: its message no longer applies. After a first attempt to save, a changed date
   * checks the range again at once (as the react-hook-form forms re-check a changed field), so
   * "Campo Obrigatório" goes as soon as the date is filled.
   */
  const changed = (field: Field, start = startsAt, end = endsAt) => {
    setDirty(true);
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (!attempted || (field !== 'starts_at' && field !== 'ends_at')) return next;
      delete next.starts_at;
      delete next.ends_at;
      return { ...next, ...rangeErrors(start, end) };
    });
  };

  const submit = () => {
    setAttempted(true);
    const found = rangeErrors(startsAt, endsAt);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      reason,
      clinic_id: clinicId || null,
      starts_at: startsAt!.toISOString(),
      ends_at: endsAt!.toISOString(),
      notes: notes.trim() || null,
    });
  };

  return (
    <FormDialog
      open
      title={t(exception ? 'configurations.schedule.editException' : 'configurations.schedule.addException')}
      dirty={dirty}
      pending={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      maxWidth="sm"
    >
      <PickersProvider>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            required
            label={t('configurations.schedule.reason')}
            value={reason}
            onChange={(event) => {
              changed('reason');
              setReason(event.target.value as ExceptionReason);
            }}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
          >
            {exceptionReasons.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`schedule.reasons.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateTimePicker
              {...pickerProps}
              label={t('configurations.schedule.startsAt')}
              value={startsAt}
              onChange={(value) => {
                changed('starts_at', value);
                setStartsAt(value);
              }}
              slotProps={{
                textField: {
                  required: true,
                  fullWidth: true,
                  error: Boolean(errors.starts_at),
                  helperText: errors.starts_at ?? t('configurations.schedule.dateTimeHint'),
                },
              }}
            />
            <DateTimePicker
              {...pickerProps}
              label={t('configurations.schedule.endsAt')}
              value={endsAt}
              onChange={(value) => {
                changed('ends_at', startsAt, value);
                setEndsAt(value);
              }}
              slotProps={{
                textField: {
                  required: true,
                  fullWidth: true,
                  error: Boolean(errors.ends_at),
                  helperText: errors.ends_at ?? t('configurations.schedule.dateTimeHint'),
                },
              }}
            />
          </Stack>
          <TextField
            select
            label={t('configurations.schedule.clinic')}
            value={clinicId}
            onChange={(event) => {
              changed('clinic_id');
              setClinicId(event.target.value);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            error={Boolean(errors.clinic_id)}
            helperText={errors.clinic_id}
          >
            <MenuItem value="">{t('schedule.allClinics')}</MenuItem>
            {clinics.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('configurations.schedule.notes')}
            value={notes}
            onChange={(event) => {
              changed('notes');
              setNotes(event.target.value);
            }}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            error={Boolean(errors.notes)}
            helperText={errors.notes}
          />
        </Stack>
      </PickersProvider>
    </FormDialog>
  );
}
