import { sql, type SQL } from 'drizzle-orm';
import { activeStates } from '@clinica/contracts/appointments';
import { queryRows, type Tx } from '../../db/client.js';
import { exceptionAt, localHours, weekdayOf } from './availability.repository.js';

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

export interface FreeSlotRow {
  professional_id: string;
  clinic_id: string;
  space_id: string | null;
  starts_at: string;
  ends_at: string;
}

export interface FreeSlotsQuery {
  tenantId: string;
  professionalIds: string[];
  clinics: Array<{ id: string; timeZone: string; holidays: string[] }>;
  /** Slot starts in [start, end). */
  start: Date;
  end: Date;
  durationMinutes: number;
  stepMinutes: number;
  needsRoom: boolean;
}

/**
 * Every free slot in one statement, set-based: per professional, clinic and local day (holidays left
 * out), the clinic's opening hours intersected with the professional's working hours there — the same
 * `localHours` the staff check reads — turned into instants; minus the professional's schedule
 * exceptions (`exceptionAt`, as the staff check) and active appointments (`activeStates`, the states
 * the exclusion constraints hold). Each free stretch then gives a start every step from the hour (local
 * minutes, so 09:00, 09:15…) while the service still fits inside it. A service that needs a room takes
 * the first of its clinic's active rooms free for the whole slot.
 *
 * Reads go through indexes: the schedules by (tenant, owner), the exceptions by (tenant, professional,
 * start) — an exception lasts at most 366 days — and the appointments by (tenant, professional, start)
 * or (tenant, space, start) — no appointment lasts over 12 hours (a CHECK). A slot never spans two local
 * days: each day's stretches are cut on their own.
 */
export async function freeSlotRows(tx: Tx, q: FreeSlotsQuery): Promise<FreeSlotRow[]> {
  if (!q.professionalIds.length || !q.clinics.length) return [];
  const tenant = sql`${q.tenantId}::uuid`;
  const start = sql`${q.start.toISOString()}::timestamptz`;
  const end = sql`${q.end.toISOString()}::timestamptz`;
  const duration = sql`make_interval(mins => ${q.durationMinutes}::int)`;
  const step = q.stepMinutes;
  const clinics = JSON.stringify(q.clinics.map((c) => [c.id, c.timeZone, c.holidays]));
  const active = sql`${`{${activeStates.join(',')}}`}::text[]`;
  /** Busy time of appointments matching `who` (alias `a`) around the window, as one multirange. */
  const booked = (who: SQL) =>
    sql`coalesce((select range_agg(tstzrange(a.starts_at, a.ends_at)) from appointments a
                   where a.tenant_id = ${tenant} and ${who} and a.state::text = any(${active})
                     and a.starts_at > ${start} - interval '12 hours'
                     and a.starts_at < ${end} + ${duration} and a.ends_at > ${start}), '{}'::tstzmultirange)`;
  return queryRows<FreeSlotRow>(
    tx,
    sql`with clinics as (
          select (e->>0)::uuid as id, e->>1 as tz, e->2 as holidays
            from jsonb_array_elements(${clinics}::jsonb) as e
        ),
        pairs as (
          select distinct h.professional_id, c.id as clinic_id, c.tz
            from clinics c
            join professional_schedules h on h.tenant_id = ${tenant} and h.clinic_id = c.id
           where h.professional_id = any(${uuids(q.professionalIds)})
        ),
        days as (
          select p.professional_id, p.clinic_id, p.tz, g.d::date as day, ${weekdayOf(sql`g.d`)} as wd
            from pairs p
            join clinics c on c.id = p.clinic_id
           cross join lateral generate_series((${start} at time zone p.tz)::date,
                                              (${end} at time zone p.tz)::date,
                                              interval '1 day') as g(d)
           where not c.holidays ? to_char(g.d, 'YYYY-MM-DD')
        ),
        open_days as (
          select d.professional_id, d.clinic_id, d.tz, d.day,
                 ${localHours('clinic_schedules', sql`h.tenant_id = ${tenant} and h.clinic_id = d.clinic_id`, sql`d.day`, sql`d.wd`)}
                 * ${localHours('professional_schedules', sql`h.tenant_id = ${tenant} and h.professional_id = d.professional_id and h.clinic_id = d.clinic_id`, sql`d.day`, sql`d.wd`)}
                   as hours
            from days d
        ),
        away as (
          select p.professional_id, p.clinic_id,
                 coalesce((select range_agg(tstzrange(x.starts_at, x.ends_at)) from schedule_exceptions x
                            where x.tenant_id = ${tenant} and ${exceptionAt(sql`p.professional_id`, sql`p.clinic_id`)}
                              and x.starts_at < ${end} + ${duration}
                              and x.starts_at > ${start} - interval '367 days' and x.ends_at > ${start}),
                          '{}'::tstzmultirange)
                 + ${booked(sql`a.professional_id = p.professional_id`)} as busy
            from pairs p
        ),
        stretches as (
          select o.professional_id, o.clinic_id, o.tz, f as r
            from open_days o
            join away w on w.professional_id = o.professional_id and w.clinic_id = o.clinic_id
           cross join lateral unnest(o.hours) as l
           cross join lateral unnest(
                 tstzmultirange(tstzrange(lower(l) at time zone o.tz, upper(l) at time zone o.tz)) - w.busy) as f
           where o.hours is not null
        ),
        slots as (
          select s.professional_id, s.clinic_id, g.a as starts_at, g.a + ${duration} as ends_at
            from stretches s
           cross join lateral (
                 select date_trunc('hour', lower(s.r) at time zone s.tz) as hour,
                        extract(epoch from (lower(s.r) at time zone s.tz) - date_trunc('hour', lower(s.r) at time zone s.tz)) / 60 as minute) b
           cross join lateral generate_series(
                 (b.hour + make_interval(mins => (ceil(b.minute / ${step}) * ${step})::int)) at time zone s.tz,
                 upper(s.r) - ${duration}, make_interval(mins => ${step}::int)) as g(a)
           where g.a >= ${start} and g.a < ${end}
        )
        ${
          q.needsRoom
            ? sql`, rooms as (
                   select r.id, r.clinic_id, r.name, ${booked(sql`a.space_id = r.id`)} as busy
                     from clinic_spaces r
                    where r.tenant_id = ${tenant} and r.clinic_id in (select id from clinics)
                      and r.active and r.kind = 'room')
                  select s.professional_id, s.clinic_id, room.id as space_id, s.starts_at, s.ends_at
                    from slots s
                    join lateral (
                          select r.id from rooms r
                           where r.clinic_id = s.clinic_id and not r.busy && tstzrange(s.starts_at, s.ends_at)
                           order by r.name, r.id limit 1) room on true`
            : sql`select s.professional_id, s.clinic_id, null::uuid as space_id, s.starts_at, s.ends_at from slots s`
        }
         order by starts_at, professional_id`,
  );
}
