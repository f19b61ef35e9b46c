import { useState, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentDetail } from '@clinica/contracts/appointments';
import { FormDialog } from '../../../components/form-dialog';
import { InsuranceSplit } from '../../../components/insurance-split';
import { PickersProvider } from '../../../components/pickers-provider';
import { completeDate, isoDay } from '../../../lib/days';
import { getUser, hasPermission } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import type { AppointmentDraft } from '../appointment-form-schema';
import { useAppointmentForm } from '../hooks/use-appointment-form';
import { useAppointmentFormLookups } from '../hooks/use-appointment-form-lookups';
import { useSaveAppointment } from '../hooks/use-save-appointment';
import { AppointmentPatientField } from './appointment-patient-field';
import { AppointmentRepeatSection } from './appointment-repeat-section';
import { AppointmentWhenFields } from './appointment-when-fields';
import { AppointmentWhoFields } from './appointment-who-fields';
import { DoubleBookingAlert } from './double-booking-alert';
import { OutsideScheduleDialog } from './outside-schedule-dialog';
import { PackHint } from './pack-hint';

export type { AppointmentDraft } from '../appointment-form-schema';

export interface AppointmentFormDialogProps {
  open: boolean;
  /** Editing this appointment; absent → creating from `draft`. */
  appointment?: Appointment | null;
  draft?: AppointmentDraft | null;
  timeZone: string;
  onClose: () => void;
  onSaved?: (appointment: AppointmentDetail | null) => void;
}

/**
 * The one appointment form (create and edit), used by the calendar and the detail page. Creating may
 * repeat weekly (a series, previewed with its conflicts first). A 409 double booking names the
 * appointment in the way; a 409 outside working hours asks, then books anyway if confirmed.
 */
export function AppointmentFormDialog(props: AppointmentFormDialogProps) {
  if (!props.open) return null;
  return (
    <PickersProvider>
      <AppointmentForm {...props} />
    </PickersProvider>
  );
}

function AppointmentForm({
  open,
  appointment,
  draft,
  timeZone,
  onClose,
  onSaved,
}: AppointmentFormDialogProps) {
  const { t } = useTranslation();
  const user = getUser();
  const editing = Boolean(appointment);
  const ownCalendarOnly = user?.type === 'professional' && !hasPermission(user, 'appointments', 'list_all');
  const canEditSeries =
    Boolean(appointment?.series_id) && hasPermission(user, 'appointment_series', 'update');
  const [following, setFollowing] = useState(false);

  const form = useAppointmentForm({
    appointment,
    draft,
    timeZone,
    ownProfessionalId: ownCalendarOnly ? (user?.id ?? '') : '',
  });
  const { control, handleSubmit, setError } = form.form;
  const [clinicId, professionalId, repeat, patient, serviceId, date] = useWatch({
    control,
    name: ['clinic_id', 'professional_id', 'repeat', 'patient', 'service_id', 'date'],
  });
  const lookups = useAppointmentFormLookups({
    user,
    appointment,
    ownCalendarOnly,
    clinicId,
    onClinics: form.defaultClinic,
  });
  const saving = useSaveAppointment({
    appointment,
    following,
    setFieldError: (field, message) => setError(field, { message }),
    onSaved,
    onClose,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    saving.clearProblem();
    void handleSubmit(saving.submit)(event);
  };

  return (
    <>
      <FormDialog
        open={open}
        title={t(editing ? 'appointments.edit' : 'appointments.new')}
        dirty={form.edited}
        pending={saving.pending}
        submitLabel={repeat ? t('appointments.repeat.create') : undefined}
        onSubmit={submit}
        onClose={onClose}
        maxWidth="md"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DoubleBookingAlert
            problem={saving.problem}
            timeZone={timeZone}
            professionalName={lookups.professionalOptions.find((p) => p.id === professionalId)?.name ?? ''}
          />
          <AppointmentPatientField control={control} editing={editing} />
          <AppointmentWhoFields form={form} lookups={lookups} ownCalendarOnly={ownCalendarOnly} />
          <PackHint patientId={patient?.id ?? ''} serviceId={serviceId} />
          <AppointmentWhenFields form={form} />
          <InsuranceSplit
            patientId={patient?.id}
            serviceId={serviceId}
            day={completeDate(date) ? isoDay(date) : null}
          />
          <Controller
            control={control}
            name="notes"
            render={({ field, fieldState }) => (
              <TextField
                label={t('appointments.fields.notes')}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                error={Boolean(fieldState.error)}
                helperText={translateMessage(t, fieldState.error?.message) ?? `${field.value.length}/2000`}
              />
            )}
          />
          {canEditSeries ? (
            <FormControlLabel
              control={<Checkbox checked={following} onChange={(e) => setFollowing(e.target.checked)} />}
              label={t('appointments.repeat.following')}
            />
          ) : null}
          {editing ? null : (
            <AppointmentRepeatSection
              form={form}
              saving={saving}
              onPreview={() => void handleSubmit(saving.showPreview)()}
            />
          )}
        </Stack>
      </FormDialog>
      <OutsideScheduleDialog
        ask={saving.askOutside}
        pending={saving.pending}
        onConfirm={saving.confirmOutside}
        onCancel={saving.cancelOutside}
      />
    </>
  );
}
