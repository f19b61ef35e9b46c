import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { differenceInMinutes } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentDetail, AppointmentUpdate } from '@clinica/contracts/appointments';
import type { AppointmentSeriesInput, SeriesPreview } from '@clinica/contracts/appointment-series';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  createAppointment,
  createSeries,
  previewSeries,
  updateAppointment,
  updateSeriesFrom,
} from '../api/appointments';
import { formField, type AppointmentFormField, type CheckedAppointment } from '../appointment-form-schema';
import { bookingProblem, type BookingProblem, type OutsideScheduleReason } from '../booking-errors';
import { appointmentsKeys } from '../keys';
import { hhmm } from '../time';

/** The server's field messages the form shows under its inputs (any other goes to a notice). */
const shownFields = [
  'patient_id',
  'professional_id',
  'service_id',
  'clinic_id',
  'starts_at',
  'ends_at',
  'price_cents',
  'notes',
  'weekdays',
  'count',
  'until_date',
  'start_time',
];

/** What an edit changes: only the fields that differ from the appointment. */
function updateBody(a: Appointment, { one }: CheckedAppointment, confirm: boolean): AppointmentUpdate {
  const body: AppointmentUpdate = { confirm_outside_schedule: confirm };
  if (Date.parse(one.starts_at) !== Date.parse(a.starts_at)) body.starts_at = one.starts_at;
  if (one.ends_at && Date.parse(one.ends_at) !== Date.parse(a.ends_at)) body.ends_at = one.ends_at;
  if (one.professional_id !== a.professional_id) body.professional_id = one.professional_id;
  if (one.service_id !== a.service_id) body.service_id = one.service_id;
  if (one.clinic_id !== a.clinic_id) body.clinic_id = one.clinic_id;
  if ((one.space_id ?? null) !== a.space_id) body.space_id = one.space_id ?? null;
  if (one.price_cents !== undefined && one.price_cents !== a.price_cents) body.price_cents = one.price_cents;
  if ((one.notes ?? null) !== (a.notes ?? null)) body.notes = one.notes ?? null;
  return body;
}

export interface SaveInput {
  appointment: Appointment | null | undefined;
  /** Editing an occurrence: apply to it and the following ones of its series. */
  following: boolean;
  setFieldError: (field: AppointmentFormField, message: string) => void;
  onSaved?: (appointment: AppointmentDetail | null) => void;
  onClose: () => void;
}

/**
 * Saving the form: one appointment, a series, an edit (of one, or of it and the following ones), and a
 * series' preview. A 409 outside working hours asks first (`askOutside`), then sends it again
 * confirmed; a 409 double booking names the appointment in the way (`problem`); the server's field
 * messages go under the inputs.
 */
export function useSaveAppointment({ appointment, following, setFieldError, onSaved, onClose }: SaveInput) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [askOutside, setAskOutside] = useState<{
    reasons: OutsideScheduleReason[];
    holidays: Array<{ name: string }>;
    checked: CheckedAppointment;
  } | null>(null);
  const [preview, setPreview] = useState<SeriesPreview | null>(null);

  const save = useMutation({
    mutationFn: async ({ checked, confirm }: { checked: CheckedAppointment; confirm: boolean }) => {
      if (appointment && following && appointment.series_id) {
        // This and the following: the wall-clock time, duration and template move together.
        const body = updateBody(appointment, checked, confirm);
        await updateSeriesFrom(appointment.series_id, {
          from_appointment_id: appointment.id,
          start_time: hhmm(checked.start),
          duration_minutes: differenceInMinutes(checked.end, checked.start),
          ...(body.professional_id ? { professional_id: body.professional_id } : {}),
          ...(body.service_id ? { service_id: body.service_id } : {}),
          ...(body.space_id !== undefined ? { space_id: body.space_id } : {}),
          ...(body.price_cents !== undefined ? { price_cents: body.price_cents } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          confirm_outside_schedule: confirm,
        });
        return { one: null };
      }
      if (appointment)
        return { one: await updateAppointment(appointment.id, updateBody(appointment, checked, confirm)) };
      if (checked.series)
        return { series: await createSeries({ ...checked.series, confirm_outside_schedule: confirm }) };
      return { one: await createAppointment({ ...checked.one, confirm_outside_schedule: confirm }) };
    },
    onSuccess: async (answer) => {
      setAskOutside(null);
      if (answer.series) {
        notify(
          answer.series.skipped.length
            ? t('appointments.form.seriesCreatedSkipped', {
                count: answer.series.appointments.length,
                skipped: answer.series.skipped.length,
              })
            : t('appointments.form.seriesCreated', { count: answer.series.appointments.length }),
          'success',
        );
      } else {
        notify(t(appointment ? 'appointments.form.saved' : 'appointments.form.created'), 'success');
      }
      await queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });
      onSaved?.(answer.one ?? null);
      onClose();
    },
    onError: (error, { checked }) => {
      const found = bookingProblem(error);
      if (found?.kind === 'outside_schedule') {
        setAskOutside({ reasons: found.reasons, holidays: found.holidays, checked });
        return;
      }
      setAskOutside(null);
      if (found) {
        setProblem(found);
        return;
      }
      showSaveError(error, t, (field, message) => {
        if (!shownFields.includes(field)) return false;
        setFieldError(formField[field]!, message);
        return true;
      });
    },
  });

  const previewing = useMutation({
    mutationFn: (body: AppointmentSeriesInput) => previewSeries(body),
    onSuccess: (answer) => setPreview(answer),
    onError: (error) => showSaveError(error, t),
  });

  return {
    /** Sends the checked form (the first time without confirming outside working hours). */
    submit: (checked: CheckedAppointment) => save.mutate({ checked, confirm: false }),
    pending: save.isPending,
    problem,
    clearProblem: () => setProblem(null),
    askOutside,
    confirmOutside: () => askOutside && save.mutate({ checked: askOutside.checked, confirm: true }),
    cancelOutside: () => setAskOutside(null),
    preview,
    previewPending: previewing.isPending,
    showPreview: (checked: CheckedAppointment) => {
      if (checked.series) previewing.mutate(checked.series);
    },
    clearPreview: () => setPreview(null),
  };
}

export type SaveAppointment = ReturnType<typeof useSaveAppointment>;
