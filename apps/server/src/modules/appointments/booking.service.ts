import { randomUUID } from 'node:crypto';
import {
  appointmentMessages,
  appointmentStateNames,
  appointmentTransitions,
  attendanceStates,
  type AppointmentDetail,
  type AppointmentState,
} from '@clinica/contracts/appointments';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as consumptions from '../packs/consumptions.service.js';
import { appointmentScope, getAppointment, toDetail } from './appointments.service.js';
import * as repo from './appointments.repository.js';
import * as historyRepo from './appointment-history.repository.js';
import { localDay } from '../../lib/local-day.js';

import { guarded, type BookingRefs, requireSeesPatient, checkBooking, bookSlot } from './booking-rules.js';

/** Creating and changing an appointment, under booking-rules.ts's checks (decision 010). */
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
