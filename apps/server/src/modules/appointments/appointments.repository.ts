import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppointmentState } from '@clinica/contracts/appointments';
import { queryRows, type Tx } from '../../db/client.js';
import {
  appointmentHistory,
  appointments,
  clinicSpaces,
  clinics,
  serviceConsumptions,
  services,
  users,
} from '../../db/schema.js';
import { cappedCount, escapeLike, one, pageOf, searchWords } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type AppointmentInsert = typeof appointments.$inferInsert;
export type HistoryInsert = typeof appointmentHistory.$inferInsert;

const patient = alias(users, 'patient');
const professional = alias(users, 'professional');

/** The columns every appointment answer carries (names joined in, so the calendar needs no lookups). */
const rowColumns = {
  id: appointments.id,
  patientId: appointments.patientId,
  patientName: sql<string>`"patient"."first_name" || ' ' || "patient"."surname"`,
  professionalId: appointments.professionalId,
  professionalName: sql<string>`"professional"."first_name" || ' ' || "professional"."surname"`,
  serviceId: appointments.serviceId,
  serviceName: services.name,
  serviceColour: services.colour,
  clinicId: appointments.clinicId,
  clinicName: clinics.name,
  spaceId: appointments.spaceId,
  spaceName: clinicSpaces.name,
  seriesId: appointments.seriesId,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  state: appointments.state,
  priceCents: appointments.priceCents,
  notes: appointments.notes,
  invoicingStatus: appointments.invoicingStatus,
  outsideScheduleConfirmedAt: appointments.outsideScheduleConfirmedAt,
  paidByPack: sql<boolean>`exists (select 1 from ${serviceConsumptions} c
    where c.tenant_id = ${appointments.tenantId} and c.appointment_id = ${appointments.id})`,
};
export type AppointmentRow = {
  id: string;
  patientId: string;
  patientName: string;
  professionalId: string;
  professionalName: string;
  serviceId: string;
  serviceName: string;
  serviceColour: string | null;
  clinicId: string;
  clinicName: string;
  spaceId: string | null;
  spaceName: string | null;
  seriesId: string | null;
  startsAt: Date;
  endsAt: Date;
  state: AppointmentState;
  priceCents: number;
  notes: string | null;
  invoicingStatus: 'not_invoiced' | 'draft_invoice' | 'invoiced';
  outsideScheduleConfirmedAt: Date | null;
  paidByPack: boolean;
};

export function selectRows<T extends SelectedFields>(tx: Tx, extra: T) {
  return tx
    .select({ ...rowColumns, ...extra })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .innerJoin(professional, eq(professional.id, appointments.professionalId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .leftJoin(clinicSpaces, eq(clinicSpaces.id, appointments.spaceId));
}

/**
 * Which appointments a caller sees (decision 010): `patientId` a patient's own; `professionalId` only
 * that professional's; `clinicIds` those at these clinics (`null`: every clinic) plus, with
 * `alsoProfessionalId`, the caller's own wherever they are.
 */
export interface AppointmentScope {
  clinicIds: string[] | null;
  patientId?: string;
  professionalId?: string;
  alsoProfessionalId?: string;
}

export function scopeConditions(scope: AppointmentScope): SQL[] {
  const out: SQL[] = [eq(appointments.active, true)];
  if (scope.patientId) out.push(eq(appointments.patientId, scope.patientId));
  if (scope.professionalId) out.push(eq(appointments.professionalId, scope.professionalId));
  if (scope.clinicIds) {
    const atClinics = scope.clinicIds.length ? inArray(appointments.clinicId, scope.clinicIds) : sql`false`;
    out.push(
      scope.alsoProfessionalId
        ? or(atClinics, eq(appointments.professionalId, scope.alsoProfessionalId))!
        : atClinics,
    );
  }
  return out;
}

export interface AppointmentFilters {
  clinicId?: string;
  professionalId?: string;
  patientId?: string;
  spaceId?: string;
  states: AppointmentState[] | null;
}

function filterConditions(f: AppointmentFilters): SQL[] {
  const out: SQL[] = [];
  if (f.clinicId) out.push(eq(appointments.clinicId, f.clinicId));
  if (f.professionalId) out.push(eq(appointments.professionalId, f.professionalId));
  if (f.patientId) out.push(eq(appointments.patientId, f.patientId));
  if (f.spaceId) out.push(eq(appointments.spaceId, f.spaceId));
  if (f.states) out.push(inArray(appointments.state, f.states));
  return out;
}

/**
 * Every appointment overlapping [from, to) — unpaginated; the caller caps the range (≤ 42 days) — in
 * order. The names of the records they refer to come once each ({@link rangeNames}).
 */
export async function rangeRows(
  tx: Tx,
  scope: AppointmentScope,
  f: AppointmentFilters & { from: Date; to: Date },
) {
  // No appointment lasts over 12 hours (a CHECK), so the start bounds the index scan on both sides.
  const earliest = new Date(f.from.getTime() - 12 * 60 * 60 * 1000);
  return tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      professionalId: appointments.professionalId,
      serviceId: appointments.serviceId,
      clinicId: appointments.clinicId,
      spaceId: appointments.spaceId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      state: appointments.state,
      notes: appointments.notes,
      confirmedAt: appointments.confirmedAt,
    })
    .from(appointments)
    .where(
      and(
        ...scopeConditions(scope),
        ...filterConditions(f),
        gt(appointments.startsAt, earliest),
        lt(appointments.startsAt, f.to),
        gt(appointments.endsAt, f.from),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/**
 * The names (and a service's colour) of the records a range's appointments name, each once, in one query.
 * Patients too (issue 41): a week names each of its patients several times, and a name looked up per
 * appointment (a sub-select per row) cost more than the rest of the range's read.
 */
export async function rangeNames(
  tx: Tx,
  tenantId: string,
  ids: {
    patients: string[];
    services: string[];
    professionals: string[];
    clinics: string[];
    spaces: string[];
  },
): Promise<
  Array<{
    kind: 'patient' | 'service' | 'professional' | 'clinic' | 'space';
    id: string;
    name: string;
    colour: string | null;
  }>
> {
  // Each by its primary key, (tenant_id, id): without the tenant the key's index cannot find an id.
  const key = (values: string[]) =>
    sql`tenant_id = ${tenantId}::uuid and id = any(${sql.param(values)}::uuid[])`;
  return queryRows(
    tx,
    sql`select 'patient' as kind, id, first_name || ' ' || surname as name, null as colour
          from users where ${key(ids.patients)}
        union all
        select 'service', id, name, colour from services where ${key(ids.services)}
        union all
        select 'professional', id, first_name || ' ' || surname, null from users where ${key(ids.professionals)}
        union all
        select 'clinic', id, name, null from clinics where ${key(ids.clinics)}
        union all
        select 'space', id, name, null from clinic_spaces where ${key(ids.spaces)}`,
  );
}

export async function listAppointments(
  tx: Tx,
  scope: AppointmentScope,
  q: AppointmentFilters & {
    q?: string;
    fromDate?: string;
    toDate?: string;
    timeZone: string;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
) {
  const conditions = [...scopeConditions(scope), ...filterConditions(q)];
  // Local calendar days of the tenant's zone, as instants (the index on starts_at stays usable).
  if (q.fromDate)
    conditions.push(
      sql`${appointments.startsAt} >= (${q.fromDate}::date::timestamp at time zone ${q.timeZone})`,
    );
  if (q.toDate)
    conditions.push(
      sql`${appointments.startsAt} < ((${q.toDate}::date + 1)::timestamp at time zone ${q.timeZone})`,
    );
  // The patient's words, on the patient row the list joins anyway (`users.search_text`).
  for (const word of searchWords(q.q).slice(0, 8)) {
    conditions.push(sql`${patient.searchText} like '%' || app_search_text(${escapeLike(word)}) || '%'`);
  }
  const where = and(...conditions);
  return pageOf(selectRows(tx, {}).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: {
      starts_at: appointments.startsAt,
      patient: sql`lower("patient"."first_name" || ' ' || "patient"."surname")`,
      professional: sql`lower("professional"."first_name" || ' ' || "professional"."surname")`,
      state: appointments.state,
    },
    defaultSort: 'starts_at',
    tieBreaker: appointments.id,
    // The patient's words read the patient's row; no other condition needs a join.
    count: (limit) => {
      const matching = tx.select(one).from(appointments).$dynamic();
      if (q.q?.trim()) matching.innerJoin(patient, eq(patient.id, appointments.patientId));
      return cappedCount(tx, matching.where(where), limit);
    },
  });
}

/** How many of the visible appointments (with these filters) are in each state. */
export async function countByState(
  tx: Tx,
  scope: AppointmentScope,
  f: AppointmentFilters,
): Promise<Array<{ state: AppointmentState; n: number }>> {
  return tx
    .select({ state: appointments.state, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(...scopeConditions(scope), ...filterConditions({ ...f, states: null })))
    .groupBy(appointments.state);
}

export type AppointmentDetailRow = AppointmentRow & {
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
  confirmedBy: string | null;
  confirmedByName: string | null;
  /** When the patient confirmed it with the reminder's link (issue 46). */
  patientConfirmedAt: Date | null;
  timeZone: string;
  /** The appointment's local day (clinic's zone) has begun at `now`. */
  dayStarted: boolean;
  /** The insurer's part (decision 044); absent on a row a booking just wrote (it has none). */
  insurerId?: string | null;
  insurerPartCents?: number | null;
  insurerInvoicingStatus?: 'not_invoiced' | 'draft_invoice' | 'invoiced' | null;
};

/**
 * An appointment on (or on its way to) a document — its patient's part or its insurer's (decision 047):
 * its booking, price and state are what the document billed, so they no longer change.
 */
export const isInvoiced = (
  row: Pick<AppointmentDetailRow, 'invoicingStatus' | 'insurerInvoicingStatus'>,
): boolean =>
  row.invoicingStatus !== 'not_invoiced' || (row.insurerInvoicingStatus ?? 'not_invoiced') !== 'not_invoiced';

const creator = alias(users, 'creator');
const confirmer = alias(users, 'confirmer');
const fullName = (u: { firstName: AnyPgColumn; surname: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.surname}`;

/** An appointment with everything its detail shows but its history; null when the caller cannot see it. */
export async function getAppointment(
  tx: Tx,
  scope: AppointmentScope,
  id: string,
  now: Date,
): Promise<AppointmentDetailRow | null> {
  const [row] = await selectRows(tx, {
    createdAt: appointments.createdAt,
    createdBy: appointments.createdBy,
    createdByName: fullName(creator),
    confirmedBy: appointments.outsideScheduleConfirmedBy,
    confirmedByName: fullName(confirmer),
    patientConfirmedAt: appointments.confirmedAt,
    insurerId: appointments.insurerId,
    insurerPartCents: appointments.insurerPartCents,
    insurerInvoicingStatus: appointments.insurerInvoicingStatus,
    timeZone: clinics.timeZone,
    dayStarted: sql<boolean>`(${appointments.startsAt} at time zone ${clinics.timeZone})::date
                             <= (${now.toISOString()}::timestamptz at time zone ${clinics.timeZone})::date`,
  })
    .leftJoin(creator, eq(creator.id, appointments.createdBy))
    .leftJoin(confirmer, eq(confirmer.id, appointments.outsideScheduleConfirmedBy))
    .where(and(eq(appointments.id, id), ...scopeConditions(scope)));
  return (row as AppointmentDetailRow | undefined) ?? null;
}

const actor = alias(users, 'actor');

export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** An appointment's history, newest first. */
export async function historyOf(tx: Tx, appointmentId: string) {
  return tx
    .select({
      id: appointmentHistory.id,
      event: appointmentHistory.event,
      fromState: appointmentHistory.fromState,
      toState: appointmentHistory.toState,
      fromStartsAt: appointmentHistory.fromStartsAt,
      fromEndsAt: appointmentHistory.fromEndsAt,
      toStartsAt: appointmentHistory.toStartsAt,
      toEndsAt: appointmentHistory.toEndsAt,
      reason: appointmentHistory.reason,
      actorId: appointmentHistory.actorId,
      actorName: fullName(actor),
      at: appointmentHistory.at,
    })
    .from(appointmentHistory)
    .leftJoin(actor, eq(actor.id, appointmentHistory.actorId))
    .where(eq(appointmentHistory.appointmentId, appointmentId))
    .orderBy(desc(appointmentHistory.at), desc(appointmentHistory.createdAt));
}

export async function insertHistory(tx: Tx, rows: HistoryInsert[]): Promise<void> {
  if (rows.length) await tx.insert(appointmentHistory).values(rows);
}

/**
 * The records a booking names, as far as they exist and are active (null for one not named or missing),
 * with the names its answer shows (issue 41: a new appointment is answered from these, not read again).
 */
export interface BookingRefsRow {
  patient: { name: string } | null;
  professional: { name: string } | null;
  service: {
    id: string;
    name: string;
    colour: string | null;
    priceCents: number;
    durationMinutes: number | null;
    kind: string;
  } | null;
  clinic: { id: string; name: string; timeZone: string } | null;
  space: { id: string; name: string } | null;
}

/**
 * The records a booking names, in one query: a row of nothing left-joined to each record (a record not
 * named is looked up by a null id, which matches nothing). The space only counts in the named clinic;
 * the patient only under `patientSeen`'s conditions (whom the caller may see).
 */
export async function bookingRefs(
  tx: Tx,
  refs: {
    patientId?: string;
    professionalId?: string;
    serviceId?: string;
    clinicId?: string;
    spaceId?: string | null;
  },
  patientSeen: (patientId: SQL) => SQL[],
): Promise<BookingRefsRow> {
  const id = (v: string | null | undefined) => sql`${v ?? null}::uuid`;
  const seen = patientSeen(sql`p.id`).map((c) => sql` and ${c}`);
  const [r] = await queryRows<{
    patient: string | null;
    professional: string | null;
    service_id: string | null;
    service_name: string | null;
    colour: string | null;
    price_cents: number | null;
    duration_minutes: number | null;
    kind: string | null;
    clinic_id: string | null;
    clinic_name: string | null;
    time_zone: string | null;
    space_id: string | null;
    space_name: string | null;
  }>(
    tx,
    sql`select p.first_name || ' ' || p.surname as patient, pr.first_name || ' ' || pr.surname as professional,
               s.id as service_id, s.name as service_name, s.colour, s.price_cents, s.duration_minutes, s.kind,
               c.id as clinic_id, c.name as clinic_name, c.time_zone, sp.id as space_id, sp.name as space_name
          from (select 1) one
          left join users p on p.id = ${id(refs.patientId)} and p.type = 'patient' and p.active${sql.join(seen)}
          left join users pr on pr.id = ${id(refs.professionalId)}
                            and pr.type in ('professional', 'manager') and pr.active
          left join services s on s.id = ${id(refs.serviceId)} and s.active
          left join clinics c on c.id = ${id(refs.clinicId)} and c.active
          left join clinic_spaces sp on sp.id = ${id(refs.spaceId)} and sp.clinic_id = c.id and sp.active`,
  );
  return {
    patient: r!.patient !== null ? { name: r!.patient } : null,
    professional: r!.professional !== null ? { name: r!.professional } : null,
    service: r!.service_id
      ? {
          id: r!.service_id,
          name: r!.service_name!,
          colour: r!.colour,
          priceCents: r!.price_cents!,
          durationMinutes: r!.duration_minutes,
          kind: r!.kind!,
        }
      : null,
    clinic: r!.clinic_id ? { id: r!.clinic_id, name: r!.clinic_name!, timeZone: r!.time_zone! } : null,
    space: r!.space_id ? { id: r!.space_id, name: r!.space_name! } : null,
  };
}

/**
 * Active appointments of this professional or this space overlapping any of the slots (the same test
 * as the exclusion constraints), for conflict reports.
 */
export async function overlapping(
  tx: Tx,
  q: {
    professionalId: string;
    spaceId: string | null;
    slots: Array<{ startsAt: Date; endsAt: Date }>;
    exceptIds?: string[];
  },
): Promise<
  Array<{ id: string; professionalId: string; spaceId: string | null; startsAt: Date; endsAt: Date }>
> {
  if (!q.slots.length) return [];
  const from = new Date(Math.min(...q.slots.map((s) => s.startsAt.getTime())) - 12 * 60 * 60 * 1000);
  const to = new Date(Math.max(...q.slots.map((s) => s.endsAt.getTime())));
  const rows = await tx
    .select({
      id: appointments.id,
      professionalId: appointments.professionalId,
      spaceId: appointments.spaceId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.active, true),
        inArray(appointments.state, ['scheduled', 'present']),
        q.spaceId
          ? or(eq(appointments.professionalId, q.professionalId), eq(appointments.spaceId, q.spaceId))
          : eq(appointments.professionalId, q.professionalId),
        gt(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        q.exceptIds?.length ? sql`${appointments.id} not in ${q.exceptIds}` : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.filter((r) => q.slots.some((s) => r.startsAt < s.endsAt && r.endsAt > s.startsAt));
}

/**
 * Inserts the appointments whose slots the no-double-booking constraints allow, and answers those it
 * inserted. `on conflict do nothing` is PostgreSQL's speculative insertion: it waits for a booking of the
 * same slot still in flight and then skips the row, where a plain insert checked after the fact can
 * deadlock with it.
 */
export async function insertAppointments(
  tx: Tx,
  rows: AppointmentInsert[],
): Promise<Array<{ id: string; startsAt: Date; endsAt: Date; createdAt: Date }>> {
  if (!rows.length) return [];
  return tx.insert(appointments).values(rows).onConflictDoNothing().returning({
    id: appointments.id,
    startsAt: appointments.startsAt,
    endsAt: appointments.endsAt,
    createdAt: appointments.createdAt,
  });
}

/** Updates in a savepoint, so that a violated constraint leaves the transaction usable; answers the id. */
export async function updateAppointment(
  tx: Tx,
  id: string,
  patch: Partial<AppointmentInsert>,
): Promise<string> {
  await tx.transaction((sp) => sp.update(appointments).set(patch).where(eq(appointments.id, id)));
  return id;
}

export const removeAppointment = (tx: Tx, id: string) => deleteOrDeactivate(tx, appointments, id);

/**
 * What another record written against an appointment needs to know of it (an evaluation): its patient,
 * professional, state and start. `scope` null: any active appointment of the tenant.
 */
export async function appointmentFacts(tx: Tx, scope: AppointmentScope | null, id: string) {
  const [row] = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      professionalId: appointments.professionalId,
      state: appointments.state,
      startsAt: appointments.startsAt,
    })
    .from(appointments)
    .where(
      and(eq(appointments.id, id), ...(scope ? scopeConditions(scope) : [eq(appointments.active, true)])),
    );
  return row ?? null;
}
