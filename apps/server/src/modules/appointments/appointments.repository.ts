import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  MAX_APPOINTMENT_MINUTES,
  type AppointmentState,
  type outsideScheduleReasons,
} from '@clinica/contracts/appointments';
import { weekdays } from '@clinica/contracts/clinics';
import { queryRows, run, statement, type Statement, type Tx } from '../../db/client.js';
import {
  appointmentHistory,
  appointmentSeries,
  appointments,
  clinicSpaces,
  clinics,
  services,
  users,
} from '../../db/schema.js';
import { escapeLike, pageOf, searchWords, totalCount } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type AppointmentInsert = typeof appointments.$inferInsert;
/** Why a slot is outside the schedule (see {@link outsideReasonsSql}). */
export type OutsideReason = (typeof outsideScheduleReasons)[number];
export type HistoryInsert = typeof appointmentHistory.$inferInsert;
export type SeriesRow = typeof appointmentSeries.$inferSelect;

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
};

function selectRows<T extends SelectedFields>(tx: Tx, extra: T) {
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

function scopeConditions(scope: AppointmentScope): SQL[] {
  const out: SQL[] = [eq(appointments.active, true)];
  if (scope.patientId) out.push(eq(appointments.patientId, scope.patientId));
  if (scope.professionalId) out.push(eq(appointments.professionalId, scope.professionalId));
  if (scope.clinicIds) {
    // One array parameter, not an `in (…)` list: the statement's text does not depend on how many
    // clinics there are, so prepared statements stay few (db/client.ts `prepared`).
    const atClinics = sql`${appointments.clinicId} = any(${sql.param(scope.clinicIds)}::uuid[])`;
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

const isoUtc = (column: AnyPgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every appointment overlapping [from, to) — unpaginated; the caller caps the range (≤ 42 days) — as
 * the JSON text of the contract's `appointment` items, built by PostgreSQL. A clinic's week is about a
 * thousand appointments: mapping and serializing that many rows in Node cost ~40 ms of CPU per
 * request, this costs the database a few (docs/decisions/010, docs/performance.md). The list mode and
 * every other read keep the ordinary row → contract path; a test holds both to the same items.
 */
export async function rangeReadJson(
  tx: Tx,
  scope: AppointmentScope,
  f: AppointmentFilters & { from: Date; to: Date; hideNotes: boolean },
): Promise<string> {
  // No appointment lasts over 12 hours (a CHECK), so the start bounds the index scan on both sides.
  const earliest = new Date(f.from.getTime() - 12 * 60 * 60 * 1000);
  const where = and(
    ...scopeConditions(scope),
    ...filterConditions(f),
    gt(appointments.startsAt, earliest),
    lt(appointments.startsAt, f.to),
    gt(appointments.endsAt, f.from),
  );
  const [row] = await queryRows<{ items: string }>(
    tx,
    sql`select coalesce(json_agg(json_build_object(
              'id', "appointments"."id",
              'patient_id', "appointments"."patient_id",
              'patient_name', "patient"."first_name" || ' ' || "patient"."surname",
              'professional_id', "appointments"."professional_id",
              'professional_name', "professional"."first_name" || ' ' || "professional"."surname",
              'service_id', "appointments"."service_id",
              'service_name', "services"."name",
              'service_colour', "services"."colour",
              'clinic_id', "appointments"."clinic_id",
              'clinic_name', "clinics"."name",
              'space_id', "appointments"."space_id",
              'space_name', "clinic_spaces"."name",
              'series_id', "appointments"."series_id",
              'starts_at', ${isoUtc(appointments.startsAt)},
              'ends_at', ${isoUtc(appointments.endsAt)},
              'state', "appointments"."state",
              'price_cents', "appointments"."price_cents",
              'notes', ${f.hideNotes ? sql`null` : sql`"appointments"."notes"`},
              'invoicing_status', "appointments"."invoicing_status",
              'outside_schedule', "appointments"."outside_schedule_confirmed_at" is not null)
            order by "appointments"."starts_at", "appointments"."id"), '[]')::text as items
          from "appointments"
          join "users" "patient" on "patient"."id" = "appointments"."patient_id"
          join "users" "professional" on "professional"."id" = "appointments"."professional_id"
          join "services" on "services"."id" = "appointments"."service_id"
          join "clinics" on "clinics"."id" = "appointments"."clinic_id"
          left join "clinic_spaces" on "clinic_spaces"."id" = "appointments"."space_id"
         where ${where}`,
  );
  return row!.items;
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
  return pageOf(selectRows(tx, { total: totalCount }).where(where).$dynamic(), {
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
    count: async () =>
      (
        await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(appointments)
          .where(where)
      )[0]!.n,
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
  timeZone: string;
  /** The appointment's local day (clinic's zone) has begun at `now`. */
  dayStarted: boolean;
};

/** One entry of an appointment's history, as its detail carries it (timestamps as ISO text). */
export interface HistoryEntry {
  id: string;
  event: 'created' | 'state_changed' | 'rescheduled';
  from_state: AppointmentState | null;
  to_state: AppointmentState | null;
  from_starts_at: string | null;
  from_ends_at: string | null;
  to_starts_at: string | null;
  to_ends_at: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  at: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The detail's statement for one shape of scope (a handful: one per kind of caller), made once. */
/**
 * What an appointment's detail shows, read from `a` (the table, or a booking's own CTE) with `history`
 * as its history expression; `$2` is now (for the day's start in the clinic's zone).
 */
const detailSelect = (history: string) => `select a.id, a.patient_id as "patientId",
    patient.first_name || ' ' || patient.surname as "patientName",
    a.professional_id as "professionalId",
    professional.first_name || ' ' || professional.surname as "professionalName",
    a.service_id as "serviceId", s.name as "serviceName", s.colour as "serviceColour",
    a.clinic_id as "clinicId", c.name as "clinicName", a.space_id as "spaceId", sp.name as "spaceName",
    a.series_id as "seriesId", a.starts_at as "startsAt", a.ends_at as "endsAt", a.state,
    a.price_cents as "priceCents", a.notes, a.invoicing_status as "invoicingStatus",
    a.outside_schedule_confirmed_at as "outsideScheduleConfirmedAt", a.created_at as "createdAt",
    a.created_by as "createdBy",
    (select u.first_name || ' ' || u.surname from users u where u.id = a.created_by) as "createdByName",
    a.outside_schedule_confirmed_by as "confirmedBy",
    (select u.first_name || ' ' || u.surname from users u where u.id = a.outside_schedule_confirmed_by)
      as "confirmedByName",
    c.time_zone as "timeZone",
    (a.starts_at at time zone c.time_zone)::date <= ($2::timestamptz at time zone c.time_zone)::date
      as "dayStarted",
    (select coalesce(json_agg(json_build_object(
        'id', h.id, 'event', h.event, 'from_state', h.from_state, 'to_state', h.to_state,
        'from_starts_at', ${iso('h.from_starts_at')}, 'from_ends_at', ${iso('h.from_ends_at')},
        'to_starts_at', ${iso('h.to_starts_at')}, 'to_ends_at', ${iso('h.to_ends_at')},
        'reason', h.reason, 'actor_id', h.actor_id,
        'actor_name', (select u.first_name || ' ' || u.surname from users u where u.id = h.actor_id),
        'at', ${iso('h.at')}) order by h.at desc, h.created_at desc), '[]')
       from ${history} h where h.appointment_id = a.id) as history`;

const detailJoins = `
  join users patient on patient.id = a.patient_id
  join users professional on professional.id = a.professional_id
  join services s on s.id = a.service_id
  join clinics c on c.id = a.clinic_id
  left join clinic_spaces sp on sp.id = a.space_id`;

/** The detail's statement for one shape of scope (a handful: one per kind of caller), made once. */
const detailStatements = new Map<string, Statement>();
function detailStatement(scope: AppointmentScope): { st: Statement; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const param = (v: unknown) => `$${values.push(v) + 2}`;
  if (scope.patientId) conditions.push(`a.patient_id = ${param(scope.patientId)}::uuid`);
  if (scope.professionalId) conditions.push(`a.professional_id = ${param(scope.professionalId)}::uuid`);
  if (scope.clinicIds) {
    const atClinics = `a.clinic_id = any(${param(scope.clinicIds)}::uuid[])`;
    conditions.push(
      scope.alsoProfessionalId
        ? `(${atClinics} or a.professional_id = ${param(scope.alsoProfessionalId)}::uuid)`
        : atClinics,
    );
  }
  const where = conditions.map((c) => ` and ${c}`).join('');
  let st = detailStatements.get(where);
  if (!st) {
    st = statement(
      `${detailSelect('appointment_history')} from appointments a ${detailJoins} where a.id = $1::uuid and a.active${where}`,
    );
    detailStatements.set(where, st);
  }
  return { st, values };
}

/**
 * An appointment with everything its detail shows, its history included, in one statement (a booking
 * and every state change end with this read).
 */
export async function getAppointment(
  tx: Tx,
  scope: AppointmentScope,
  id: string,
  now: Date,
): Promise<(AppointmentDetailRow & { history: HistoryEntry[] }) | null> {
  const { st, values } = detailStatement(scope);
  const [row] = await run<AppointmentDetailRow & { history: HistoryEntry[] }>(tx, st, [
    id,
    now.toISOString(),
    ...values,
  ]);
  return row ?? null;
}

export async function insertHistory(tx: Tx, rows: HistoryInsert[]): Promise<void> {
  if (rows.length) await tx.insert(appointmentHistory).values(rows);
}

/** The records a booking names, each `null` (or false) when missing or inactive; the space only in the clinic. */
const bookingRefsSql = (p: {
  patient: string;
  professional: string;
  service: string;
  clinic: string;
  space: string;
}) => `select
  exists (select 1 from users where id = ${p.patient} and type = 'patient' and active) as patient,
  exists (select 1 from users where id = ${p.professional} and type in ('professional', 'manager') and active) as professional,
  (select json_build_object('id', id, 'price_cents', price_cents, 'duration_minutes', duration_minutes, 'kind', kind)
     from services where id = ${p.service} and active) as service,
  (select json_build_object('id', id, 'time_zone', time_zone) from clinics where id = ${p.clinic} and active) as clinic,
  (select json_build_object('id', id, 'clinic_id', clinic_id) from clinic_spaces where id = ${p.space} and clinic_id = ${p.clinic} and active) as space`;

const bookingRefsStatement = statement(
  bookingRefsSql({
    patient: '$1::uuid',
    professional: '$2::uuid',
    service: '$3::uuid',
    clinic: '$4::uuid',
    space: '$5::uuid',
  }),
);

type BookingRefsInput = {
  patientId?: string;
  professionalId?: string;
  serviceId?: string;
  clinicId?: string;
  spaceId?: string | null;
};

export type BookingRefsRow = {
  patient: boolean;
  professional: boolean;
  service: { id: string; price_cents: number; duration_minutes: number | null; kind: string } | null;
  clinic: { id: string; time_zone: string } | null;
  space: { id: string; clinic_id: string } | null;
};

// A record not named is null: `id = null` matches nothing, so it reads as missing.
const bookingRefsValues = (refs: BookingRefsInput) => [
  refs.patientId ?? null,
  refs.professionalId ?? null,
  refs.serviceId ?? null,
  refs.clinicId ?? null,
  refs.spaceId ?? null,
];

/** The records a booking names, in one round trip; `null` for each that is missing or inactive. */
export async function bookingRefs(tx: Tx, refs: BookingRefsInput): Promise<BookingRefsRow> {
  const [row] = await run<BookingRefsRow>(tx, bookingRefsStatement, bookingRefsValues(refs));
  return row!;
}

/**
 * Why a slot is outside the schedule, as a SQL expression of type text[] — empty when it is inside
 * (decisions 010 and 019). Hours only count once defined: a clinic without opening hours, or a
 * professional without working hours at that clinic, restricts nothing. The slot is read in the
 * clinic's local time (PostgreSQL's tz database knows every DST rule): the weekday it starts on and its
 * start and end in minutes of that day, the end past 24:00 when it ends the next day — so a slot that
 * runs past local midnight is never inside defined hours. It is inside when that weekday's intervals,
 * merged (`range_agg`: back-to-back intervals join), contain it. A slot that ends no later, on the wall
 * clock, than it starts (the hour the clocks go back) counts as inside.
 */
const outsideReasonsSql = (p: { clinic: string; professional: string; a: string; b: string; tz: string }) => {
  const local = (t: string) => `(${t} at time zone ${p.tz})`;
  const minute = (t: string) => `floor(extract(epoch from ${t}::time) / 60)::int`;
  const weekday = `(array[${weekdays.map((w) => `'${w}'`).join(', ')}]::weekday[])[extract(isodow from ${local(p.a)})::int]`;
  const outside = (reason: OutsideReason, table: string, where: string) =>
    `case when exists (select 1 from ${table} h where ${where})
            and not (m.e <= m.s or coalesce((select range_agg(int4range(${minute('h.start_time')}, ${minute('h.end_time')}))
                                                from ${table} h where ${where} and h.weekday = m.wd) @> int4range(m.s, m.e), false))
          then '${reason}' end`;
  return `(select array_remove(array[
      ${outside('clinic_closed', 'clinic_schedules', `h.clinic_id = ${p.clinic}`)},
      ${outside('professional_not_working', 'professional_schedules', `h.professional_id = ${p.professional} and h.clinic_id = ${p.clinic}`)},
      case when exists (select 1 from schedule_exceptions x
                         where x.professional_id = ${p.professional} and (x.clinic_id is null or x.clinic_id = ${p.clinic})
                           and x.starts_at < ${p.b} and x.ends_at > ${p.a})
           then 'schedule_exception' end]::text[], null)
     from (select ${weekday} as wd, ${minute(local(p.a))} as s,
                  ${minute(local(p.b))} + case when ${local(p.b)}::date <> ${local(p.a)}::date then 1440 else 0 end as e) m)`;
};

const slotsStatement = statement(`select to_char(s.a at time zone $3::text, 'YYYY-MM-DD') as date,
       to_char(s.a at time zone $3::text, 'HH24:MI') as start,
       to_json(${outsideReasonsSql({ clinic: '$1::uuid', professional: '$2::uuid', a: 's.a', b: 's.b', tz: '$3::text' })}) as reasons
  from (select (e->>0)::timestamptz as a, (e->>1)::timestamptz as b, i
          from jsonb_array_elements($4::jsonb) with ordinality as x(e, i)) s
 order by s.i`);

/**
 * Each slot's local day and start time in the clinic's time zone, and why it is outside the schedule
 * (`[]` when inside), in one round trip.
 */
export async function slotsInSchedule(
  tx: Tx,
  q: {
    clinicId: string;
    professionalId: string;
    timeZone: string;
    slots: Array<{ startsAt: Date; endsAt: Date }>;
  },
): Promise<Array<{ date: string; start: string; reasons: OutsideReason[] }>> {
  if (!q.slots.length) return [];
  const slots = JSON.stringify(q.slots.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]));
  return run<{ date: string; start: string; reasons: OutsideReason[] }>(tx, slotsStatement, [
    q.clinicId,
    q.professionalId,
    q.timeZone,
    slots,
  ]);
}

/**
 * Local wall-clock times to instants in `timeZone`. `gap`: that time does not exist that day (the
 * clocks jump over it); PostgreSQL then reads it with the offset before the jump.
 */
export async function localToInstants(
  tx: Tx,
  timeZone: string,
  locals: Array<{ date: string; time: string }>,
): Promise<Array<{ instant: Date; gap: boolean }>> {
  if (!locals.length) return [];
  const rows = await queryRows<{ instant: string; back: string }>(
    tx,
    sql`select s.instant, to_char(s.instant at time zone ${timeZone}, 'HH24:MI') as back
          from (select ((e->>0)::date + (e->>1)::time) at time zone ${timeZone} as instant, i
                  from jsonb_array_elements(${JSON.stringify(locals.map((l) => [l.date, l.time]))}::jsonb)
                       with ordinality as x(e, i)) s
         order by s.i`,
  );
  return rows.map((r, i) => ({ instant: new Date(r.instant), gap: r.back !== locals[i]!.time }));
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
 * A booking in one statement (its hot path, decision 019): the records it names (as {@link bookingRefs}),
 * its end (`ends_at`, or the start plus the service's duration), why the slot is outside the schedule,
 * and — only when every check passes — the appointment, its "created" history row and its detail. The
 * checks are the caller's own, made again here on the same rows so that COMMIT can go with the insert
 * (decision 018): `$16` says the caller may book in this calendar, `$17` lists the clinics the caller
 * sees (null: all). Double booking is left to the exclusion constraints (`on conflict do nothing`:
 * PostgreSQL's speculative insertion waits for a booking in flight and never deadlocks with it).
 * $1 id, $2 now, $3 tenant, $4 patient, $5 professional, $6 service, $7 clinic, $8 space, $9 start,
 * $10 end, $11 price, $12 notes, $13 the caller, $14 confirm outside the schedule, $15 history id.
 */
const bookStatement = statement(`with r as (${bookingRefsSql({
  patient: '$4::uuid',
  professional: '$5::uuid',
  service: '$6::uuid',
  clinic: '$7::uuid',
  space: '$8::uuid',
})}),
w as (select $9::timestamptz as a,
             coalesce($10::timestamptz, $9::timestamptz + ((r.service->>'duration_minutes')::int * interval '1 minute')) as b,
             r.clinic->>'time_zone' as tz
        from r),
o as (select w.a, w.b, ${outsideReasonsSql({ clinic: '$7::uuid', professional: '$5::uuid', a: 'w.a', b: 'w.b', tz: 'w.tz' })} as reasons
        from w),
g as (select o.*, cardinality(o.reasons) > 0 and $14::bool as confirmed
        from r, o
       where $16::bool and r.patient and r.professional
         and r.service->>'kind' = 'session'
         and r.clinic is not null and ($17::uuid[] is null or (r.clinic->>'id')::uuid = any($17::uuid[]))
         and ($8::uuid is null or r.space is not null)
         and o.b > o.a and o.b <= o.a + interval '${MAX_APPOINTMENT_MINUTES} minutes'
         and (cardinality(o.reasons) = 0 or $14::bool)),
a as (
    insert into appointments (id, tenant_id, patient_id, professional_id, service_id, clinic_id, space_id,
                              starts_at, ends_at, price_cents, notes, created_by,
                              outside_schedule_confirmed_by, outside_schedule_confirmed_at)
    select $1::uuid, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::uuid, g.a, g.b,
           coalesce($11::int, (r.service->>'price_cents')::int), $12::text, $13::uuid,
           case when g.confirmed then $13::uuid end, case when g.confirmed then $2::timestamptz end
      from g, r
    on conflict do nothing
    returning *),
  created as (
    insert into appointment_history (id, tenant_id, appointment_id, event, to_state, to_starts_at, to_ends_at,
                                     actor_id, at)
    select $15::uuid, tenant_id, id, 'created', 'scheduled', starts_at, ends_at, created_by, $2::timestamptz from a
    returning *)
select r.*, to_json(o.b) as ends_at, to_json(o.reasons) as reasons, d.*
  from r cross join o
  left join (${detailSelect('created')} from a ${detailJoins}) d on true`);

export type BookingRow = BookingRefsRow & {
  ends_at: string | null;
  reasons: OutsideReason[];
  /** The new appointment's detail, or null when nothing was inserted. */
  booked: (AppointmentDetailRow & { history: HistoryEntry[] }) | null;
};

/**
 * Books an appointment when every check passes (see {@link bookStatement}); the row says what each
 * check found either way, and `booked` is null when nothing was written. `commit`: the transaction ends
 * with it (see {@link run}).
 */
export async function book(
  tx: Tx,
  row: {
    tenantId: string;
    patientId: string;
    professionalId: string;
    serviceId: string;
    clinicId: string;
    spaceId: string | null;
    startsAt: Date;
    endsAt: Date | null;
    priceCents: number | null;
    notes: string | null;
    createdBy: string;
    confirmOutsideSchedule: boolean;
    mayBook: boolean;
    clinicIds: string[] | null;
  },
  now: Date,
  opts?: { commit?: boolean },
): Promise<BookingRow> {
  const [r] = await run<
    BookingRefsRow & { ends_at: string | null; reasons: OutsideReason[] } & Partial<
        AppointmentDetailRow & { history: HistoryEntry[] }
      >
  >(
    tx,
    bookStatement,
    [
      randomUUID(),
      now.toISOString(),
      row.tenantId,
      row.patientId,
      row.professionalId,
      row.serviceId,
      row.clinicId,
      row.spaceId,
      row.startsAt.toISOString(),
      row.endsAt?.toISOString() ?? null,
      row.priceCents,
      row.notes,
      row.createdBy,
      row.confirmOutsideSchedule,
      randomUUID(),
      row.mayBook,
      row.clinicIds,
    ],
    opts,
  );
  const { patient, professional, service, clinic, space, ends_at, reasons, ...detail } = r!;
  return {
    patient,
    professional,
    service,
    clinic,
    space,
    ends_at,
    reasons,
    booked: detail.id ? (detail as AppointmentDetailRow & { history: HistoryEntry[] }) : null,
  };
}

/** Inserts in a savepoint, so that a violated constraint leaves the transaction usable. */
export async function insertAppointment(tx: Tx, row: AppointmentInsert): Promise<string> {
  const [inserted] = await tx.transaction((sp) =>
    sp.insert(appointments).values(row).returning({ id: appointments.id }),
  );
  return inserted!.id;
}

export async function updateAppointment(
  tx: Tx,
  id: string,
  patch: Partial<AppointmentInsert>,
): Promise<void> {
  await tx.transaction((sp) => sp.update(appointments).set(patch).where(eq(appointments.id, id)));
}

export const removeAppointment = (tx: Tx, id: string) => deleteOrDeactivate(tx, appointments, id);

// Series

export async function insertSeries(tx: Tx, row: typeof appointmentSeries.$inferInsert): Promise<SeriesRow> {
  const [inserted] = await tx.insert(appointmentSeries).values(row).returning();
  return inserted!;
}

export async function getSeries(tx: Tx, id: string): Promise<SeriesRow | null> {
  const [row] = await tx.select().from(appointmentSeries).where(eq(appointmentSeries.id, id));
  return row ?? null;
}

export async function updateSeries(
  tx: Tx,
  id: string,
  patch: Partial<typeof appointmentSeries.$inferInsert>,
): Promise<void> {
  await tx.update(appointmentSeries).set(patch).where(eq(appointmentSeries.id, id));
}

/** The series' occurrences the caller sees, in order. */
export async function seriesAppointments(
  tx: Tx,
  scope: AppointmentScope,
  seriesId: string,
): Promise<AppointmentRow[]> {
  return (await selectRows(tx, {})
    .where(and(eq(appointments.seriesId, seriesId), ...scopeConditions(scope)))
    .orderBy(asc(appointments.startsAt))) as AppointmentRow[];
}

/** Occurrences of a series from an instant on, still `scheduled` (the ones "this and following" moves). */
export async function followingScheduled(tx: Tx, seriesId: string, from: Date) {
  return tx
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      serviceId: appointments.serviceId,
      professionalId: appointments.professionalId,
      spaceId: appointments.spaceId,
      priceCents: appointments.priceCents,
      notes: appointments.notes,
      invoicingStatus: appointments.invoicingStatus,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        eq(appointments.active, true),
        eq(appointments.state, 'scheduled'),
        sql`${appointments.startsAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

export async function moveToSeries(tx: Tx, ids: string[], seriesId: string): Promise<void> {
  if (ids.length) await tx.update(appointments).set({ seriesId }).where(inArray(appointments.id, ids));
}

/** Is there any occurrence of the series before this instant (so "from here" is not the whole series)? */
export async function hasEarlierOccurrence(tx: Tx, seriesId: string, before: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        eq(appointments.active, true),
        sql`${appointments.startsAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
