import { appointmentMessages, type Appointment } from '@clinica/contracts/appointments';
import { type AppointmentSeries } from '@clinica/contracts/appointment-series';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { slotsInSchedule } from '../availability/availability.service.js';
import { appointmentScope, toAppointment } from './appointments.service.js';
import {
  checkBooking,
  doubleBooking,
  guarded,
  refuseDoubleBooking,
  requireSeesPatient,
} from './booking-rules.js';
import * as repo from './appointments.repository.js';
import * as bookingChecks from './booking-checks.repository.js';
import * as historyRepo from './appointment-history.repository.js';
import * as seriesRepo from './series.repository.js';
import { addDays } from './series-rule.js';
import {
  conflictsError,
  dstGapError,
  mayBook,
  outsideError,
  plan,
  planSeries,
  type Planned,
  type SeriesBody,
} from './series-plan.js';

/**
 * Recurring series (decision 010): every N weeks on chosen weekdays, until a date or a count, at a
 * local wall-clock time of the clinic (kept across DST). Occurrences are ordinary appointments with a
 * `series_id`; one is edited like any appointment, "this and the following" through the series.
 */

const hhmm = (t: string) => t.slice(0, 5);

export const toSeries = (r: seriesRepo.SeriesRow): AppointmentSeries => ({
  id: r.id,
  patient_id: r.patientId,
  professional_id: r.professionalId,
  service_id: r.serviceId,
  clinic_id: r.clinicId,
  space_id: r.spaceId,
  start_time: hhmm(r.startTime),
  duration_minutes: r.durationMinutes,
  time_zone: r.timeZone,
  interval_weeks: r.intervalWeeks,
  weekdays: r.weekdays,
  starts_on: r.startsOn,
  until_date: r.untilDate,
  count: r.count,
  price_cents: r.priceCents,
  notes: r.notes,
  created_at: r.createdAt.toISOString(),
});

export async function createSeries(tx: Tx, user: AuthUser, body: SeriesBody, now: Date) {
  mayBook(user);
  const { refs, durationMinutes, timeZone, planned } = await planSeries(tx, user, body);
  const gaps = planned.filter((p) => !p.startsAt).map((p) => p.occurrence.date);
  if (gaps.length) throw dstGapError(gaps);
  if (!body.skip_conflicts && planned.some((p) => p.conflict)) throw conflictsError(planned);
  const wanted = planned.filter((p) => !p.conflict);
  if (!body.confirm_outside_schedule && wanted.some((p) => p.outside.length)) throw outsideError(wanted);

  const series = await seriesRepo.insertSeries(tx, {
    tenantId: user.tenantId,
    patientId: body.patient_id,
    professionalId: body.professional_id,
    serviceId: body.service_id,
    clinicId: body.clinic_id,
    spaceId: body.space_id,
    startTime: body.start_time,
    durationMinutes,
    timeZone,
    intervalWeeks: body.interval_weeks,
    weekdays: body.weekdays,
    startsOn: body.starts_on,
    untilDate: body.until_date ?? null,
    count: body.count ?? null,
    priceCents: body.price_cents ?? refs.service!.priceCents,
    notes: body.notes,
    createdBy: user.id,
  });
  const skipped = planned.filter((p) => p.conflict).map((p) => p.occurrence);
  const rows = wanted.map((p) => {
    const confirmed = p.outside.length > 0;
    return {
      tenantId: user.tenantId,
      patientId: body.patient_id,
      professionalId: body.professional_id,
      serviceId: body.service_id,
      clinicId: body.clinic_id,
      spaceId: body.space_id,
      seriesId: series.id,
      startsAt: p.startsAt!,
      endsAt: p.endsAt!,
      priceCents: series.priceCents,
      notes: body.notes,
      createdBy: user.id,
      outsideScheduleConfirmedBy: confirmed ? user.id : null,
      outsideScheduleConfirmedAt: confirmed ? now : null,
    };
  });
  // Someone may have booked a slot since the plan was read: the constraints have the last word.
  const inserted = new Map(
    (await repo.insertAppointments(tx, rows)).map((r) => [r.startsAt.getTime(), r.id]),
  );
  const taken = wanted.filter((p) => !inserted.has(p.startsAt!.getTime()));
  const slotOf = (p: Planned) => ({
    professionalId: body.professional_id,
    spaceId: body.space_id,
    startsAt: p.startsAt!,
    endsAt: p.endsAt!,
  });
  if (taken.length && !body.skip_conflicts) return refuseDoubleBooking(tx, slotOf(taken[0]!));
  const others = await bookingChecks.overlapping(tx, {
    professionalId: body.professional_id,
    spaceId: body.space_id,
    slots: taken.map(slotOf),
  });
  for (const p of taken) {
    const inTheWay = (o: (typeof others)[number]) => o.startsAt < p.endsAt! && o.endsAt > p.startsAt!;
    const byProfessional = others.find((o) => inTheWay(o) && o.professionalId === body.professional_id);
    const bySpace = others.find((o) => inTheWay(o) && body.space_id !== null && o.spaceId === body.space_id);
    const conflict = byProfessional
      ? doubleBooking('professional', byProfessional)
      : doubleBooking('space', bySpace);
    skipped.push({
      ...p.occurrence,
      problems: [
        {
          code: byProfessional ? 'double_booking' : 'space_taken',
          message: conflict.message,
          appointment_id: (byProfessional ?? bySpace)?.id ?? null,
        },
      ],
    });
  }
  const history: historyRepo.HistoryInsert[] = wanted
    .filter((p) => inserted.has(p.startsAt!.getTime()))
    .map((p) => ({
      tenantId: user.tenantId,
      appointmentId: inserted.get(p.startsAt!.getTime())!,
      event: 'created' as const,
      toState: 'scheduled' as const,
      toStartsAt: p.startsAt!,
      toEndsAt: p.endsAt!,
      actorId: user.id,
      at: now,
    }));
  await historyRepo.insertHistory(tx, history);
  return {
    series: toSeries(series),
    appointments: await occurrences(tx, user, series.id),
    skipped: skipped.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

async function occurrences(tx: Tx, user: AuthUser, seriesId: string): Promise<Appointment[]> {
  const rows = await seriesRepo.seriesAppointments(tx, appointmentScope(user), seriesId);
  return rows.map((r) => toAppointment(r, user));
}

/** A series the caller may see: by the same rules as its appointments. */
async function visibleSeries(tx: Tx, user: AuthUser, id: string): Promise<seriesRepo.SeriesRow> {
  const row = await seriesRepo.getSeries(tx, id);
  const scope = appointmentScope(user);
  const visible =
    row &&
    (!scope.patientId || row.patientId === scope.patientId) &&
    (!scope.professionalId || row.professionalId === scope.professionalId) &&
    (!scope.clinicIds ||
      scope.clinicIds.includes(row.clinicId) ||
      row.professionalId === scope.alsoProfessionalId);
  if (!visible) throw notFound();
  return row;
}

/** A series the caller may change: visible, and of a patient they see (like each of its appointments). */
async function changeableSeries(tx: Tx, user: AuthUser, id: string): Promise<seriesRepo.SeriesRow> {
  const row = await visibleSeries(tx, user, id);
  await requireSeesPatient(tx, user, row.patientId);
  return row;
}

export async function getSeries(tx: Tx, user: AuthUser, id: string) {
  const row = await visibleSeries(tx, user, id);
  return { ...toSeries(row), appointments: await occurrences(tx, user, id) };
}

/** The occurrence "this and the following" starts from: one of the series' visible appointments. */
async function fromOccurrence(tx: Tx, user: AuthUser, seriesId: string, appointmentId: string, now: Date) {
  const row = await repo.getAppointment(tx, appointmentScope(user), appointmentId, now);
  if (!row || row.seriesId !== seriesId)
    throw badRequest({ from_appointment_id: appointmentMessages.notInSeries });
  return row;
}

export async function updateFollowing(
  tx: Tx,
  user: AuthUser,
  seriesId: string,
  body: {
    from_appointment_id: string;
    start_time?: string;
    duration_minutes?: number;
    professional_id?: string;
    service_id?: string;
    space_id?: string | null;
    price_cents?: number;
    notes?: string | null;
    confirm_outside_schedule: boolean;
  },
  now: Date,
) {
  const series = await changeableSeries(tx, user, seriesId);
  const from = await fromOccurrence(tx, user, seriesId, body.from_appointment_id, now);
  const refs = await checkBooking(tx, user, {
    professionalId: body.professional_id,
    serviceId: body.service_id,
    clinicId: series.clinicId,
    spaceId: body.space_id,
  });
  const professionalId = body.professional_id ?? series.professionalId;
  const spaceId = body.space_id !== undefined ? body.space_id : series.spaceId;
  const durationMinutes =
    body.duration_minutes ??
    (body.service_id ? (refs.service?.durationMinutes ?? null) : null) ??
    series.durationMinutes;
  const startTime = body.start_time ?? hhmm(series.startTime);
  const priceCents = body.price_cents ?? (body.service_id ? refs.service!.priceCents : series.priceCents);

  const following = await seriesRepo.followingScheduled(tx, seriesId, from.startsAt);
  // Each occurrence keeps its local day; a new start time applies on that day in the series' zone
  // (an occurrence moved on its own keeps its time unless a new start time is sent).
  const days = following.length
    ? await slotsInSchedule(tx, {
        clinicId: series.clinicId,
        professionalId,
        timeZone: series.timeZone,
        slots: following.map((o) => ({ startsAt: o.startsAt, endsAt: o.endsAt })),
      })
    : [];
  const locals = following.map((o, i) => ({ date: days[i]!.date, time: body.start_time ?? days[i]!.start }));
  const planned = await plan(tx, {
    clinicId: series.clinicId,
    professionalId,
    spaceId,
    timeZone: series.timeZone,
    durationMinutes,
    locals,
    exceptIds: following.map((o) => o.id),
  });
  const gaps = planned.filter((p) => !p.startsAt).map((p) => p.occurrence.date);
  if (gaps.length) throw dstGapError(gaps);
  if (planned.some((p) => p.conflict)) throw conflictsError(planned);
  if (!body.confirm_outside_schedule && planned.some((p) => p.outside.length)) throw outsideError(planned);

  // From the first occurrence the series itself changes; from a later one it is split in two.
  const template = {
    professionalId,
    serviceId: body.service_id ?? series.serviceId,
    spaceId,
    startTime,
    durationMinutes,
    priceCents,
    notes: body.notes !== undefined ? body.notes : series.notes,
  };
  let target = series;
  const fromDate = days[0]?.date;
  if (fromDate && (await seriesRepo.hasEarlierOccurrence(tx, seriesId, from.startsAt))) {
    const lastDate = days[days.length - 1]!.date;
    target = await seriesRepo.insertSeries(tx, {
      ...series,
      ...template,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      startsOn: fromDate,
      untilDate: series.untilDate ?? lastDate,
      count: null,
      createdBy: user.id,
    });
    await seriesRepo.updateSeries(tx, seriesId, { untilDate: addDays(fromDate, -1), count: null });
    await seriesRepo.moveToSeries(
      tx,
      following.map((o) => o.id),
      target.id,
    );
  } else {
    await seriesRepo.updateSeries(tx, seriesId, template);
    target = (await seriesRepo.getSeries(tx, seriesId))!;
  }

  const history: historyRepo.HistoryInsert[] = [];
  for (const [i, o] of following.entries()) {
    const p = planned[i]!;
    const startsAt = p.startsAt!;
    const endsAt = p.endsAt!;
    const confirmed = p.outside.length > 0;
    await guarded(tx, { professionalId, spaceId, startsAt, endsAt, selfId: o.id }, () =>
      repo.updateAppointment(tx, o.id, {
        professionalId,
        serviceId: template.serviceId,
        spaceId,
        startsAt,
        endsAt,
        priceCents: body.price_cents !== undefined || body.service_id ? priceCents : undefined,
        notes: body.notes,
        outsideScheduleConfirmedBy: confirmed ? user.id : null,
        outsideScheduleConfirmedAt: confirmed ? now : null,
      }),
    );
    if (startsAt.getTime() !== o.startsAt.getTime() || endsAt.getTime() !== o.endsAt.getTime())
      history.push({
        tenantId: user.tenantId,
        appointmentId: o.id,
        event: 'rescheduled',
        fromStartsAt: o.startsAt,
        fromEndsAt: o.endsAt,
        toStartsAt: startsAt,
        toEndsAt: endsAt,
        actorId: user.id,
        at: now,
      });
  }
  await historyRepo.insertHistory(tx, history);
  const changed = new Set(following.map((o) => o.id));
  return {
    series: toSeries(target),
    appointments: (await occurrences(tx, user, target.id)).filter((a) => changed.has(a.id)),
  };
}

export async function cancelFollowing(
  tx: Tx,
  user: AuthUser,
  seriesId: string,
  body: { from_appointment_id: string; state: 'canceled' | 'canceled_patient'; reason: string | null },
  now: Date,
) {
  await changeableSeries(tx, user, seriesId);
  const from = await fromOccurrence(tx, user, seriesId, body.from_appointment_id, now);
  const following = await seriesRepo.followingScheduled(tx, seriesId, from.startsAt);
  await seriesRepo.setState(
    tx,
    following.map((o) => o.id),
    body.state,
  );
  await historyRepo.insertHistory(
    tx,
    following.map((o) => ({
      tenantId: user.tenantId,
      appointmentId: o.id,
      event: 'state_changed' as const,
      fromState: 'scheduled' as const,
      toState: body.state,
      reason: body.reason,
      actorId: user.id,
      at: now,
    })),
  );
  return { canceled: following.map((o) => o.id) };
}
