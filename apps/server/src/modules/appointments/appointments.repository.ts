import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppointmentState } from '@clinica/contracts/appointments';
import { queryRows, type Tx } from '../../db/client.js';
import {
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
export const fullName = (u: { firstName: AnyPgColumn; surname: AnyPgColumn }) =>
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
