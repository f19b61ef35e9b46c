import {
  appointmentMessages,
  appointmentStateNames,
  appointmentStates,
  appointmentTransitions,
  attendanceStates,
  MAX_APPOINTMENT_MINUTES,
  type Appointment,
  type AppointmentDetail,
  type AppointmentQuery,
  type AppointmentState,
  type DoubleBookingDetails,
} from '@clinica/contracts/appointments';
import type { ListResponse } from '@clinica/contracts/common';
import { patientMessages } from '@clinica/contracts/patients';
import type { TenantTx, Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { constraintOf, isDeadlock, isExclusionViolation } from '../../lib/pg-errors.js';
import type { AnswerVersions, AuthUser } from '../../plugins/context.js';
import { seesClinic } from '../clinics/clinics.service.js';
import { visiblePatient } from '../patients/patients.service.js';
import { audienceOf, can } from '../permissions/grants.js';
import * as repo from './appointments.repository.js';
import type { AnswerCache, CachedAnswer } from '../../lib/answer-cache.js';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

/**
 * Who sees which appointments (decision 010, DOMAIN.md role matrix): a manager all; front desk all of
 * their clinics (every clinic when data is shared); a professional their own, and with
 * `appointments:list_all` also everyone's at their clinics; a patient only their own.
 */
export function appointmentScope(user: AuthUser): repo.AppointmentScope {
  switch (user.type) {
    case 'manager':
      return { clinicIds: null };
    case 'patient':
      return { clinicIds: null, patientId: user.id };
    case 'professional':
      if (!can(user.type, user.overrides, 'appointments', 'list_all'))
        return { clinicIds: null, professionalId: user.id };
      return { clinicIds: user.clinicIds, alsoProfessionalId: user.id };
    case 'front_desk':
      return { clinicIds: user.clinicIds };
  }
}

export const toAppointment = (r: repo.AppointmentRow, user: AuthUser): Appointment => ({
  id: r.id,
  patient_id: r.patientId,
  patient_name: r.patientName,
  professional_id: r.professionalId,
  professional_name: r.professionalName,
  service_id: r.serviceId,
  service_name: r.serviceName,
  service_colour: r.serviceColour,
  clinic_id: r.clinicId,
  clinic_name: r.clinicName,
  space_id: r.spaceId,
  space_name: r.spaceName,
  series_id: r.seriesId,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  state: r.state,
  price_cents: r.priceCents,
  // Staff notes are not the patient's to read.
  notes: user.type === 'patient' ? null : r.notes,
  invoicing_status: r.invoicingStatus,
  outside_schedule: r.outsideScheduleConfirmedAt !== null,
});

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** The states an appointment may move to now: the transitions, minus attendance before its day. */
function allowedTransitions(row: repo.AppointmentDetailRow): AppointmentState[] {
  if (row.invoicingStatus !== 'not_invoiced') return [];
  return appointmentTransitions[row.state].filter(
    (s) => row.dayStarted || !(attendanceStates as readonly string[]).includes(s),
  );
}

async function detail(tx: Tx, user: AuthUser, id: string, now: Date): Promise<AppointmentDetail> {
  const row = await repo.getAppointment(tx, appointmentScope(user), id, now);
  if (!row) throw notFound(appointmentMessages.notFound);
  return toDetail(row, user);
}

function toDetail(
  row: repo.AppointmentDetailRow & { history: repo.HistoryEntry[] },
  user: AuthUser,
): AppointmentDetail {
  return {
    ...toAppointment(row, user),
    created_at: row.createdAt.toISOString(),
    created_by: person(row.createdBy, row.createdByName),
    outside_schedule_confirmed_by: person(row.confirmedBy, row.confirmedByName),
    outside_schedule_confirmed_at: row.outsideScheduleConfirmedAt?.toISOString() ?? null,
    allowed_transitions: allowedTransitions(row),
    history: row.history,
  };
}

export const getAppointment = detail;

// Reading

export async function listAppointments(
  user: AuthUser,
  versions: AnswerVersions,
  q: AppointmentQuery,
  rangeCache: AnswerCache,
  tenantTx: TenantTx,
): Promise<ListResponse<Appointment> | CachedAnswer> {
  const filters = {
    clinicId: q.clinic_id,
    professionalId: q.professional_id,
    patientId: q.patient_id,
    spaceId: q.space_id,
    states: q.state,
  };
  if (q.from && q.to) {
    const from = new Date(q.from).toISOString();
    const to = new Date(q.to).toISOString();
    const hideNotes = user.type === 'patient';
    // The calendar's answer, built by the database (`rangeReadJson`) and kept under the tenant's
    // calendar version, read with the session: an answer built after it is at least that recent.
    const audience = audienceOf(user, 'appointments');
    // Staff see what their clinics and the data sharing allow: the patient-list version moves with both.
    const patients = audience.kind === 'staff' ? versions.patients : null;
    const key = JSON.stringify([
      user.tenantId,
      versions.calendar,
      audience,
      patients,
      filters,
      from,
      to,
      hideNotes,
    ]);
    return rangeCache.answer(key, () =>
      tenantTx(async (tx) => {
        const items = await repo.rangeReadJson(tx, appointmentScope(user), {
          ...filters,
          from: new Date(from),
          to: new Date(to),
          hideNotes,
        });
        return `{"items":${items},"from":"${from}","to":"${to}"}`;
      }),
    );
  }
  return tenantTx(async (tx) => {
    const scope = appointmentScope(user);
    const { rows, total } = await repo.listAppointments(tx, scope, {
      ...filters,
      q: q.q,
      fromDate: q.from_date,
      toDate: q.to_date,
      timeZone: user.tenant.timeZone,
      page: q.page,
      pageSize: q.page_size,
      sort: q.sort,
      // Newest first unless asked otherwise: `order` defaults to asc in every list, so only an explicit
      // sort keeps it.
      order: q.sort ? q.order : 'desc',
    });
    return { items: rows.map((r) => toAppointment(r, user)), total, page: q.page, page_size: q.page_size };
  });
}

/** A patient's appointments (their profile's tab): the patient must be visible to the caller. */
export async function patientHistory(
  tx: Tx,
  user: AuthUser,
  q: {
    patient_id: string;
    state: AppointmentState[] | null;
    page: number;
    page_size: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
) {
  if (user.type === 'patient') {
    if (q.patient_id !== user.id) throw notFound(patientMessages.notFound);
  } else {
    await visiblePatient(tx, user, q.patient_id);
  }
  const scope = appointmentScope(user);
  const filters = { patientId: q.patient_id, states: q.state };
  const { rows, total } = await repo.listAppointments(tx, scope, {
    ...filters,
    timeZone: user.tenant.timeZone,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.sort ? q.order : 'desc',
  });
  const counts = Object.fromEntries(appointmentStates.map((s) => [s, 0])) as Record<AppointmentState, number>;
  for (const c of await repo.countByState(tx, scope, filters)) counts[c.state] = c.n;
  return {
    items: rows.map((r) => toAppointment(r, user)),
    total,
    page: q.page,
    page_size: q.page_size,
    counts,
  };
}

// Booking

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

export const outsideSchedule = (reasons: repo.OutsideReason[]) =>
  new AppError(409, 'outside_schedule', appointmentMessages.outsideSchedule, undefined, { reasons });

export interface Slot {
  professionalId: string;
  spaceId: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The appointment being changed (it does not conflict with itself). */
  selfId?: string;
}

/**
 * Two bookings that overlap each other on one constraint and are checked at the same moment can each wait
 * for the other's row (PostgreSQL then aborts one with a deadlock). The write runs in a savepoint, so the
 * victim tries again: by then the other has committed (→ exclusion violation, 409) or rolled back.
 */
async function retryDeadlocks<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (e) {
      if (!isDeadlock(e) || attempt >= attempts) throw e;
    }
  }
}

/**
 * Runs a write that may violate the no-double-booking constraints; a violation becomes 409
 * `double_booking` naming the appointment in the way (read after the violation: the constraint only
 * fires once the other transaction has committed, so it is visible).
 */
export async function guarded<T>(tx: Tx, slot: Slot, write: () => Promise<T>): Promise<T> {
  try {
    return await retryDeadlocks(write);
  } catch (e) {
    if (!isExclusionViolation(e)) throw e;
    return refuseDoubleBooking(tx, slot, constraintOf(e));
  }
}

/**
 * 409 `double_booking` naming the appointment in the way, read after the refusal (the constraint only
 * refuses once the other transaction has committed, so it is visible); `constraint` when known.
 */
async function refuseDoubleBooking(tx: Tx, slot: Slot, constraint?: string | null): Promise<never> {
  const others = await repo.overlapping(tx, {
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

export type BookingRefs = repo.BookingRefsRow;

type BookingNames = {
  patientId?: string;
  professionalId?: string;
  serviceId?: string;
  clinicId: string;
  spaceId?: string | null;
};

/** Checks the records a booking names (400 naming each field); the clinic must be visible to the caller. */
export async function checkBooking(tx: Tx, user: AuthUser, b: BookingNames): Promise<BookingRefs> {
  return checkRefs(user, b, await repo.bookingRefs(tx, b));
}

/** {@link checkBooking} on records already read. */
function checkRefs(user: AuthUser, b: BookingNames, refs: BookingRefs): BookingRefs {
  const fields = refFields(user, b, refs);
  if (Object.keys(fields).length) throw badRequest(fields);
  return refs;
}

/** What is wrong with the records a booking names, by field (the clinic must be one the caller sees). */
function refFields(user: AuthUser, b: BookingNames, refs: BookingRefs): Record<string, string> {
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
  return fields;
}

export async function scheduleProblems(
  tx: Tx,
  q: { clinicId: string; professionalId: string; timeZone: string; startsAt: Date; endsAt: Date },
): Promise<repo.OutsideReason[]> {
  const [slot] = await repo.slotsInSchedule(tx, {
    ...q,
    slots: [{ startsAt: q.startsAt, endsAt: q.endsAt }],
  });
  return slot!.reasons;
}

const minutes = (ms: number) => ms / 60_000;

function checkLength(startsAt: Date, endsAt: Date): void {
  const m = minutes(endsAt.getTime() - startsAt.getTime());
  if (m <= 0) throw badRequest({ ends_at: appointmentMessages.endBeforeStart });
  if (m > MAX_APPOINTMENT_MINUTES) throw badRequest({ ends_at: appointmentMessages.tooLong });
}

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
  const names = {
    patientId: body.patient_id,
    professionalId: body.professional_id,
    serviceId: body.service_id,
    clinicId: body.clinic_id,
    spaceId: body.space_id,
  };
  const startsAt = new Date(body.starts_at);
  const own = Object.keys(ownCalendarOnly(user, body.professional_id)).length === 0;
  // One statement checks the records, works out the end and the schedule, and books only when all is
  // well; COMMIT goes with it (decisions 018, 019). The same checks then name what was wrong.
  const r = await repo.book(
    tx,
    {
      tenantId: user.tenantId,
      patientId: body.patient_id,
      professionalId: body.professional_id,
      serviceId: body.service_id,
      clinicId: body.clinic_id,
      spaceId: body.space_id,
      startsAt,
      endsAt: body.ends_at ? new Date(body.ends_at) : null,
      priceCents: body.price_cents ?? null,
      notes: body.notes,
      createdBy: user.id,
      confirmOutsideSchedule: body.confirm_outside_schedule,
      mayBook: own,
      clinicIds: user.clinicIds,
    },
    now,
    { commit: true },
  );
  const fields = refFields(user, names, r);
  if (Object.keys(fields).length) throw badRequest(fields);
  if (!r.ends_at) throw badRequest({ ends_at: REQUIRED_MESSAGE });
  const endsAt = new Date(r.ends_at);
  checkLength(startsAt, endsAt);
  if (r.booked) return toDetail(r.booked, user);
  // Nothing was written. A slot that is taken is reported first, so the user is not asked to confirm
  // one that cannot be had anyway; these reads run in a transaction of their own.
  const slot = { professionalId: body.professional_id, spaceId: body.space_id, startsAt, endsAt };
  if (r.reasons.length && !body.confirm_outside_schedule) {
    const taken = await repo.overlapping(tx, { ...slot, slots: [slot] });
    if (!taken.length) throw outsideSchedule(r.reasons);
  }
  return refuseDoubleBooking(tx, slot);
}

const bookingKeys = [
  'professional_id',
  'service_id',
  'clinic_id',
  'space_id',
  'starts_at',
  'ends_at',
] as const;

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
  const changed = bookingKeys.filter((k) => body[k] !== undefined);
  const newState = body.state !== undefined && body.state !== current.state ? body.state : undefined;

  if (
    current.invoicingStatus !== 'not_invoiced' &&
    (changed.length || newState || body.price_cents !== undefined)
  )
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
    timeZone = refs.clinic!.time_zone;
    service = refs.service;
  }

  const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt;
  const length = current.endsAt.getTime() - current.startsAt.getTime();
  const endsAt = body.ends_at
    ? new Date(body.ends_at)
    : service?.duration_minutes
      ? new Date(startsAt.getTime() + service.duration_minutes * 60_000)
      : new Date(startsAt.getTime() + length);
  checkLength(startsAt, endsAt);

  const moved =
    startsAt.getTime() !== current.startsAt.getTime() || endsAt.getTime() !== current.endsAt.getTime();
  const whereOrWho = professionalId !== current.professionalId || clinicId !== current.clinicId;
  const reasons =
    moved || whereOrWho
      ? await scheduleProblems(tx, { clinicId, professionalId, timeZone, startsAt, endsAt })
      : [];
  const confirmed = reasons.length > 0 && body.confirm_outside_schedule;

  const patch: Partial<repo.AppointmentInsert> = {
    professionalId,
    serviceId: body.service_id,
    clinicId,
    spaceId,
    startsAt,
    endsAt,
    priceCents: body.price_cents ?? (body.service_id ? service!.price_cents : undefined),
    notes: body.notes,
    state: newState,
  };
  if (moved || whereOrWho) {
    patch.outsideScheduleConfirmedBy = confirmed ? user.id : null;
    patch.outsideScheduleConfirmedAt = confirmed ? now : null;
  }
  await guarded(tx, { professionalId, spaceId, startsAt, endsAt, selfId: id }, () =>
    repo.updateAppointment(tx, id, patch),
  );
  if (reasons.length && !confirmed) throw outsideSchedule(reasons);

  const events: repo.HistoryInsert[] = [];
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
  await repo.insertHistory(tx, events);
  return detail(tx, user, id, now);
}

/** DESIGN §9: deleted, or deactivated while other records need it; an invoiced one stays. */
export async function removeAppointment(
  tx: Tx,
  user: AuthUser,
  id: string,
  now: Date,
): Promise<'deleted' | 'deactivated'> {
  const current = await repo.getAppointment(tx, appointmentScope(user), id, now);
  if (!current) throw notFound(appointmentMessages.notFound);
  if (current.invoicingStatus !== 'not_invoiced') throw conflict(appointmentMessages.invoiced);
  const result = await repo.removeAppointment(tx, id);
  if (result === 'not_found') throw notFound(appointmentMessages.notFound);
  return result;
}
