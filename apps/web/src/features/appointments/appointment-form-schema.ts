import { differenceInMinutes, isValid } from 'date-fns';
import { z } from 'zod';
import { appointmentInput, type Appointment, type AppointmentInput } from '@clinica/contracts/appointments';
import { appointmentSeriesInput, type AppointmentSeriesInput } from '@clinica/contracts/appointment-series';
import { weekday, weekdays, type Weekday } from '@clinica/contracts/week';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import { completeDate, fromWallClock, hhmm, isoDay, toWallClock } from './time';

/** What a picker holds: nothing, a date, or an Invalid Date while a value is half typed. */
const pickerValue = z.custom<Date | null>((v) => v === null || v instanceof Date);

/** What the booking form holds: the pickers' dates, text as typed, the selects' ids ('' for none). */
export const appointmentFormValues = z.object({
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  professional_id: z.string(),
  service_id: z.string(),
  clinic_id: z.string(),
  space_id: z.string(),
  date: pickerValue,
  /** The start and end times (of `date`). */
  starts_at: pickerValue,
  ends_at: pickerValue,
  price: z.string(),
  notes: z.string(),
  /** Creating only: a weekly series. */
  repeat: z.boolean(),
  interval_weeks: z.string(),
  weekdays: z.array(weekday),
  end_mode: z.enum(['count', 'until']),
  count: z.string(),
  until_date: pickerValue,
  skip_conflicts: z.boolean(),
});
export type AppointmentFormValues = z.infer<typeof appointmentFormValues>;
export type AppointmentFormField = keyof AppointmentFormValues;
export type PatientOption = NonNullable<AppointmentFormValues['patient']>;

/** The form checked: the wall-clock start and end, and the bodies the contract accepted. */
export interface CheckedAppointment {
  start: Date;
  end: Date;
  /** One appointment (created, or the edit compared with it). */
  one: AppointmentInput;
  /** The weekly series, when repeating. */
  series: AppointmentSeriesInput | null;
}

/** A contract field → the form field its message goes under (also for the server's `fields`). */
export const formField: Readonly<Record<string, AppointmentFormField>> = {
  patient_id: 'patient',
  professional_id: 'professional_id',
  service_id: 'service_id',
  clinic_id: 'clinic_id',
  space_id: 'space_id',
  starts_at: 'starts_at',
  start_time: 'starts_at',
  ends_at: 'ends_at',
  duration_minutes: 'ends_at',
  price_cents: 'price',
  notes: 'notes',
  starts_on: 'date',
  interval_weeks: 'interval_weeks',
  weekdays: 'weekdays',
  count: 'count',
  until_date: 'until_date',
};

/** A form field's message is moot while one of these (what it is built from) has its own. */
const builtFrom: Partial<Record<AppointmentFormField, readonly AppointmentFormField[]>> = {
  starts_at: ['date', 'starts_at'],
  ends_at: ['date', 'starts_at', 'ends_at'],
};

/** By `Date.getDay()`: Sunday first. */
const jsWeekday: readonly Weekday[] = [weekdays[6], ...weekdays.slice(0, 6)];

/** A price as typed ("35", "35,5", "35.50 €") → cents; null when it is not one. */
export function centsOf(text: string): number | null {
  const normalised = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

export function eurosText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** A day and a time of day → one wall-clock Date (null while either is missing or half typed). */
export function combine(date: Date | null, time: Date | null): Date | null {
  if (!date || !time || !isValid(date) || !isValid(time)) return null;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), time.getHours(), time.getMinutes());
}

/** Where a new appointment starts (a clicked slot, a column's professional or space). */
export interface AppointmentDraft {
  start: Date;
  end?: Date;
  professionalId?: string;
  clinicId?: string;
  spaceId?: string | null;
  /** Booking for this patient (the patient record's "Marcar consulta"). */
  patient?: { id: string; name: string };
}

/** The form's first values: the appointment edited, else the draft (`professionalId`: the user's own calendar). */
export function valuesOf(
  appointment: Appointment | null | undefined,
  draft: AppointmentDraft | null | undefined,
  timeZone: string,
  ownProfessionalId: string,
): AppointmentFormValues {
  const start = appointment ? toWallClock(appointment.starts_at, timeZone) : (draft?.start ?? new Date());
  return {
    patient: appointment
      ? { id: appointment.patient_id, name: appointment.patient_name }
      : (draft?.patient ?? null),
    professional_id: appointment?.professional_id ?? draft?.professionalId ?? ownProfessionalId,
    service_id: appointment?.service_id ?? '',
    clinic_id: appointment?.clinic_id ?? draft?.clinicId ?? '',
    space_id: appointment?.space_id ?? draft?.spaceId ?? '',
    date: start,
    starts_at: start,
    ends_at: appointment ? toWallClock(appointment.ends_at, timeZone) : (draft?.end ?? null),
    price: appointment ? eurosText(appointment.price_cents) : '',
    notes: appointment?.notes ?? '',
    repeat: false,
    interval_weeks: '1',
    weekdays: [jsWeekday[start.getDay()]!],
    end_mode: 'count',
    count: '8',
    until_date: null,
    skip_conflicts: false,
  };
}

/**
 * The form's values → the API's bodies, validated by the contract's own schemas (their pt-PT messages
 * land under the field they name). What the contract cannot see — a half-typed date or time, a price
 * that is not one — is checked first, with the form's own messages; a contract message about a field
 * built from one of those is left out (the first message says what to fix).
 */
export function appointmentFormSchema(timeZone: string) {
  return appointmentFormValues.transform((v, ctx): CheckedAppointment => {
    const reported = new Set<AppointmentFormField>();
    const report = (field: AppointmentFormField, message: string) => {
      if (reported.has(field)) return;
      reported.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const fromContract = (issues: readonly z.core.$ZodIssue[], only?: readonly string[]) => {
      for (const issue of issues) {
        const name = String(issue.path[0] ?? '');
        if (only && !only.includes(name)) continue;
        const field = formField[name];
        if (!field || (builtFrom[field] ?? [field]).some((f) => reported.has(f))) continue;
        report(field, issue.message);
      }
    };

    const { date, starts_at: startTime, ends_at: endTime } = v;
    const start = combine(date, startTime);
    const end = combine(date, endTime);
    if (!date || !completeDate(date))
      report('date', date ? 'appointments.form.invalidDate' : REQUIRED_MESSAGE);
    if (!startTime || !isValid(startTime))
      report('starts_at', startTime ? 'appointments.form.invalidTime' : REQUIRED_MESSAGE);
    if (!endTime || !isValid(endTime))
      report('ends_at', endTime ? 'appointments.form.invalidTime' : REQUIRED_MESSAGE);
    else if (start && end && end <= start) report('ends_at', 'appointments.form.endBeforeStart');
    const cents = v.price.trim() ? centsOf(v.price) : null;
    if (v.price.trim() && cents === null) report('price', 'appointments.form.invalidPrice');
    if (v.repeat) {
      if (v.weekdays.length === 0) report('weekdays', REQUIRED_MESSAGE);
      if (v.end_mode === 'count' && !/^\d{1,3}$/.test(v.count)) report('count', REQUIRED_MESSAGE);
      if (v.end_mode === 'until' && (!v.until_date || !isValid(v.until_date)))
        report('until_date', REQUIRED_MESSAGE);
    }

    // Blank → absent: the contract's error map says "Campo Obrigatório" for a missing value.
    const shared = {
      patient_id: v.patient?.id,
      professional_id: v.professional_id || undefined,
      service_id: v.service_id || undefined,
      clinic_id: v.clinic_id || undefined,
      space_id: v.space_id || null,
      ...(cents !== null ? { price_cents: cents } : {}),
      notes: v.notes.trim() || null,
    };
    const one = {
      ...shared,
      starts_at: start ? fromWallClock(start, timeZone) : undefined,
      ends_at: end ? fromWallClock(end, timeZone) : undefined,
      confirm_outside_schedule: false,
    };
    const oneChecked = appointmentInput.safeParse(one);
    if (!oneChecked.success) fromContract(oneChecked.error.issues);

    const series = v.repeat
      ? {
          ...shared,
          start_time: start ? hhmm(start) : undefined,
          duration_minutes: start && end ? differenceInMinutes(end, start) : undefined,
          interval_weeks: Number(v.interval_weeks),
          weekdays: v.weekdays,
          starts_on: start ? isoDay(start) : undefined,
          ...(v.end_mode === 'count'
            ? { count: Number(v.count) }
            : { until_date: v.until_date && isValid(v.until_date) ? isoDay(v.until_date) : undefined }),
          confirm_outside_schedule: false,
          skip_conflicts: v.skip_conflicts,
        }
      : null;
    if (series) {
      const seriesChecked = appointmentSeriesInput.safeParse(series);
      // The fields it shares with one appointment were checked above.
      if (!seriesChecked.success)
        fromContract(seriesChecked.error.issues, [
          'start_time',
          'duration_minutes',
          'interval_weeks',
          'weekdays',
          'starts_on',
          'count',
          'until_date',
        ]);
    }

    if (reported.size > 0) return z.NEVER;
    return {
      start: start!,
      end: end!,
      one: one as AppointmentInput,
      series: series as AppointmentSeriesInput | null,
    };
  });
}
