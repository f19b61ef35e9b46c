import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import {
  appointmentsFrom,
  appointmentsIn,
  localDayOf,
  nameOf,
  revenueLines,
  when,
  type Scope,
} from './scope.repository.js';

/** Present appointments and revenue per specialty (a service's specialty; null: none). */
export const specialties = (tx: Tx, s: Scope) =>
  queryRows<{ id: string | null; name: string | null; appointments: number; revenue_cents: number }>(
    tx,
    sql`
    with booked as (
      select sv.specialty_id, count(*)::int as n
      from ${appointmentsFrom}
      join services sv on sv.tenant_id = a.tenant_id and sv.id = a.service_id
      where ${appointmentsIn(s)} and a.state = 'present'
      group by sv.specialty_id
    ), revenue as (
      select sv.specialty_id, sum(r.cents)::int as cents
      from (${revenueLines(s)}) r
      left join services sv on sv.tenant_id = ${s.tenantId} and sv.id = r.service_id
      group by sv.specialty_id
    ), keys as (select specialty_id from booked union select specialty_id from revenue)
    select k.specialty_id as id, sp.name, coalesce(b.n, 0) as appointments, coalesce(r.cents, 0) as revenue_cents
    from keys k
    left join specialties sp on sp.tenant_id = ${s.tenantId} and sp.id = k.specialty_id
    left join booked b on b.specialty_id is not distinct from k.specialty_id
    left join revenue r on r.specialty_id is not distinct from k.specialty_id
    order by revenue_cents desc, appointments desc, sp.name nulls last`,
  );

/**
 * Per reference (referral source; null: none): the patients whose record was created in the range (in
 * the account's zone), how many of them came to a present appointment, and the revenue from all of the
 * reference's patients in the range.
 */
export const references = (tx: Tx, s: Scope, zone: string) =>
  queryRows<{
    id: string | null;
    name: string | null;
    new_patients: number;
    converted: number;
    revenue_cents: number;
  }>(
    tx,
    sql`
    with fresh as (
      select pp.reference_id,
             count(*)::int as n,
             count(*) filter (where exists (
               select 1 from appointments e
               where e.tenant_id = u.tenant_id and e.patient_id = u.id and e.state = 'present' and e.active
             ))::int as converted
      from users u
      join patient_profiles pp on pp.tenant_id = u.tenant_id and pp.user_id = u.id
      where u.tenant_id = ${s.tenantId} and u.type = 'patient'
        and u.created_at >= (${s.from}::date)::timestamp at time zone ${zone}
        and u.created_at < (${s.to}::date + 1)::timestamp at time zone ${zone}
        ${when(
          s.clinicId,
          sql`and exists (select 1 from user_clinics uc where uc.tenant_id = u.tenant_id and uc.user_id = u.id and uc.clinic_id = ${s.clinicId})`,
        )}
      group by pp.reference_id
    ), revenue as (
      select pp.reference_id, sum(r.cents)::int as cents
      from (${revenueLines(s)}) r
      left join patient_profiles pp on pp.tenant_id = ${s.tenantId} and pp.user_id = r.patient_id
      group by pp.reference_id
    ), keys as (select reference_id from fresh union select reference_id from revenue)
    select k.reference_id as id, rf.name, coalesce(f.n, 0) as new_patients,
           coalesce(f.converted, 0) as converted, coalesce(r.cents, 0) as revenue_cents
    from keys k
    left join "references" rf on rf.tenant_id = ${s.tenantId} and rf.id = k.reference_id
    left join fresh f on f.reference_id is not distinct from k.reference_id
    left join revenue r on r.reference_id is not distinct from k.reference_id
    order by new_patients desc, revenue_cents desc, rf.name nulls last`,
  );

export interface PresenceRow {
  id: string;
  name: string;
  scheduled: number;
  present: number;
  canceled: number;
  canceled_patient: number;
  noshow_justified: number;
  noshow_unjustified: number;
  total: number;
}

/** Appointments per state per professional. */
export const presences = (tx: Tx, s: Scope) =>
  queryRows<PresenceRow>(
    tx,
    sql`
    select a.professional_id as id, ${nameOf('p')} as name,
      count(*) filter (where a.state = 'scheduled')::int as scheduled,
      count(*) filter (where a.state = 'present')::int as present,
      count(*) filter (where a.state = 'canceled')::int as canceled,
      count(*) filter (where a.state = 'canceled_patient')::int as canceled_patient,
      count(*) filter (where a.state = 'noshow_justified')::int as noshow_justified,
      count(*) filter (where a.state = 'noshow_unjustified')::int as noshow_unjustified,
      count(*)::int as total
    from ${appointmentsFrom}
    join users p on p.tenant_id = a.tenant_id and p.id = a.professional_id
    where ${appointmentsIn(s)}
    group by a.professional_id, p.first_name, p.surname
    order by name`,
  );

export interface OccupationRow {
  id: string;
  name: string;
  week: string;
  booked_minutes: number;
  available_minutes: number;
}

/** A clinic closed on a local day (a public or municipal holiday, decision 024). */
export interface ClosedDay {
  clinicId: string;
  date: string;
}

/**
 * Booked ÷ available time per week (weeks start on Monday), per professional or per clinic. Available:
 * the professionals' weekly working intervals at the clinic on each day of the range (local wall-clock
 * times of the clinic's zone, so a DST day counts its real length), less their schedule exceptions
 * (absences at that clinic or at every clinic; overlapping absences subtracted once) and nothing on the
 * clinic's holidays (`closed`); booked: the scheduled and present appointments' length.
 */
export const occupation = (tx: Tx, s: Scope, by: 'professional' | 'clinic', closed: ClosedDay[]) => {
  const key = by === 'professional' ? sql.raw('professional_id') : sql.raw('clinic_id');
  const label =
    by === 'professional'
      ? sql`(select ${nameOf('u')} from users u where u.tenant_id = ${s.tenantId} and u.id = k.key_id)`
      : sql`(select cl.name from clinics cl where cl.tenant_id = ${s.tenantId} and cl.id = k.key_id)`;
  const closedDays = closed.length
    ? sql`values ${sql.join(
        closed.map((c) => sql`(${c.clinicId}::uuid, ${c.date}::date)`),
        sql`, `,
      )}`
    : sql`select null::uuid, null::date where false`;
  return queryRows<OccupationRow>(
    tx,
    sql`
    with days as (
      select g::date as day from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') g
    ), closed(clinic_id, day) as (${closedDays}),
    worked as (
      select ps.professional_id, ps.clinic_id, d.day,
             (ps.clinic_id, d.day) in (select clinic_id, day from closed) as holiday,
             tstzrange((d.day + ps.start_time) at time zone c.time_zone,
                       (d.day + ps.end_time) at time zone c.time_zone) as span
      from days d
      join professional_schedules ps on ps.tenant_id = ${s.tenantId}
        and ps.weekday::text = trim(to_char(d.day, 'day'))
      join clinics c on c.tenant_id = ps.tenant_id and c.id = ps.clinic_id and c.active
      where true
        ${when(s.clinicId, sql`and ps.clinic_id = ${s.clinicId}`)}
        ${when(s.professionalId, sql`and ps.professional_id = ${s.professionalId}`)}
    ), absent as (
      select e.professional_id, e.clinic_id, tstzrange(e.starts_at, e.ends_at) as span
      from schedule_exceptions e
      where e.tenant_id = ${s.tenantId}
        and e.starts_at < (${s.to}::date + 2)::timestamptz and e.ends_at > (${s.from}::date - 1)::timestamptz
        ${when(s.professionalId, sql`and e.professional_id = ${s.professionalId}`)}
    ), free as (
      select w.professional_id, w.clinic_id, w.day,
             case when w.holiday then '{}'::tstzmultirange
                  else w.span::tstzmultirange - coalesce((
                    select range_agg(x.span) from absent x
                    where x.professional_id = w.professional_id
                      and (x.clinic_id is null or x.clinic_id = w.clinic_id) and x.span && w.span
                  ), '{}'::tstzmultirange) end as spans
      from worked w
    ), available as (
      select f.${key} as key_id, date_trunc('week', f.day)::date as week,
             coalesce(sum(extract(epoch from (upper(part) - lower(part))) / 60), 0)::int as minutes
      from free f left join lateral unnest(f.spans) part on true
      group by 1, 2
    ), booked as (
      select a.${key} as key_id, date_trunc('week', ${localDayOf})::date as week,
             sum(extract(epoch from (a.ends_at - a.starts_at)) / 60)::int as minutes
      from ${appointmentsFrom}
      where ${appointmentsIn(s)} and a.state in ('scheduled', 'present')
      group by 1, 2
    ), k as (select key_id, week from available union select key_id, week from booked)
    select k.key_id as id, ${label} as name, to_char(k.week, 'YYYY-MM-DD') as week,
           coalesce(b.minutes, 0) as booked_minutes, coalesce(v.minutes, 0) as available_minutes
    from k
    left join available v on v.key_id = k.key_id and v.week = k.week
    left join booked b on b.key_id = k.key_id and b.week = k.week
    order by k.week, name`,
  );
};

/**
 * New patients seen, per professional: the present appointments in the range that are their patient's
 * first present appointment at the account (no earlier one, at any clinic).
 */
export const firstAppointments = (tx: Tx, s: Scope) =>
  queryRows<{ id: string; name: string; patients: number }>(
    tx,
    sql`
    select a.professional_id as id, ${nameOf('p')} as name, count(*)::int as patients
    from ${appointmentsFrom}
    join users p on p.tenant_id = a.tenant_id and p.id = a.professional_id
    where ${appointmentsIn(s)} and a.state = 'present'
      and not exists (
        select 1 from appointments e
        where e.tenant_id = a.tenant_id and e.patient_id = a.patient_id and e.state = 'present' and e.active
          and (e.starts_at < a.starts_at or (e.starts_at = a.starts_at and e.id < a.id))
      )
    group by a.professional_id, p.first_name, p.surname
    order by patients desc, name`,
  );
