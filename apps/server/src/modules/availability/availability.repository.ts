import { sql, type SQL } from 'drizzle-orm';
import type { outsideScheduleReasons } from '@clinica/contracts/appointments';
import { weekdays } from '@clinica/contracts/clinics';
import { queryRows, type Tx } from '../../db/client.js';

/** Why a slot is outside the schedule. */
export type OutsideReason = (typeof outsideScheduleReasons)[number];

/** The weekday (`weekday` enum) of a local date or timestamp. */
export const weekdayOf = (day: SQL) =>
  sql`(array[${sql.raw(weekdays.map((w) => `'${w}'`).join(', '))}]::weekday[])[extract(isodow from ${day})::int]`;

/** A schedule's wall-clock `time` on local `day`, as a local timestamp. */
export const dayHour = (day: SQL, time: SQL) => sql`(${day} + ${time})`;

/**
 * The hours `table` defines for `owner` on one local day (`day`, a date; `wd`, its weekday), merged
 * (`range_agg`: back-to-back intervals join) as local timestamps; null when none that day. The one
 * reading of opening and working hours: the staff booking check (`slotsInSchedule`) and the calendar's
 * shaded blocks (`unavailableBlocks`); the public free-slot search reads many days at once the same way
 * (`hoursOver` in `free-slots.repository.ts`).
 */
export const localHours = (
  table: 'clinic_schedules' | 'professional_schedules',
  owner: SQL,
  day: SQL,
  wd: SQL,
) =>
  sql`(select range_agg(tsrange(${dayHour(day, sql`h.start_time`)}, ${dayHour(day, sql`h.end_time`)}))
         from ${sql.raw(table)} h where ${owner} and h.weekday = ${wd})`;

/** The schedule exceptions (alias `x`) that take `professional` away from `clinic`: there, or everywhere. */
export const exceptionAt = (professional: SQL, clinic: SQL) =>
  sql`x.professional_id = ${professional} and (x.clinic_id is null or x.clinic_id = ${clinic})`;

export interface SlotRow {
  date: string;
  start: string;
  reasons: OutsideReason[];
  /** The clinic's holiday settings (the same on every row): the service adds `public_holiday`. */
  municipal_holiday_day: number | null;
  municipal_holiday_month: number | null;
  municipal_holiday_name: string | null;
}

/** The slots of one booking (or series) for one professional at one clinic. */
export interface SlotsQuery {
  clinicId: string;
  professionalId: string;
  timeZone: string;
  slots: Array<{ startsAt: Date; endsAt: Date }>;
}

/**
 * Each slot's local day and start time in the clinic's time zone, and why it is outside the schedule
 * (`[]` when inside), in one query whatever the number of slots (decision 010).
 *
 * Hours only count once defined: a clinic without opening hours, or a professional without working
 * hours at that clinic, restricts nothing. A slot is read in the clinic's local time (PostgreSQL's tz
 * database knows every DST rule): it is inside when the merged hours of the local day it starts on
 * (`localHours`) contain it — so a slot that runs past local midnight is never inside defined hours. A
 * slot that ends no later, on the wall clock, than it starts (the hour the clocks go back) counts as
 * inside.
 */
export async function slotsInSchedule(tx: Tx, q: SlotsQuery): Promise<SlotRow[]> {
  if (!q.slots.length) return [];
  const tz = sql`${q.timeZone}::text`;
  const clinic = sql`${q.clinicId}::uuid`;
  const professional = sql`${q.professionalId}::uuid`;
  /** `reason` when `table` defines hours for `owner` and that local day's merged hours do not hold the slot. */
  const outsideHours = (
    reason: OutsideReason,
    table: 'clinic_schedules' | 'professional_schedules',
    owner: SQL,
  ) =>
    sql`case when exists (select 1 from ${sql.raw(table)} h where ${owner})
               and not (m.le <= m.ls
                        or coalesce(${localHours(table, owner, sql`m.day`, sql`m.wd`)} @> tsrange(m.ls, m.le), false))
             then ${reason}::text end`;
  const slots = JSON.stringify(q.slots.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]));
  return queryRows<SlotRow>(
    tx,
    sql`select to_char(m.ls, 'YYYY-MM-DD') as date, to_char(m.ls, 'HH24:MI') as start,
               c.municipal_holiday_day, c.municipal_holiday_month, c.municipal_holiday_name,
               array_remove(array[
                 ${outsideHours('clinic_closed', 'clinic_schedules', sql`h.clinic_id = ${clinic}`)},
                 ${outsideHours('professional_not_working', 'professional_schedules', sql`h.professional_id = ${professional} and h.clinic_id = ${clinic}`)},
                 case when exists (select 1 from schedule_exceptions x
                                    where ${exceptionAt(professional, clinic)}
                                      and x.starts_at < s.b and x.ends_at > s.a)
                      then 'schedule_exception' end]::text[], null) as reasons
          from (select (e->>0)::timestamptz as a, (e->>1)::timestamptz as b, i
                  from jsonb_array_elements(${slots}::jsonb) with ordinality as x(e, i)) s
         cross join lateral (select s.a at time zone ${tz} as ls, s.b at time zone ${tz} as le) l
         cross join lateral (select l.ls, l.le, l.ls::date as day, ${weekdayOf(sql`l.ls`)} as wd) m
          left join clinics c on c.id = ${clinic}
         order by s.i`,
  );
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

export interface UnavailableRow {
  professional_id: string | null;
  kind: 'outside_hours' | 'clinic_closed' | 'schedule_exception' | 'public_holiday';
  /** The exception's reason, or the holiday's name. */
  reason: string | null;
  notes: string | null;
  starts_at: string;
  ends_at: string;
}

/**
 * Every block of unavailable time at a clinic overlapping [from, to), in one query (decision 024).
 * Each local day of the range, in the clinic's zone: the clinic closed outside its opening hours (when
 * it has any), each professional outside their hours there while the clinic is open (when they have
 * any there), their exceptions (at this clinic or at all), and the `holidays` given (whole local days).
 * The professionals are those with hours at the clinic or assigned to it, or the one asked for; their
 * exceptions are read through the (tenant, professional, start) index — an exception lasts at most 366
 * days, which bounds the start on both sides.
 */
export async function unavailableBlocks(
  tx: Tx,
  q: {
    tenantId: string;
    clinicId: string;
    professionalId?: string;
    timeZone: string;
    from: Date;
    to: Date;
    holidays: Array<{ date: string; name: string }>;
  },
): Promise<UnavailableRow[]> {
  const tz = sql`${q.timeZone}::text`;
  const tenant = sql`${q.tenantId}::uuid`;
  const clinic = sql`${q.clinicId}::uuid`;
  const from = sql`${q.from.toISOString()}::timestamptz`;
  const to = sql`${q.to.toISOString()}::timestamptz`;
  const people = q.professionalId
    ? sql`select ${q.professionalId}::uuid as id`
    : sql`select h.professional_id as id from professional_schedules h
           where h.tenant_id = ${tenant} and h.clinic_id = ${clinic}
          union
          select uc.user_id from user_clinics uc join users u on u.id = uc.user_id
           where uc.tenant_id = ${tenant} and uc.clinic_id = ${clinic}
             and u.active and u.type in ('professional', 'manager')`;
  /** Merged intervals of `table` for one local day (`w.day`, weekday `w.wd`) of `owner`. */
  const hours = (table: 'clinic_schedules' | 'professional_schedules', owner: SQL) =>
    localHours(table, sql`h.tenant_id = ${tenant} and ${owner}`, sql`w.day`, sql`w.wd`);
  const holidays = JSON.stringify(q.holidays.map((h) => [h.date, h.name]));
  return queryRows<UnavailableRow>(
    tx,
    sql`with days as (
          select g.d::date as day, ${weekdayOf(sql`g.d`)} as wd
            from generate_series((${from} at time zone ${tz})::date, (${to} at time zone ${tz})::date,
                                 interval '1 day') as g(d)
        ),
        clinic_days as (
          select w.day, w.wd, tsmultirange(tsrange(w.day::timestamp, (w.day + 1)::timestamp)) as whole,
                 case when exists (select 1 from clinic_schedules h where h.tenant_id = ${tenant} and h.clinic_id = ${clinic})
                      then coalesce(${hours('clinic_schedules', sql`h.clinic_id = ${clinic}`)}, '{}'::tsmultirange)
                      else tsmultirange(tsrange(w.day::timestamp, (w.day + 1)::timestamp)) end as open
            from days w
        ),
        people as (${people}),
        local_blocks as (
          select null::uuid as professional_id, 'clinic_closed' as kind, r
            from clinic_days c cross join lateral unnest(c.whole - c.open) as r
          union all
          select p.id, 'outside_hours', r
            from people p
            join lateral (select 1 from professional_schedules h
                           where h.tenant_id = ${tenant} and h.professional_id = p.id and h.clinic_id = ${clinic}
                           limit 1) as has_hours on true
            cross join clinic_days w
            cross join lateral unnest(w.open - coalesce(
              ${hours('professional_schedules', sql`h.professional_id = p.id and h.clinic_id = ${clinic}`)},
              '{}'::tsmultirange)) as r
        ),
        blocks as (
          select professional_id, kind, null::text as reason, null::text as notes,
                 lower(r) at time zone ${tz} as starts_at, upper(r) at time zone ${tz} as ends_at
            from local_blocks
          union all
          select x.professional_id, 'schedule_exception', x.reason::text, x.notes, x.starts_at, x.ends_at
            from people p
            join schedule_exceptions x
              on x.tenant_id = ${tenant} and x.professional_id = p.id
             and x.starts_at < ${to} and x.starts_at > ${from} - interval '367 days' and x.ends_at > ${from}
             and (x.clinic_id is null or x.clinic_id = ${clinic})
          union all
          select null, 'public_holiday', e->>1, null,
                 (e->>0)::date::timestamp at time zone ${tz}, ((e->>0)::date + 1)::timestamp at time zone ${tz}
            from jsonb_array_elements(${holidays}::jsonb) as e
        )
        select professional_id, kind, reason, notes, starts_at, ends_at
          from blocks
         where starts_at < ${to} and ends_at > ${from}
         order by starts_at, kind, professional_id nulls first`,
  );
}
