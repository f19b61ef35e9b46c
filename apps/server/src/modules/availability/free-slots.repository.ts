import { sql, type SQL } from 'drizzle-orm';
import { activeStates } from '@clinica/contracts/appointments';
import { queryRows, type Tx } from '../../db/client.js';
import { dayHour, exceptionAt } from './availability.repository.js';

const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** An active clinic with opening hours where one of the professionals works (decision 043). */
export interface BookableClinic {
  id: string;
  time_zone: string;
  municipal_holiday_day: number | null;
  municipal_holiday_month: number | null;
  municipal_holiday_name: string | null;
}

/**
 * The active clinics that have opening hours and where one of `professionalIds` has working hours: a
 * clinic or a professional without hours publishes nothing (decision 043). Their settings give each
 * clinic's zone and public holidays.
 */
export async function bookableClinics(
  tx: Tx,
  q: { tenantId: string; professionalIds: string[] },
): Promise<BookableClinic[]> {
  if (!q.professionalIds.length) return [];
  return queryRows<BookableClinic>(
    tx,
    sql`select c.id, c.time_zone, c.municipal_holiday_day, c.municipal_holiday_month, c.municipal_holiday_name
          from clinics c
         where c.tenant_id = ${q.tenantId}::uuid and c.active
           and exists (select 1 from clinic_schedules k where k.tenant_id = c.tenant_id and k.clinic_id = c.id)
           and exists (select 1 from professional_schedules h
                        where h.tenant_id = c.tenant_id and h.clinic_id = c.id
                          and h.professional_id = any(${uuids(q.professionalIds)}))
         order by c.id`,
  );
}

/** A stretch of a professional's free time at a clinic. */
export interface FreeStretchRow {
  professional_id: string;
  clinic_id: string;
  starts_at: string;
  ends_at: string;
}

/**
 * The hours `table` defines for `owner` (alias `h`) over the local days `<row>.days` (a JSON array of
 * [date, weekday]) in zone `<row>.tz`, as instants: each day's intervals read as `localHours` reads them,
 * merged. Intervals of different days never meet (hours end by 23:59), so this is the union of each
 * day's `localHours`.
 */
const hoursOver = (table: 'clinic_schedules' | 'professional_schedules', owner: SQL, row: SQL) =>
  sql`(select range_agg(tstzrange(${dayHour(sql`(d->>0)::date`, sql`h.start_time`)} at time zone ${row}.tz,
                                  ${dayHour(sql`(d->>0)::date`, sql`h.end_time`)} at time zone ${row}.tz))
         from jsonb_array_elements(${row}.days) as d
         join ${sql.raw(table)} h on ${owner} and h.weekday = (d->>1)::weekday)`;

export interface FreeStretchesQuery {
  tenantId: string;
  professionalIds: string[];
  /** Each clinic's local days to search (holidays already left out), with their weekdays. */
  clinics: Array<{ id: string; timeZone: string; days: Array<[date: string, weekday: string]> }>;
  /** Slot starts in [start, end). */
  start: Date;
  end: Date;
  durationMinutes: number;
  stepMinutes: number;
}

const window = (q: { start: Date; end: Date; durationMinutes: number }) => ({
  start: sql`${q.start.toISOString()}::timestamptz`,
  /** The last slot may start just before `end`: busy time is read up to its end. */
  until: sql`${new Date(q.end.getTime() + q.durationMinutes * 60_000).toISOString()}::timestamptz`,
});

/** Busy time of the tenant's active appointments matching `who` (alias `a`) in [start, until), one multirange. */
const booked = (tenant: SQL, who: SQL, w: ReturnType<typeof window>) =>
  sql`coalesce((select range_agg(tstzrange(a.starts_at, a.ends_at)) from appointments a
                 where a.tenant_id = ${tenant} and ${who}
                   and a.state::text = any(${`{${activeStates.join(',')}}`}::text[])
                   and a.starts_at > ${w.start} - interval '12 hours'
                   and a.starts_at < ${w.until} and a.ends_at > ${w.start}), '{}'::tstzmultirange)`;

/**
 * The professionals' free time, set-based in one statement: per professional and clinic, over the
 * local days asked, the clinic's opening hours intersected with the professional's working hours there
 * (`hoursOver`, as the staff check reads them) as instants; minus the professional's schedule
 * exceptions (`exceptionAt`, as the staff check) and active appointments (`activeStates`, the states
 * the exclusion constraints hold). The caller lays the slots inside each stretch. Hours end by 23:59
 * (the contract's `wallTime`), so two days' stretches never meet and no slot spans two local days.
 *
 * Reads go through indexes: the schedules by (tenant, owner), the exceptions by (tenant, professional,
 * start) — an exception lasts at most 366 days — and the appointments by (tenant, professional, start)
 * — no appointment lasts over 12 hours (a CHECK), which bounds the start on both sides.
 */
export async function freeStretches(tx: Tx, q: FreeStretchesQuery): Promise<FreeStretchRow[]> {
  if (!q.professionalIds.length || !q.clinics.length) return [];
  const tenant = sql`${q.tenantId}::uuid`;
  const w = window(q);
  const clinics = JSON.stringify(q.clinics.map((c) => [c.id, c.timeZone, c.days]));
  return queryRows<FreeStretchRow>(
    tx,
    sql`with clinics as (
          select (e->>0)::uuid as id, e->>1 as tz, e->2 as days from jsonb_array_elements(${clinics}::jsonb) as e
        ),
        opening as materialized (
          select c.id as clinic_id, c.tz, c.days,
                 ${hoursOver('clinic_schedules', sql`h.tenant_id = ${tenant} and h.clinic_id = c.id`, sql`c`)} as hours
            from clinics c
        ),
        open as materialized (
          select p.professional_id, p.clinic_id, p.tz,
                 p.hours * ${hoursOver('professional_schedules', sql`h.tenant_id = ${tenant} and h.professional_id = p.professional_id and h.clinic_id = p.clinic_id`, sql`p`)} as hours
            from (select distinct h.professional_id, o.clinic_id, o.tz, o.days, o.hours
                    from opening o
                    join professional_schedules h on h.tenant_id = ${tenant} and h.clinic_id = o.clinic_id
                   where h.professional_id = any(${uuids(q.professionalIds)})) p
        )
        select o.professional_id, o.clinic_id, lower(f) as starts_at, upper(f) as ends_at
          from open o
         cross join lateral unnest(o.hours - (
               coalesce((select range_agg(tstzrange(x.starts_at, x.ends_at)) from schedule_exceptions x
                          where x.tenant_id = ${tenant} and ${exceptionAt(sql`o.professional_id`, sql`o.clinic_id`)}
                            and x.starts_at < ${w.until}
                            and x.starts_at > ${w.start} - interval '367 days' and x.ends_at > ${w.start}),
                        '{}'::tstzmultirange)
               + ${booked(tenant, sql`a.professional_id = o.professional_id`, w)})) as f
         where upper(f) > ${w.start} and lower(f) < ${w.until}`,
  );
}

/** A stretch of a room's free time. */
export interface RoomStretchRow {
  space_id: string;
  clinic_id: string;
  starts_at: string;
  ends_at: string;
}

/**
 * The free time of the clinics' active rooms over the window (the rule of the space's exclusion
 * constraint: no two active appointments in one room overlap), rooms in name order.
 */
export async function roomStretches(
  tx: Tx,
  q: { tenantId: string; clinicIds: string[]; start: Date; end: Date; durationMinutes: number },
): Promise<RoomStretchRow[]> {
  if (!q.clinicIds.length) return [];
  const tenant = sql`${q.tenantId}::uuid`;
  const w = window(q);
  return queryRows<RoomStretchRow>(
    tx,
    sql`select r.id as space_id, r.clinic_id, lower(f) as starts_at, upper(f) as ends_at
          from clinic_spaces r
         cross join lateral unnest(tstzmultirange(tstzrange(${w.start}, ${w.until}))
                                   - ${booked(tenant, sql`a.space_id = r.id`, w)}) as f
         where r.tenant_id = ${tenant} and r.clinic_id = any(${uuids(q.clinicIds)})
           and r.active and r.kind = 'room'
         order by r.name, r.id, lower(f)`,
  );
}
