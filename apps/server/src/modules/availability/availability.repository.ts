import { sql, type SQL } from 'drizzle-orm';
import type { outsideScheduleReasons } from '@clinica/contracts/appointments';
import { weekdays } from '@clinica/contracts/clinics';
import { queryRows, type Tx } from '../../db/client.js';

/** Why a slot is outside the schedule. */
export type OutsideReason = (typeof outsideScheduleReasons)[number];

const minuteOf = (t: SQL) => sql`floor(extract(epoch from (${t})::time) / 60)::int`;

/**
 * Each slot's local day and start time in the clinic's time zone, and why it is outside the schedule
 * (`[]` when inside), in one query whatever the number of slots (decision 010).
 *
 * Hours only count once defined: a clinic without opening hours, or a professional without working
 * hours at that clinic, restricts nothing. A slot is read in the clinic's local time (PostgreSQL's tz
 * database knows every DST rule): the weekday it starts on, and its start and end in minutes of that day,
 * the end past 24:00 when it ends the next day — so a slot that runs past local midnight is never inside
 * defined hours. It is inside when that weekday's intervals, merged (`range_agg`: back-to-back intervals
 * join), contain it. A slot that ends no later, on the wall clock, than it starts (the hour the clocks
 * go back) counts as inside.
 */
export interface SlotRow {
  date: string;
  start: string;
  reasons: OutsideReason[];
  /** The clinic's holiday settings (the same on every row): the service adds `public_holiday`. */
  municipal_holiday_day: number | null;
  municipal_holiday_month: number | null;
  municipal_holiday_name: string | null;
}

export async function slotsInSchedule(
  tx: Tx,
  q: {
    clinicId: string;
    professionalId: string;
    timeZone: string;
    slots: Array<{ startsAt: Date; endsAt: Date }>;
  },
): Promise<SlotRow[]> {
  if (!q.slots.length) return [];
  const tz = sql`${q.timeZone}::text`;
  const clinic = sql`${q.clinicId}::uuid`;
  const professional = sql`${q.professionalId}::uuid`;
  const localStart = sql`(s.a at time zone ${tz})`;
  const localEnd = sql`(s.b at time zone ${tz})`;
  const weekday = sql`(array[${sql.raw(weekdays.map((w) => `'${w}'`).join(', '))}]::weekday[])[extract(isodow from ${localStart})::int]`;
  /** `reason` when `table` defines hours for `owner` and that weekday's merged hours do not hold the slot. */
  const outsideHours = (
    reason: OutsideReason,
    table: 'clinic_schedules' | 'professional_schedules',
    owner: SQL,
  ) =>
    sql`case when exists (select 1 from ${sql.raw(table)} h where ${owner})
               and not (m.e <= m.s or coalesce((
                   select range_agg(int4range(${minuteOf(sql`h.start_time`)}, ${minuteOf(sql`h.end_time`)}))
                     from ${sql.raw(table)} h where ${owner} and h.weekday = m.wd) @> int4range(m.s, m.e), false))
             then ${reason}::text end`;
  const slots = JSON.stringify(q.slots.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]));
  return queryRows<SlotRow>(
    tx,
    sql`select to_char(${localStart}, 'YYYY-MM-DD') as date, to_char(${localStart}, 'HH24:MI') as start,
               c.municipal_holiday_day, c.municipal_holiday_month, c.municipal_holiday_name,
               array_remove(array[
                 ${outsideHours('clinic_closed', 'clinic_schedules', sql`h.clinic_id = ${clinic}`)},
                 ${outsideHours('professional_not_working', 'professional_schedules', sql`h.professional_id = ${professional} and h.clinic_id = ${clinic}`)},
                 case when exists (select 1 from schedule_exceptions x
                                    where x.professional_id = ${professional}
                                      and (x.clinic_id is null or x.clinic_id = ${clinic})
                                      and x.starts_at < s.b and x.ends_at > s.a)
                      then 'schedule_exception' end]::text[], null) as reasons
          from (select (e->>0)::timestamptz as a, (e->>1)::timestamptz as b, i
                  from jsonb_array_elements(${slots}::jsonb) with ordinality as x(e, i)) s
         cross join lateral (
               select ${weekday} as wd, ${minuteOf(localStart)} as s,
                      ${minuteOf(localEnd)} + case when ${localEnd}::date <> ${localStart}::date then 1440 else 0 end as e) m
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
