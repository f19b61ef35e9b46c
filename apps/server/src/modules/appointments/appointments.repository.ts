import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppointmentState } from '@clinica/contracts/appointments';
import type { Weekday } from '@clinica/contracts/clinics';
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
import type { LocalSlot, ScheduleContext } from './availability.js';

export type AppointmentInsert = typeof appointments.$inferInsert;
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

/** The records a booking names, each `null` (or false) when missing or inactive. */
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
  (select json_build_object('id', id, 'clinic_id', clinic_id) from clinic_spaces where id = ${p.space} and active) as space`;

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

const none = '00000000-0000-0000-0000-000000000000';
const bookingRefsValues = (refs: BookingRefsInput) => [
  refs.patientId ?? none,
  refs.professionalId ?? none,
  refs.serviceId ?? none,
  refs.clinicId ?? none,
  refs.spaceId ?? none,
];

/** The records a booking names, in one round trip; `null` for each that is missing or inactive. */
export async function bookingRefs(tx: Tx, refs: BookingRefsInput): Promise<BookingRefsRow> {
  const [row] = await run<BookingRefsRow>(tx, bookingRefsStatement, bookingRefsValues(refs));
  return row!;
}

/**
 * A professional's working hours at a clinic, the clinic's opening hours, the professional's exceptions
 * over [from, to), and each slot in the clinic's local time (PostgreSQL's tz database knows every DST
 * rule). `slots` is a JSON array of [starts_at, ends_at] pairs.
 */
const scheduleContextSql = (p: {
  clinic: string;
  professional: string;
  from: string;
  to: string;
  timeZone: string;
  slots: string;
}) => `select
  (select coalesce(json_agg(json_build_object('weekday', weekday, 'start', to_char(start_time, 'HH24:MI'), 'end', to_char(end_time, 'HH24:MI'))), '[]')
     from clinic_schedules where clinic_id = ${p.clinic}) as clinic,
  (select coalesce(json_agg(json_build_object('weekday', weekday, 'start', to_char(start_time, 'HH24:MI'), 'end', to_char(end_time, 'HH24:MI'))), '[]')
     from professional_schedules where professional_id = ${p.professional} and clinic_id = ${p.clinic}) as professional,
  (select coalesce(json_agg(json_build_object('starts_at', starts_at, 'ends_at', ends_at)), '[]')
     from schedule_exceptions
    where professional_id = ${p.professional} and (clinic_id is null or clinic_id = ${p.clinic})
      and starts_at < ${p.to} and ends_at > ${p.from}) as exceptions,
  (select json_agg(json_build_object(
            'd', to_char(a at time zone ${p.timeZone}, 'YYYY-MM-DD'),
            'dow', extract(isodow from a at time zone ${p.timeZone}),
            't', to_char(a at time zone ${p.timeZone}, 'HH24:MI'),
            'ed', to_char(b at time zone ${p.timeZone}, 'YYYY-MM-DD'),
            'et', to_char(b at time zone ${p.timeZone}, 'HH24:MI')) order by i)
     from (select (e->>0)::timestamptz as a, (e->>1)::timestamptz as b, i
             from jsonb_array_elements(${p.slots}) with ordinality as x(e, i)) s) as local`;

const scheduleContextStatement = statement(
  scheduleContextSql({
    clinic: '$1::uuid',
    professional: '$2::uuid',
    from: '$3::timestamptz',
    to: '$4::timestamptz',
    timeZone: '$5::text',
    slots: '$6::jsonb',
  }),
);

type ScheduleContextRow = {
  clinic: Array<{ weekday: Weekday; start: string; end: string }>;
  professional: Array<{ weekday: Weekday; start: string; end: string }>;
  exceptions: Array<{ starts_at: string; ends_at: string }>;
  local: Array<{ d: string; dow: number; t: string; ed: string; et: string }> | null;
};

function toScheduleContext(
  row: ScheduleContextRow,
  slots: Array<{ startsAt: Date; endsAt: Date }>,
): ScheduleContext & { slots: LocalSlot[] } {
  return {
    clinicIntervals: row.clinic,
    professionalIntervals: row.professional,
    exceptions: row.exceptions.map((x) => ({
      startsAt: new Date(x.starts_at),
      endsAt: new Date(x.ends_at),
    })),
    slots: slots.map((slot, i) => {
      const l = row.local![i]!;
      return {
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        date: l.d,
        isoWeekday: Number(l.dow),
        start: l.t,
        endDate: l.ed,
        end: l.et,
      };
    }),
  };
}

/** Working hours, exceptions and the slots in the clinic's local time, in one round trip. */
export async function scheduleContext(
  tx: Tx,
  q: {
    clinicId: string;
    professionalId: string;
    timeZone: string;
    slots: Array<{ startsAt: Date; endsAt: Date }>;
  },
): Promise<ScheduleContext & { slots: LocalSlot[] }> {
  const slots = JSON.stringify(q.slots.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]));
  const from = new Date(Math.min(...q.slots.map((s) => s.startsAt.getTime()))).toISOString();
  const to = new Date(Math.max(...q.slots.map((s) => s.endsAt.getTime()))).toISOString();
  const [row] = await run<ScheduleContextRow>(tx, scheduleContextStatement, [
    q.clinicId,
    q.professionalId,
    from,
    to,
    q.timeZone,
    slots,
  ]);
  return toScheduleContext(row!, q.slots);
}

/**
 * A new booking's records and its schedule context in one round trip (a booking's hot path): the slot
 * ends at `ends_at`, or after the service's duration; the clinic's time zone is the clinic row's. The
 * schedule part is empty when the clinic, or the end, is unknown (the booking is refused then anyway).
 */
const bookingContextStatement = statement(`with r as (${bookingRefsSql({
  patient: '$1::uuid',
  professional: '$2::uuid',
  service: '$3::uuid',
  clinic: '$4::uuid',
  space: '$5::uuid',
})}),
w as (select $6::timestamptz as a,
             coalesce($7::timestamptz, $6::timestamptz + ((r.service->>'duration_minutes')::int * interval '1 minute')) as b,
             r.clinic->>'time_zone' as tz
        from r)
select r.*, to_json(w.b) as ends_at, c.clinic as clinic_hours, c.professional as professional_hours, c.exceptions, c.local
  from r, w, lateral (${scheduleContextSql({
    clinic: '$4::uuid',
    professional: '$2::uuid',
    from: 'w.a',
    to: 'w.b',
    timeZone: 'w.tz',
    slots: 'jsonb_build_array(jsonb_build_array(w.a, w.b))',
  })}) c`);

export async function bookingContext(
  tx: Tx,
  refs: BookingRefsInput & { startsAt: Date; endsAt: Date | null },
): Promise<{
  refs: BookingRefsRow;
  /** `ends_at`, or the start plus the service's duration; null when neither is known. */
  endsAt: Date | null;
  schedule: ScheduleContext & { slots: LocalSlot[] };
}> {
  const [row] = await run<
    BookingRefsRow & {
      ends_at: string | null;
      clinic_hours: ScheduleContextRow['clinic'];
      professional_hours: ScheduleContextRow['professional'];
      exceptions: ScheduleContextRow['exceptions'];
      local: ScheduleContextRow['local'];
    }
  >(tx, bookingContextStatement, [
    ...bookingRefsValues(refs),
    refs.startsAt.toISOString(),
    refs.endsAt?.toISOString() ?? null,
  ]);
  const { ends_at, clinic_hours, professional_hours, exceptions, local, ...r } = row!;
  const endsAt = ends_at === null ? null : new Date(ends_at);
  return {
    refs: r,
    endsAt,
    schedule: toScheduleContext(
      { clinic: clinic_hours, professional: professional_hours, exceptions, local },
      endsAt ? [{ startsAt: refs.startsAt, endsAt }] : [],
    ),
  };
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

// $1 id, $2 now (the detail's), $3… the row; the history row reads its own CTE (a statement's writes
// are not visible to its other parts).
const insertBookingStatement = statement(`with a as (
    insert into appointments (id, tenant_id, patient_id, professional_id, service_id, clinic_id, space_id,
                              starts_at, ends_at, price_cents, notes, created_by,
                              outside_schedule_confirmed_by, outside_schedule_confirmed_at)
    values ($1::uuid, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::uuid, $9::timestamptz, $10::timestamptz,
            $11::int, $12::text, $13::uuid, $14::uuid, $15::timestamptz)
    on conflict do nothing
    returning *),
  created as (
    insert into appointment_history (id, tenant_id, appointment_id, event, to_state, to_starts_at, to_ends_at,
                                     actor_id, at)
    select $16::uuid, tenant_id, id, 'created', 'scheduled', starts_at, ends_at, created_by, $2::timestamptz from a
    returning *)
  ${detailSelect('created')} from a ${detailJoins}`);

/**
 * Books a new appointment, writes its "created" history row and reads back its detail, in one
 * statement. `null` when the slot is taken: `on conflict do nothing` with the exclusion constraints as arbiters — PostgreSQL's
 * speculative insertion waits for a booking in flight and never deadlocks with it, and no savepoint is
 * needed since nothing failed. `commit`: the transaction ends with it (see {@link run}).
 */
export async function insertBooking(
  tx: Tx,
  row: Omit<AppointmentInsert, 'id' | 'seriesId' | 'state' | 'invoicingStatus' | 'active'>,
  now: Date,
  opts?: { commit?: boolean },
): Promise<(AppointmentDetailRow & { history: HistoryEntry[] }) | null> {
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  const [booked] = await run<AppointmentDetailRow & { history: HistoryEntry[] }>(
    tx,
    insertBookingStatement,
    [
      randomUUID(),
      now.toISOString(),
      row.tenantId,
      row.patientId,
      row.professionalId,
      row.serviceId,
      row.clinicId,
      row.spaceId ?? null,
      iso(row.startsAt),
      iso(row.endsAt),
      row.priceCents,
      row.notes ?? null,
      row.createdBy ?? null,
      row.outsideScheduleConfirmedBy ?? null,
      iso(row.outsideScheduleConfirmedAt),
      randomUUID(),
    ],
    opts,
  );
  return booked ?? null;
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
