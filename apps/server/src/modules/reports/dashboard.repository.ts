import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { birthdayKey } from '../../db/schema/patients.js';
import { addDays } from '../appointments/series-rule.js';
import {
  appointmentsFrom,
  appointmentsIn,
  nameOf,
  revenueLines,
  when,
  type Scope,
} from './scope.repository.js';

/** Today's scheduled and present appointments per professional, and the next one still to come. */
export const agenda = (tx: Tx, s: Scope, now: Date) =>
  queryRows<{ id: string; name: string; appointments: number; next_at: string | null }>(
    tx,
    sql`
    select a.professional_id as id, ${nameOf('p')} as name, count(*)::int as appointments,
           to_char(min(a.starts_at) filter (where a.starts_at >= ${now.toISOString()}::timestamptz and a.state = 'scheduled')
             at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_at
    from ${appointmentsFrom}
    join users p on p.tenant_id = a.tenant_id and p.id = a.professional_id
    where ${appointmentsIn(s)} and a.state in ('scheduled', 'present')
    group by a.professional_id, p.first_name, p.surname order by name`,
  );

/** The revenue of a range (issued less credited, the financial report's). */
export async function revenue(tx: Tx, s: Scope) {
  const [row] = await queryRows<{ cents: number }>(
    tx,
    sql`select coalesce(sum(r.cents), 0)::int as cents from (${revenueLines(s)}) r`,
  );
  return row!.cents;
}

/**
 * What patients still owe: the issued FTs' totals less what active payments settled of them and what
 * credit notes credited of them.
 */
export async function owed(tx: Tx, tenantId: string, clinicId?: string) {
  const [row] = await queryRows<{ cents: number }>(
    tx,
    sql`
    select coalesce(sum(greatest(d.gross_cents - coalesce(pa.cents, 0) - coalesce(nc.cents, 0), 0)), 0)::int as cents
    from invoicing_documents d
    left join lateral (
      select sum(al.amount_cents) as cents from payment_allocations al
      join payments p on p.tenant_id = al.tenant_id and p.id = al.payment_id and p.status = 'N'
      where al.tenant_id = d.tenant_id and al.document_id = d.id
    ) pa on true
    left join lateral (
      select sum(n.gross_cents) as cents from invoicing_documents n
      where n.tenant_id = d.tenant_id and n.credited_document_id = d.id and n.type = 'NC' and n.status in ('N', 'F')
    ) nc on true
    where d.tenant_id = ${tenantId} and d.type = 'FT' and d.status in ('N', 'F')
      ${when(clinicId, sql`and d.clinic_id = ${clinicId}`)}`,
  );
  return row!.cents;
}

/**
 * Of a range's appointments (every state but scheduled, i.e. those already decided): the no-shows and
 * the late cancellations — cancelled by the patient fewer than the account's window hours before the start.
 */
export async function attendance(tx: Tx, s: Scope, windowHours: number) {
  const [row] = await queryRows<{ appointments: number; no_shows: number; late: number }>(
    tx,
    sql`
    select count(*)::int as appointments,
      count(*) filter (where a.state in ('noshow_justified', 'noshow_unjustified'))::int as no_shows,
      count(*) filter (where a.state = 'canceled_patient' and exists (
        select 1 from appointment_history h
        where h.tenant_id = a.tenant_id and h.appointment_id = a.id and h.to_state = 'canceled_patient'
          and h.at > a.starts_at - make_interval(hours => ${windowHours}::int)
      ))::int as late
    from ${appointmentsFrom}
    where ${appointmentsIn(s)} and a.state <> 'scheduled'`,
  );
  return row!;
}

/** Patients whose record was created in the range (the account's zone). */
export async function newPatients(tx: Tx, s: Scope, zone: string) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from users u
    where u.tenant_id = ${s.tenantId} and u.type = 'patient'
      and u.created_at >= (${s.from}::date)::timestamp at time zone ${zone}
      and u.created_at < (${s.to}::date + 1)::timestamp at time zone ${zone}
      ${when(
        s.clinicId,
        sql`and exists (select 1 from user_clinics uc where uc.tenant_id = u.tenant_id and uc.user_id = u.id and uc.clinic_id = ${s.clinicId})`,
      )}`,
  );
  return row!.n;
}

/** Counts behind the tiles that link to lists: pending requests, packs expiring, products below threshold. */
export async function pendingCounts(tx: Tx, tenantId: string, today: string, clinicId?: string) {
  const [row] = await queryRows<{ requests: number; packs: number; stock: number }>(
    tx,
    sql`
    select
      (select count(*) from appointment_requests r where r.tenant_id = ${tenantId} and r.status = 'pending'
         ${when(clinicId, sql`and r.clinic_id = ${clinicId}`)})::int as requests,
      (select count(*) from service_pack_sales ps where ps.tenant_id = ${tenantId}
         and ps.sessions_used < ps.sessions_count
         and ps.expires_on between ${today}::date and ${today}::date + 30)::int as packs,
      (select count(*) from services sv where sv.tenant_id = ${tenantId} and sv.active and sv.kind = 'product'
         and sv.low_stock_threshold_milli is not null
         and sv.stock_quantity_milli < sv.low_stock_threshold_milli)::int as stock`,
  );
  return row!;
}

/** Patients whose birthday falls in the week (Monday to Sunday) — by month and day, any year. */
export const birthdays = (tx: Tx, tenantId: string, weekFrom: string, clinicId?: string) =>
  queryRows<{ id: string; name: string; date_of_birth: string }>(
    tx,
    sql`
    select u.id, ${nameOf('u')} as name, to_char(pp.date_of_birth, 'YYYY-MM-DD') as date_of_birth
    from patient_profiles pp
    join users u on u.tenant_id = pp.tenant_id and u.id = pp.user_id and u.active
    where pp.tenant_id = ${tenantId} and pp.date_of_birth is not null and pp.erased_at is null
      and ${birthdayKey('pp')} in (${sql.join(
        Array.from({ length: 7 }, (_, i) => addDays(weekFrom, i)).map(
          (day) => sql`${Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10))}`,
        ),
        sql`, `,
      )})
      ${when(
        clinicId,
        sql`and exists (select 1 from user_clinics uc where uc.tenant_id = u.tenant_id and uc.user_id = u.id and uc.clinic_id = ${clinicId})`,
      )}
    order by to_char(pp.date_of_birth, 'MM-DD'), name`,
  );

/** The cancellation window of the account's reminders (decision 042), 24 h when never set. */
export async function cancellationWindowHours(tx: Tx, tenantId: string) {
  const [row] = await queryRows<{ h: number }>(
    tx,
    sql`select cancellation_window_hours as h from notification_settings where tenant_id = ${tenantId}`,
  );
  return row?.h ?? 24;
}
