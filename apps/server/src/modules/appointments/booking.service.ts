import { randomUUID } from 'node:crypto';
import {
  appointmentMessages,
  appointmentStateNames,
  appointmentTransitions,
  attendanceStates,
  MAX_APPOINTMENT_MINUTES,
  type AppointmentDetail,
  type AppointmentState,
  type DoubleBookingDetails,
} from '@clinica/contracts/appointments';
import { patientMessages } from '@clinica/contracts/patients';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { constraintOf, isDeadlock, isExclusionViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { scheduleProblems, type OutsideReason } from '../availability/availability.service.js';
import { seesClinic } from '../clinics/clinics.service.js';
import { patientScopeConditions, reachesPatient } from '../patients/patients.service.js';
import { can } from '../permissions/grants.js';
import * as consumptions from '../packs/consumptions.service.js';
import { appointmentScope, getAppointment, toDetail } from './appointments.service.js';
import * as repo from './appointments.repository.js';
import * as bookingChecks from './booking-checks.repository.js';
import * as historyRepo from './appointment-history.repository.js';
import { localDay } from '../../lib/local-day.js';

/**
 * Booking and moving appointments (decision 010): the records a booking names, its length, the
 * schedule, and the slot — the same rules for a new appointment, an edit, a drag in the calendar and
 * every occurrence of a series.
 */

export const doubleBooking = (
  resource: 'professional' | 'space',
  c?: { id: string; startsAt: Date; endsAt: Date },
) => {
  const message = resource === 'space' ? appointmentMessages.spaceBusy : appointmentMessages.professionalBusy;
  const details: DoubleBookingDetails | undefined = c && {
    conflicting_appointment_id: c.id,
    resource,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
  };
  return new AppError(409, 'double_booking', message, { starts_at: message }, details);
};

export const outsideSchedule = (
  reasons: OutsideReason[],
  holidays: Array<{ date: string; name: string }> = [],
) =>
  new AppError(
    409,
    'outside_schedule',
    appointmentMessages.outsideSchedule,
    undefined,
    holidays.length ? { reasons, holidays } : { reasons },
  );

export interface Slot {
  professionalId: string;
  spaceId: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The appointment being changed (it does not conflict with itself). */
  selfId?: string;
}

/**
 * Two moves that overlap each other on one constraint and are checked at the same moment can each wait
 * for the other's row (PostgreSQL then aborts one with a deadlock). The write runs in a savepoint, so the
 * victim tries again: by then the other has committed (→ exclusion violation, 409) or rolled back.
 */
async function retryDeadlocks<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (e) {
      if (!isDeadlock(e) || attempt >= attempts) throw e;
    }
  }
}

/**
 * 409 `double_booking` for `slot`, naming the appointment in the way (read after the refusal: the
 * constraints only refuse once the other booking has committed, so it is visible). `constraint`, when
 * known, says which resource was taken; else the professional's appointment is named first.
 */
export async function refuseDoubleBooking(
  tx: Tx,
  slot: Slot,
  constraint: string | null = null,
): Promise<never> {
  const others = await bookingChecks.overlapping(tx, {
    professionalId: slot.professionalId,
    spaceId: slot.spaceId,
    slots: [slot],
    exceptIds: slot.selfId ? [slot.selfId] : [],
  });
  const byProfessional = others.find((o) => o.professionalId === slot.professionalId);
  const bySpace = others.find((o) => slot.spaceId !== null && o.spaceId === slot.spaceId);
  if (constraint?.includes('space') || (!constraint && !byProfessional))
    throw doubleBooking('space', bySpace);
  throw doubleBooking('professional', byProfessional);
}

/**
 * Runs a write that the no-double-booking constraints may refuse — by an exclusion violation (an update,
 * in its savepoint), or by answering null (an insert that skipped its row) — and turns a refusal into 409
 * `double_booking` naming the appointment in the way.
 */
export async function guarded<T>(tx: Tx, slot: Slot, write: () => Promise<T | null>): Promise<T> {
  let result: T | null;
  try {
    result = await retryDeadlocks(write);
  } catch (e) {
    if (!isExclusionViolation(e)) throw e;
    return refuseDoubleBooking(tx, slot, constraintOf(e));
  }
  return result ?? refuseDoubleBooking(tx, slot);
}

/** A professional without `appointments:list_all` books only in their own calendar. */
export function ownCalendarOnly(user: AuthUser, professionalId: string): Record<string, string> {
  if (
    user.type === 'professional' &&
    professionalId !== user.id &&
    !can(user.type, user.overrides, 'appointments', 'list_all')
  )
    return { professional_id: appointmentMessages.ownCalendarOnly };
  return {};
}

export type BookingRefs = bookingChecks.BookingRefsRow;

/**
 * A booking gives its professional the patient's record (a professional without `patients:list_all` sees
 * the patients they have an appointment with), so only someone who already sees the patient may book,
 * move or edit an appointment of theirs (decision 003). A patient the caller does not see answers as
 * one that does not exist.
 */
export async function requireSeesPatient(tx: Tx, user: AuthUser, patientId: string): Promise<void> {
  if (!(await reachesPatient(tx, user, patientId))) throw notFound(patientMessages.notFound);
}

/**
 * Reads the records a booking names and answers 400 naming each field that is wrong: missing or
 * inactive, a patient the caller does not see, a product instead of a session, a room of another clinic,
 * a clinic the caller does not see, another professional's calendar for one who may only book their own.
 */
export async function checkBooking(
  tx: Tx,
  user: AuthUser,
  b: {
    patientId?: string;
    professionalId?: string;
    serviceId?: string;
    clinicId: string;
    spaceId?: string | null;
  },
): Promise<BookingRefs> {
  const refs = await bookingChecks.bookingRefs(tx, b, patientScopeConditions(user));
  const fields: Record<string, string> = b.professionalId ? ownCalendarOnly(user, b.professionalId) : {};
  if (b.patientId && !refs.patient) fields.patient_id = appointmentMessages.patientNotFound;
  if (b.professionalId && !refs.professional)
    fields.professional_id = appointmentMessages.professionalNotFound;
  if (b.serviceId && !refs.service) fields.service_id = appointmentMessages.serviceNotFound;
  else if (b.serviceId && refs.service?.kind !== 'session')
    fields.service_id = appointmentMessages.serviceNotBookable;
  if (!refs.clinic || !seesClinic(user, refs.clinic.id))
    fields.clinic_id = appointmentMessages.clinicNotFound;
  if (b.spaceId && !refs.space) fields.space_id = appointmentMessages.spaceNotFound;
  if (Object.keys(fields).length) throw badRequest(fields);
  return refs;
}

export function checkLength(startsAt: Date, endsAt: Date): void {
  const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (minutes <= 0) throw badRequest({ ends_at: appointmentMessages.endBeforeStart });
  if (minutes > MAX_APPOINTMENT_MINUTES) throw badRequest({ ends_at: appointmentMessages.tooLong });
}

/**
 * Writes a booking of `slot` by the rules, in this order: a valid length; a free slot (the exclusion
 * constraints decide, on the write itself); inside the schedule, or `confirm`ed — a taken slot is
 * reported first, so nobody is asked to confirm one that cannot be had anyway, and the refusal then
 * rolls the write back with the request's transaction. `write` is told whether it overrides the schedule.
 */
async function bookSlot<T>(
  tx: Tx,
  slot: Slot & { clinicId: string; timeZone: string },
  confirm: boolean,
  write: (overridesSchedule: boolean) => Promise<T | null>,
): Promise<T> {
  checkLength(slot.startsAt, slot.endsAt);
  const { reasons, holidays } = await scheduleProblems(tx, slot);
  const result = await guarded(tx, slot, () => write(reasons.length > 0 && confirm));
  if (reasons.length && !confirm) throw outsideSchedule(reasons, holidays);
  return result;
}

/** Who confirmed a booking outside the schedule, and when (both null when it was inside). */
const confirmation = (confirmed: boolean, user: AuthUser, now: Date) => ({
  outsideScheduleConfirmedBy: confirmed ? user.id : null,
  outsideScheduleConfirmedAt: confirmed ? now : null,
});

export async function createAppointment(
  tx: Tx,
  user: AuthUser,
  body: {
    patient_id: string;
    professional_id: string;
    service_id: string;
    clinic_id: string;
    space_id: string | null;
    starts_at: string;
    ends_at?: string;
    price_cents?: number;
    notes: string | null;
    confirm_outside_schedule: boolean;
  },
  now: Date,
): Promise<AppointmentDetail> {
  const refs = await checkBooking(tx, user, {
    patientId: body.patient_id,
    professionalId: body.professional_id,
    serviceId: body.service_id,
    clinicId: body.clinic_id,
    spaceId: body.space_id,
  });
  const service = refs.service!;
  const startsAt = new Date(body.starts_at);
  const endsAt = body.ends_at
    ? new Date(body.ends_at)
    : service.durationMinutes
      ? new Date(startsAt.getTime() + service.durationMinutes * 60_000)
      : null;
  if (!endsAt) throw badRequest({ ends_at: REQUIRED_MESSAGE });
  const id = randomUUID();
  const slot = { professionalId: body.professional_id, spaceId: body.space_id, startsAt, endsAt };
  const priceCents = body.price_cents ?? service.priceCents;
  let confirmed = false;
  const inserted = await bookSlot(
    tx,
    { ...slot, clinicId: body.clinic_id, timeZone: refs.clinic!.timeZone },
    body.confirm_outside_schedule,
    async (overrides) => {
      confirmed = overrides;
      const [row] = await repo.insertAppointments(tx, [
        {
          id,
          tenantId: user.tenantId,
          patientId: body.patient_id,
          serviceId: body.service_id,
          clinicId: body.clinic_id,
          ...slot,
          priceCents,
          notes: body.notes,
          createdBy: user.id,
          ...confirmation(overrides, user, now),
        },
      ]);
      return row ?? null;
    },
  );
  const created: historyRepo.HistoryInsert = {
    id: randomUUID(),
    tenantId: user.tenantId,
    appointmentId: id,
    event: 'created',
    toState: 'scheduled',
    toStartsAt: inserted.startsAt,
    toEndsAt: inserted.endsAt,
    actorId: user.id,
    at: now,
  };
  await historyRepo.insertHistory(tx, [created]);
  // The answer is what this transaction read (the records named, checked above) and wrote: nothing is
  // read back (issue 41). Its shape is the detail's, the same function as GET /appointments/{id}.
  const me = `${user.firstName} ${user.surname}`;
  const timeZone = refs.clinic!.timeZone;
  return toDetail(
    {
      id,
      patientId: body.patient_id,
      patientName: refs.patient!.name,
      professionalId: body.professional_id,
      professionalName: refs.professional!.name,
      serviceId: service.id,
      serviceName: service.name,
      serviceColour: service.colour,
      clinicId: body.clinic_id,
      clinicName: refs.clinic!.name,
      spaceId: refs.space?.id ?? null,
      spaceName: refs.space?.name ?? null,
      seriesId: null,
      startsAt: inserted.startsAt,
      endsAt: inserted.endsAt,
      state: 'scheduled',
      priceCents,
      notes: body.notes,
      invoicingStatus: 'not_invoiced',
      outsideScheduleConfirmedAt: confirmed ? now : null,
      paidByPack: false,
      createdAt: inserted.createdAt,
      createdBy: user.id,
      createdByName: me,
      confirmedBy: confirmed ? user.id : null,
      confirmedByName: confirmed ? me : null,
      patientConfirmedAt: null,
      timeZone,
      dayStarted: localDay(inserted.startsAt, timeZone) <= localDay(now, timeZone),
    },
    [
      {
        id: created.id!,
        event: 'created',
        fromState: null,
        toState: 'scheduled',
        fromStartsAt: null,
        fromEndsAt: null,
        toStartsAt: inserted.startsAt,
        toEndsAt: inserted.endsAt,
        reason: null,
        actorId: user.id,
        actorName: me,
        at: now,
      },
    ],
    user,
  );
}

const bookingKeys = [
  'professional_id',
  'service_id',
  'clinic_id',
  'space_id',
  'starts_at',
  'ends_at',
] as const;

/** Changes state (allowed transitions only), reschedules, or edits the fields sent. */
export async function updateAppointment(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: {
    professional_id?: string;
    service_id?: string;
    clinic_id?: string;
    space_id?: string | null;
    starts_at?: string;
    ends_at?: string;
    price_cents?: number;
    notes?: string | null;
    state?: AppointmentState;
    state_reason?: string | null;
    confirm_outside_schedule: boolean;
  },
  now: Date,
): Promise<AppointmentDetail> {
  const current = await repo.getAppointment(tx, appointmentScope(user), id, now);
  if (!current) throw notFound(appointmentMessages.notFound);
  await requireSeesPatient(tx, user, current.patientId);
  const changed = bookingKeys.filter((k) => body[k] !== undefined);
  const newState = body.state !== undefined && body.state !== current.state ? body.state : undefined;

  if (repo.isInvoiced(current) && (changed.length || newState || body.price_cents !== undefined))
    throw conflict(appointmentMessages.invoiced);
  if (newState) {
    if (!appointmentTransitions[current.state].includes(newState)) {
      const message = `Não é possível passar de «${appointmentStateNames[current.state]}» para «${appointmentStateNames[newState]}»`;
      throw conflict(message, { state: message });
    }
    if ((attendanceStates as readonly string[]).includes(newState) && !current.dayStarted)
      throw badRequest({ state: appointmentMessages.attendanceTooEarly });
  }
  if (changed.length && (newState ?? current.state) !== 'scheduled')
    throw badRequest({ [changed[0]!]: appointmentMessages.notScheduled });

  const clinicId = body.clinic_id ?? current.clinicId;
  const professionalId = body.professional_id ?? current.professionalId;
  // A space belongs to a clinic: moving to another clinic without naming a space leaves none.
  const spaceId =
    body.space_id !== undefined ? body.space_id : clinicId !== current.clinicId ? null : current.spaceId;
  let timeZone = current.timeZone;
  let service: BookingRefs['service'] = null;
  if (changed.length) {
    const refs = await checkBooking(tx, user, {
      professionalId: body.professional_id,
      serviceId: body.service_id,
      clinicId,
      spaceId: body.space_id !== undefined || clinicId !== current.clinicId ? spaceId : undefined,
    });
    timeZone = refs.clinic!.timeZone;
    service = refs.service;
  }

  const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt;
  const length = current.endsAt.getTime() - current.startsAt.getTime();
  const endsAt = body.ends_at
    ? new Date(body.ends_at)
    : new Date(startsAt.getTime() + (service?.durationMinutes ? service.durationMinutes * 60_000 : length));

  const moved =
    startsAt.getTime() !== current.startsAt.getTime() || endsAt.getTime() !== current.endsAt.getTime();
  const whereOrWho = professionalId !== current.professionalId || clinicId !== current.clinicId;
  const patch: Partial<repo.AppointmentInsert> = {
    professionalId,
    serviceId: body.service_id,
    clinicId,
    spaceId,
    startsAt,
    endsAt,
    priceCents: body.price_cents ?? service?.priceCents,
    notes: body.notes,
    state: newState,
  };
  const slot = { professionalId, spaceId, startsAt, endsAt, selfId: id };
  // Only a new time, professional or clinic is checked against the schedule (and re-confirmed); a
  // change of state alone may still take a slot back (cancelled → scheduled), so it is guarded too.
  if (moved || whereOrWho)
    await bookSlot(tx, { ...slot, clinicId, timeZone }, body.confirm_outside_schedule, (overrides) =>
      repo.updateAppointment(tx, id, { ...patch, ...confirmation(overrides, user, now) }),
    );
  else await guarded(tx, slot, () => repo.updateAppointment(tx, id, patch));

  const events: historyRepo.HistoryInsert[] = [];
  if (newState)
    events.push({
      tenantId: user.tenantId,
      appointmentId: id,
      event: 'state_changed',
      fromState: current.state,
      toState: newState,
      reason: body.state_reason ?? null,
      actorId: user.id,
      at: now,
    });
  if (moved)
    events.push({
      tenantId: user.tenantId,
      appointmentId: id,
      event: 'rescheduled',
      fromStartsAt: current.startsAt,
      fromEndsAt: current.endsAt,
      toStartsAt: startsAt,
      toEndsAt: endsAt,
      actorId: user.id,
      at: now,
    });
  await historyRepo.insertHistory(tx, events);
  // A pack's session goes with the state, in this transaction (issue 44, decision 040).
  if (newState)
    await consumptions.applyStateChange(
      tx,
      user.tenantId,
      { id, patientId: current.patientId, serviceId: current.serviceId, startsAt, timeZone },
      current.state,
      newState,
    );
  return getAppointment(tx, user, id, now);
}
