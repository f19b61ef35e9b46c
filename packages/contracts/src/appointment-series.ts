import { z } from 'zod';
import {
  appointment,
  appointmentFields,
  appointmentMessages,
  isoDate,
  MAX_APPOINTMENT_MINUTES,
  MAX_SERIES_OCCURRENCES,
  outsideScheduleReasons,
  priceCents,
} from './appointments.js';
import { blankToNull, optionalText } from './common.js';
import { wallTime, weekday } from './week.js';

/**
 * Recurring series (decision 010): a weekly rule, its preview, creating it, and editing or cancelling
 * "this and the following". Beside appointments.ts, which holds the one appointment they each make.
 */

const seriesRuleFields = {
  /** Local wall-clock time of the clinic (kept across DST changes). */
  start_time: wallTime,
  /** Omitted: the service's duration. */
  duration_minutes: z
    .number()
    .int()
    .min(5, { error: 'A duração tem de estar entre 5 e 720 minutos' })
    .max(MAX_APPOINTMENT_MINUTES, { error: 'A duração tem de estar entre 5 e 720 minutos' }),
  /** Every N weeks. */
  interval_weeks: z.number().int().min(1).max(12),
  weekdays: z.array(weekday).min(1).max(7),
  starts_on: isoDate,
  until_date: isoDate,
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_SERIES_OCCURRENCES, { error: appointmentMessages.tooManyOccurrences }),
};

const TWO_YEARS_MS = 731 * 24 * 60 * 60 * 1000;

export const appointmentSeriesInput = z
  .strictObject({
    patient_id: appointmentFields.patient_id,
    professional_id: appointmentFields.professional_id,
    service_id: appointmentFields.service_id,
    clinic_id: appointmentFields.clinic_id,
    space_id: appointmentFields.space_id,
    price_cents: priceCents.optional(),
    notes: appointmentFields.notes,
    ...seriesRuleFields,
    duration_minutes: seriesRuleFields.duration_minutes.optional(),
    interval_weeks: seriesRuleFields.interval_weeks.default(1),
    until_date: seriesRuleFields.until_date.optional(),
    count: seriesRuleFields.count.optional(),
    confirm_outside_schedule: z.boolean().default(false),
    /** Create the free occurrences and skip those that would double-book (listed in the answer). */
    skip_conflicts: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.until_date === undefined) === (v.count === undefined))
      ctx.addIssue({ code: 'custom', message: appointmentMessages.untilOrCount, path: ['until_date'] });
    if (new Set(v.weekdays).size !== v.weekdays.length)
      ctx.addIssue({ code: 'custom', message: appointmentMessages.repeatedWeekday, path: ['weekdays'] });
    if (v.until_date) {
      if (v.until_date < v.starts_on)
        ctx.addIssue({ code: 'custom', message: appointmentMessages.untilBeforeStart, path: ['until_date'] });
      else if (Date.parse(v.until_date) - Date.parse(v.starts_on) > TWO_YEARS_MS)
        ctx.addIssue({ code: 'custom', message: appointmentMessages.untilTooFar, path: ['until_date'] });
    }
  });
export type AppointmentSeriesInput = z.input<typeof appointmentSeriesInput>;

export const occurrenceProblemCodes = [
  'dst_gap',
  'double_booking',
  'space_taken',
  'outside_schedule',
] as const;
export const seriesOccurrence = z.object({
  /** Local calendar date of the occurrence. */
  date: isoDate,
  /** `null` when the wall-clock time does not exist that day (DST gap). */
  starts_at: z.iso.datetime().nullable(),
  ends_at: z.iso.datetime().nullable(),
  problems: z.array(
    z.object({
      code: z.enum(occurrenceProblemCodes),
      message: z.string(),
      /** The appointment in the way (double booking, space taken). */
      appointment_id: z.uuid().nullable(),
      /** `outside_schedule`: why (as in the 409's `details.reasons`). */
      reasons: z.array(z.enum(outsideScheduleReasons)).optional(),
      /** `outside_schedule` on a public holiday: its name (decision 024). */
      holiday: z.string().optional(),
    }),
  ),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrence>;

/** `POST /api/v1/appointment-series/preview`: what creating would do, nothing written. */
export const seriesPreview = z.object({
  time_zone: z.string(),
  occurrences: z.array(seriesOccurrence),
  /** Occurrences with a problem of any kind. */
  with_problems: z.number().int(),
});
export type SeriesPreview = z.infer<typeof seriesPreview>;

export const appointmentSeries = z.object({
  id: z.uuid(),
  patient_id: z.uuid(),
  professional_id: z.uuid(),
  service_id: z.uuid(),
  clinic_id: z.uuid(),
  space_id: z.uuid().nullable(),
  start_time: wallTime,
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  interval_weeks: z.number().int(),
  weekdays: z.array(weekday),
  starts_on: isoDate,
  until_date: isoDate.nullable(),
  count: z.number().int().nullable(),
  price_cents: z.number().int(),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AppointmentSeries = z.infer<typeof appointmentSeries>;

export const appointmentSeriesDetail = appointmentSeries.extend({
  /** Every occurrence, in order (any state). */
  appointments: z.array(appointment),
});

export const seriesCreated = z.object({
  series: appointmentSeries,
  appointments: z.array(appointment),
  /** Occurrences left out because they would double-book (`skip_conflicts`). */
  skipped: z.array(seriesOccurrence),
});

/**
 * "This and the following": every `scheduled` occurrence from `from_appointment_id` on gets the fields
 * sent. From anywhere but the first occurrence the series is split: the changed occurrences move to a
 * new series (returned), the old one ends the day before.
 */
export const appointmentSeriesUpdate = z.strictObject({
  from_appointment_id: z.uuid(),
  start_time: wallTime.optional(),
  duration_minutes: seriesRuleFields.duration_minutes.optional(),
  professional_id: z.uuid().optional(),
  service_id: z.uuid().optional(),
  space_id: blankToNull(z.uuid()).optional(),
  price_cents: priceCents.optional(),
  notes: optionalText(2000).optional(),
  confirm_outside_schedule: z.boolean().default(false),
});
export const seriesUpdated = z.object({
  series: appointmentSeries,
  appointments: z.array(appointment),
});

/** "Cancel this and the following": every `scheduled` occurrence from `from_appointment_id` on. */
export const appointmentSeriesCancel = z.strictObject({
  from_appointment_id: z.uuid(),
  state: z.enum(['canceled', 'canceled_patient']).default('canceled'),
  reason: optionalText(500),
});
export const seriesCanceled = z.object({ canceled: z.array(z.uuid()) });
