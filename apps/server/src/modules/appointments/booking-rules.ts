import {
  appointmentMessages,
  MAX_APPOINTMENT_MINUTES,
  type DoubleBookingDetails,
} from '@clinica/contracts/appointments';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { constraintOf, isDeadlock, isExclusionViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { scheduleProblems, type OutsideReason } from '../availability/availability.service.js';
import { seesClinic } from '../clinics/clinics.service.js';
import { patientScopeConditions, reachesPatient } from '../patients/patient-access.service.js';
import { can } from '../permissions/grants.js';
import * as bookingChecks from './booking-checks.repository.js';

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
export async function bookSlot<T>(
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
