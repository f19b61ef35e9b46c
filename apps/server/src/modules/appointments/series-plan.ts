import { appointmentMessages } from '@clinica/contracts/appointments';
import { type SeriesOccurrence, type SeriesPreview } from '@clinica/contracts/appointment-series';
import type { Weekday } from '@clinica/contracts/clinics';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { can } from '../permissions/grants.js';
import {
  localToInstants,
  slotsInSchedule,
  type OutsideReason,
} from '../availability/availability.service.js';
import { checkBooking, outsideSchedule, type BookingRefs } from './booking-rules.js';
import * as bookingChecks from './booking-checks.repository.js';
import { occurrenceDates } from './series-rule.js';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

/**
 * Planning a series (decision 010): every occurrence of a rule with its problems — a wall-clock time the
 * clocks skip that day, a double booking, outside the schedule — for the preview, and for creating or
 * changing it.
 */

const ddmmyyyy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

export const reasonText: Record<OutsideReason, string> = {
  clinic_closed: 'clínica fechada',
  professional_not_working: 'fora do horário do profissional',
  schedule_exception: 'profissional indisponível',
  public_holiday: 'feriado',
};

export interface SeriesBody {
  patient_id: string;
  professional_id: string;
  service_id: string;
  clinic_id: string;
  space_id: string | null;
  price_cents?: number;
  notes: string | null;
  start_time: string;
  duration_minutes?: number;
  interval_weeks: number;
  weekdays: Weekday[];
  starts_on: string;
  until_date?: string;
  count?: number;
  confirm_outside_schedule: boolean;
  skip_conflicts: boolean;
}

export interface Planned {
  occurrence: SeriesOccurrence;
  startsAt: Date | null;
  endsAt: Date | null;
  outside: OutsideReason[];
  /** The public holiday on the occurrence's date, by name. */
  holiday: string | null;
  conflict: boolean;
}

/** Only staff who may create appointments may create them by the series (a manager may revoke either). */
export function mayBook(user: AuthUser): void {
  if (!can(user.type, user.overrides, 'appointments', 'create')) throw forbidden();
}

/**
 * Every occurrence of a rule with its problems: a wall-clock time the clocks skip that day (DST gap),
 * a double booking of the professional or the space, or outside working hours.
 */
export async function plan(
  tx: Tx,
  q: {
    clinicId: string;
    professionalId: string;
    spaceId: string | null;
    timeZone: string;
    durationMinutes: number;
    locals: Array<{ date: string; time: string }>;
    exceptIds?: string[];
  },
): Promise<Planned[]> {
  const instants = await localToInstants(tx, q.timeZone, q.locals);
  const slots = instants.map((x) =>
    x.gap
      ? null
      : { startsAt: x.instant, endsAt: new Date(x.instant.getTime() + q.durationMinutes * 60_000) },
  );
  const real = slots.filter((s): s is { startsAt: Date; endsAt: Date } => s !== null);
  const inSchedule = await slotsInSchedule(tx, { ...q, slots: real });
  const taken = await bookingChecks.overlapping(tx, { ...q, slots: real, exceptIds: q.exceptIds });
  let k = 0;
  return q.locals.map((local, i) => {
    const slot = slots[i];
    const problems: SeriesOccurrence['problems'] = [];
    if (!slot) {
      problems.push({ code: 'dst_gap', message: appointmentMessages.dstGap, appointment_id: null });
      return {
        occurrence: { date: local.date, starts_at: null, ends_at: null, problems },
        startsAt: null,
        endsAt: null,
        outside: [],
        holiday: null,
        conflict: false,
      };
    }
    const { reasons: outside, holiday } = inSchedule[k++]!;
    const overlaps = taken.filter((a) => a.startsAt < slot.endsAt && a.endsAt > slot.startsAt);
    const byProfessional = overlaps.find((a) => a.professionalId === q.professionalId);
    const bySpace = overlaps.find((a) => q.spaceId !== null && a.spaceId === q.spaceId);
    if (byProfessional)
      problems.push({
        code: 'double_booking',
        message: appointmentMessages.professionalBusy,
        appointment_id: byProfessional.id,
      });
    if (bySpace)
      problems.push({
        code: 'space_taken',
        message: appointmentMessages.spaceBusy,
        appointment_id: bySpace.id,
      });
    if (outside.length)
      problems.push({
        code: 'outside_schedule',
        message: `Fora do horário: ${outside
          .map((r) => (r === 'public_holiday' && holiday ? `feriado (${holiday})` : reasonText[r]))
          .join(', ')}`,
        appointment_id: null,
        reasons: outside,
        ...(holiday ? { holiday } : {}),
      });
    return {
      occurrence: {
        date: local.date,
        starts_at: slot.startsAt.toISOString(),
        ends_at: slot.endsAt.toISOString(),
        problems,
      },
      ...slot,
      outside,
      holiday,
      conflict: Boolean(byProfessional || bySpace),
    };
  });
}

export function durationOf(body: { duration_minutes?: number }, service: BookingRefs['service']): number {
  const minutes = body.duration_minutes ?? service?.durationMinutes;
  if (!minutes) throw badRequest({ duration_minutes: REQUIRED_MESSAGE });
  return minutes;
}

export async function planSeries(tx: Tx, user: AuthUser, body: SeriesBody) {
  const refs = await checkBooking(tx, user, {
    patientId: body.patient_id,
    professionalId: body.professional_id,
    serviceId: body.service_id,
    clinicId: body.clinic_id,
    spaceId: body.space_id,
  });
  const durationMinutes = durationOf(body, refs.service);
  const dates = occurrenceDates({
    startsOn: body.starts_on,
    untilDate: body.until_date,
    count: body.count,
    intervalWeeks: body.interval_weeks,
    weekdays: body.weekdays,
  });
  if (dates === 'too_many') throw badRequest({ until_date: appointmentMessages.tooManyOccurrences });
  if (!dates.length) throw badRequest({ starts_on: appointmentMessages.noOccurrences });
  const timeZone = refs.clinic!.timeZone;
  const planned = await plan(tx, {
    clinicId: body.clinic_id,
    professionalId: body.professional_id,
    spaceId: body.space_id,
    timeZone,
    durationMinutes,
    locals: dates.map((date) => ({ date, time: body.start_time })),
  });
  return { refs, durationMinutes, timeZone, planned };
}

export async function previewSeries(tx: Tx, user: AuthUser, body: SeriesBody): Promise<SeriesPreview> {
  mayBook(user);
  const { timeZone, planned } = await planSeries(tx, user, body);
  return {
    time_zone: timeZone,
    occurrences: planned.map((p) => p.occurrence),
    with_problems: planned.filter((p) => p.occurrence.problems.length).length,
  };
}

export const dstGapError = (dates: string[]) => {
  const message = `${appointmentMessages.dstGap}: ${dates.map(ddmmyyyy).join(', ')}`;
  return badRequest({ start_time: message }, message);
};

export const conflictsError = (planned: Planned[]) =>
  new AppError(
    409,
    'double_booking',
    appointmentMessages.seriesConflicts,
    { start_time: appointmentMessages.seriesConflicts },
    {
      occurrences: planned
        .filter((p) => p.conflict)
        .map((p) => ({ date: p.occurrence.date, problems: p.occurrence.problems })),
    },
  );

export function outsideError(planned: Planned[]): AppError {
  const outside = planned.filter((p) => p.outside.length);
  const error = outsideSchedule(
    [...new Set(outside.flatMap((p) => p.outside))],
    outside.flatMap((p) => (p.holiday ? [{ date: p.occurrence.date, name: p.holiday }] : [])),
  );
  return new AppError(error.statusCode, error.code, error.message, undefined, {
    ...error.details,
    dates: outside.map((p) => p.occurrence.date),
  });
}
