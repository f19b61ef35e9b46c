import {
  appointmentMessages,
  appointmentStates,
  appointmentTransitions,
  attendanceStates,
  type Appointment,
  type AppointmentDetail,
  type AppointmentQuery,
  type AppointmentState,
  type CalendarRange,
} from '@clinica/contracts/appointments';
import type { ListResponse } from '@clinica/contracts/common';
import { sessionHeld } from '@clinica/contracts/session-held';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as consumptions from '../packs/consumptions.service.js';
import { visiblePatient } from '../patients/patient-access.service.js';
import { can } from '../permissions/grants.js';
import * as repo from './appointments.repository.js';
import * as historyRepo from './appointment-history.repository.js';

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
  paid_by_pack: r.paidByPack,
});

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** The states an appointment may move to now: the transitions, minus attendance before its day. */
function allowedTransitions(
  row: Pick<repo.AppointmentDetailRow, 'state' | 'invoicingStatus' | 'insurerInvoicingStatus' | 'dayStarted'>,
): AppointmentState[] {
  if (repo.isInvoiced(row)) return [];
  return appointmentTransitions[row.state].filter(
    (s) => row.dayStarted || !(attendanceStates as readonly string[]).includes(s),
  );
}

/** An instant as the API writes it: UTC, whole seconds (appointments never carry milliseconds). */
export const instantText = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function getAppointment(
  tx: Tx,
  user: AuthUser,
  id: string,
  now: Date,
): Promise<AppointmentDetail> {
  const row = await repo.getAppointment(tx, appointmentScope(user), id, now);
  if (!row) throw notFound(appointmentMessages.notFound);
  const packs = await consumptions.appointmentPack(tx, user.tenantId, row);
  return toDetail(row, await historyRepo.historyOf(tx, id), user, packs);
}

/** An appointment's detail from its row and history (read back, or what a booking just wrote). */
export function toDetail(
  row: repo.AppointmentDetailRow,
  history: historyRepo.HistoryRow[],
  user: AuthUser,
  packs: Pick<AppointmentDetail, 'pack' | 'no_pack_left'> = { pack: null, no_pack_left: false },
): AppointmentDetail {
  return {
    ...toAppointment(row, user),
    created_at: row.createdAt.toISOString(),
    created_by: person(row.createdBy, row.createdByName),
    outside_schedule_confirmed_by: person(row.confirmedBy, row.confirmedByName),
    outside_schedule_confirmed_at: row.outsideScheduleConfirmedAt?.toISOString() ?? null,
    confirmed_at: row.patientConfirmedAt?.toISOString() ?? null,
    allowed_transitions: allowedTransitions(row),
    ...packs,
    insurer_part:
      row.insurerId && row.insurerPartCents != null && row.insurerInvoicingStatus
        ? {
            insurer_id: row.insurerId,
            amount_cents: row.insurerPartCents,
            invoicing_status: row.insurerInvoicingStatus,
          }
        : null,
    history: history.map((h) => ({
      id: h.id,
      event: h.event,
      from_state: h.fromState,
      to_state: h.toState,
      from_starts_at: h.fromStartsAt?.toISOString() ?? null,
      from_ends_at: h.fromEndsAt?.toISOString() ?? null,
      to_starts_at: h.toStartsAt?.toISOString() ?? null,
      to_ends_at: h.toEndsAt?.toISOString() ?? null,
      reason: h.reason,
      actor_id: h.actorId,
      actor_name: h.actorName,
      at: h.at.toISOString(),
    })),
  };
}

// Reading

/** The calendar's range read: the appointments, and each record they name once, in maps by id. */
export async function calendarRange(
  tx: Tx,
  user: AuthUser,
  q: AppointmentQuery & { from: string; to: string },
): Promise<CalendarRange> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  const rows = await repo.rangeRows(tx, appointmentScope(user), { ...filtersOf(q), from, to });
  const ids = (pick: (r: (typeof rows)[number]) => string | null) => [
    ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
  ];
  const names = await repo.rangeNames(tx, user.tenantId, {
    patients: ids((r) => r.patientId),
    services: ids((r) => r.serviceId),
    professionals: ids((r) => r.professionalId),
    clinics: ids((r) => r.clinicId),
    spaces: ids((r) => r.spaceId),
  });
  const named = (kind: (typeof names)[number]['kind']) =>
    Object.fromEntries(names.filter((n) => n.kind === kind).map((n) => [n.id, { name: n.name }]));
  return {
    from: instantText(from),
    to: instantText(to),
    items: rows.map((r) => ({
      id: r.id,
      patient_id: r.patientId,
      professional_id: r.professionalId,
      service_id: r.serviceId,
      clinic_id: r.clinicId,
      space_id: r.spaceId,
      starts_at: instantText(r.startsAt),
      ends_at: instantText(r.endsAt),
      state: r.state,
      // Staff notes are not the patient's to read.
      notes: user.type === 'patient' ? null : r.notes,
      confirmed: r.confirmedAt !== null,
    })),
    patients: named('patient'),
    services: Object.fromEntries(
      names.filter((n) => n.kind === 'service').map((n) => [n.id, { name: n.name, colour: n.colour }]),
    ),
    professionals: named('professional'),
    clinics: named('clinic'),
    spaces: named('space'),
  };
}

const filtersOf = (q: AppointmentQuery): repo.AppointmentFilters => ({
  clinicId: q.clinic_id,
  professionalId: q.professional_id,
  patientId: q.patient_id,
  spaceId: q.space_id,
  states: q.state,
});

/** The appointments list: filters, the patient's words, local days, pages; newest first by default. */
export async function listAppointments(
  tx: Tx,
  user: AuthUser,
  q: AppointmentQuery,
): Promise<ListResponse<Appointment>> {
  const { rows, total, totalCapped } = await repo.listAppointments(tx, appointmentScope(user), {
    ...filtersOf(q),
    q: q.q,
    fromDate: q.from_date,
    toDate: q.to_date,
    timeZone: user.tenant.timeZone,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    // `order` defaults to asc in every list, so only an explicit sort keeps it.
    order: q.sort ? q.order : 'desc',
  });
  return {
    items: rows.map((r) => toAppointment(r, user)),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
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
  const { rows, total, totalCapped } = await repo.listAppointments(tx, scope, {
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
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
    counts,
  };
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
  if (repo.isInvoiced(current)) throw conflict(appointmentMessages.invoiced);
  // A removed appointment gives its pack's session back (issue 44).
  await consumptions.release(tx, user.tenantId, id);
  const result = await repo.removeAppointment(tx, id);
  if (result === 'not_found') throw notFound(appointmentMessages.notFound);
  return result;
}

export type AppointmentFacts = NonNullable<Awaited<ReturnType<typeof repo.appointmentFacts>>>;

/** An appointment the caller sees (their calendar's scope), or 404 "Marcação não encontrada". */
export async function visibleAppointmentFacts(tx: Tx, user: AuthUser, id: string): Promise<AppointmentFacts> {
  const row = await repo.appointmentFacts(tx, appointmentScope(user), id);
  if (!row) throw notFound(appointmentMessages.notFound);
  return row;
}

/**
 * Any active appointment of the clinic, whoever's calendar it is on: for records about its patient whose
 * own rule decides who reads them (evaluations follow the patient, not the calendar). Null when unknown.
 */
export const appointmentFactsOf = (tx: Tx, id: string) => repo.appointmentFacts(tx, null, id);

/** Cancelled or a no-show: the session did not take place, so nothing clinical is recorded against it. */
export const sessionNotHeld = (state: AppointmentState): boolean => !sessionHeld(state);
