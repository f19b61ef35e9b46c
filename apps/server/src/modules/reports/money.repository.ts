import { sql } from 'drizzle-orm';
import { moneyMethods } from '@clinica/contracts/payment-methods';
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

const money = sql.join(
  moneyMethods.map((m) => sql`${m}`),
  sql`, `,
);

/**
 * Per month: revenue (issued less credited), the VAT of those documents, the expenses (VAT included: a
 * clinic exempt under CIVA art. 9.º deducts none, art. 20.º) and the result. Expenses carry no clinic
 * nor professional: they count only in the account-wide report.
 */
export const byMonth = (tx: Tx, s: Scope, withExpenses: boolean) =>
  queryRows<{ month: string; revenue_cents: number; vat_cents: number; expenses_cents: number }>(
    tx,
    sql`
    with revenue as (
      select date_trunc('month', r.invoice_date)::date as month, sum(r.cents)::int as cents
      from (${revenueLines(s)}) r group by 1
    ), vat as (
      select date_trunc('month', d.invoice_date)::date as month,
             sum(case when d.type = 'NC' then -d.tax_cents else d.tax_cents end)::int as cents
      from invoicing_documents d
      where d.tenant_id = ${s.tenantId} and d.status in ('N', 'F') and d.type in ('FT', 'FR', 'FS', 'NC')
        and d.invoice_date between ${s.from}::date and ${s.to}::date
        ${when(s.clinicId, sql`and d.clinic_id = ${s.clinicId}`)}
        ${when(
          s.professionalId,
          sql`and exists (select 1 from invoicing_document_lines l join appointments pa on pa.tenant_id = l.tenant_id and pa.id = l.appointment_id
                where l.tenant_id = d.tenant_id and l.document_id = d.id and pa.professional_id = ${s.professionalId})`,
        )}
      group by 1
    ), spent as (
      select date_trunc('month', e.expense_date)::date as month, sum(e.total_cents)::int as cents
      from expenses e
      where ${withExpenses ? sql`true` : sql`false`} and e.tenant_id = ${s.tenantId} and e.expense_date between ${s.from}::date and ${s.to}::date
      group by 1
    ), months as (select month from revenue union select month from vat union select month from spent)
    select to_char(m.month, 'YYYY-MM') as month, coalesce(r.cents, 0) as revenue_cents,
           coalesce(v.cents, 0) as vat_cents, coalesce(x.cents, 0) as expenses_cents
    from months m
    left join revenue r on r.month = m.month
    left join vat v on v.month = m.month
    left join spent x on x.month = m.month
    order by m.month`,
  );

/** Revenue per service (a line without a service: null) and per professional (of the line's appointment). */
export const revenueBy = (tx: Tx, s: Scope, by: 'service' | 'professional') =>
  queryRows<{ id: string | null; name: string | null; revenue_cents: number }>(
    tx,
    by === 'service'
      ? sql`
        select r.service_id as id, sv.name, sum(r.cents)::int as revenue_cents
        from (${revenueLines(s)}) r
        left join services sv on sv.tenant_id = ${s.tenantId} and sv.id = r.service_id
        group by r.service_id, sv.name order by revenue_cents desc, sv.name nulls last`
      : sql`
        select ap.professional_id as id, ${nameOf('p')} as name, sum(r.cents)::int as revenue_cents
        from (${revenueLines(s)}) r
        left join appointments ap on ap.tenant_id = ${s.tenantId} and ap.id = r.appointment_id
        left join users p on p.tenant_id = ${s.tenantId} and p.id = ap.professional_id
        group by ap.professional_id, p.first_name, p.surname order by revenue_cents desc, name nulls last`,
  );

/**
 * Money taken per method, as the cash close counts it (decision 033): the payments recorded in the
 * range (their receipt and advance parts), the FRs and FS issued in it by their recorded methods (an
 * advance's FR is in its payment already), less the refunds. Summed over a period, the same as the day
 * closes' expected amounts. Not per professional: a payment is the patient's, not a session's.
 */
export const byMethod = (tx: Tx, s: Scope) =>
  queryRows<{ method: string; cents: number }>(
    tx,
    sql`
    select method::text as method, sum(cents)::int as cents from (
      select p.method, p.amount_cents as cents from payments p
      where p.tenant_id = ${s.tenantId} and p.status = 'N' and p.method in (${money})
        and p.paid_at between ${s.from}::date and ${s.to}::date
        ${when(s.clinicId, sql`and p.clinic_id = ${s.clinicId}`)}
      union all
      select dp.method, dp.amount_cents from invoicing_documents d
      join invoicing_document_payments dp on dp.tenant_id = d.tenant_id and dp.document_id = d.id
      where d.tenant_id = ${s.tenantId} and d.status = 'N' and d.type in ('FR', 'FS')
        and d.invoice_date between ${s.from}::date and ${s.to}::date
        ${when(s.clinicId, sql`and d.clinic_id = ${s.clinicId}`)}
        and not exists (select 1 from payments ap where ap.tenant_id = d.tenant_id and ap.advance_document_id = d.id)
      union all
      select r.method, -r.amount_cents from refunds r
      where r.tenant_id = ${s.tenantId} and r.refunded_at between ${s.from}::date and ${s.to}::date
        ${when(s.clinicId, sql`and r.clinic_id = ${s.clinicId}`)}
    ) x group by method order by cents desc, method`,
  );

/** The insurers' part of the present appointments in the range (decision 044's split), per insurer. */
export const byInsurer = (tx: Tx, s: Scope) =>
  queryRows<{ id: string; name: string; appointments: number; cents: number }>(
    tx,
    sql`
    select a.insurer_id as id, i.name, count(*)::int as appointments, sum(a.insurer_part_cents)::int as cents
    from ${appointmentsFrom}
    join insurers i on i.tenant_id = a.tenant_id and i.id = a.insurer_id
    where ${appointmentsIn(s)} and a.state = 'present' and a.insurer_id is not null
    group by a.insurer_id, i.name order by cents desc, i.name`,
  );

/** Expenses per category, VAT included, and their VAT. */
export const expensesByCategory = (tx: Tx, s: Scope) =>
  queryRows<{ category: string; cents: number; vat_cents: number }>(
    tx,
    sql`
    select e.category::text as category, sum(e.total_cents)::int as cents, sum(e.vat_cents)::int as vat_cents
    from expenses e
    where e.tenant_id = ${s.tenantId} and e.expense_date between ${s.from}::date and ${s.to}::date
    group by e.category order by cents desc, category`,
  );

export interface CommissionLine {
  appointment_id: string;
  day: string;
  professional_id: string;
  professional: string;
  patient: string;
  service: string;
  percent: number | null;
  base_cents: number;
  commission_cents: number;
}

/**
 * A commission line per present appointment of the range: its base is the appointment's price, or (basis
 * `paid`) what was paid of it — all of an FR's or FS's line, and of an FT's line the share its
 * allocations settled (rounded down to the cent). Commission: base × the professional's % (half up).
 */
const commissionLines = (s: Scope, paid: boolean) => sql`
  select a.id as appointment_id, to_char(${localDayOf}, 'YYYY-MM-DD') as day, a.starts_at,
         a.professional_id, ${nameOf('p')} as professional, ${nameOf('pt')} as patient, sv.name as service,
         p.commission_percent::float8 as percent, p.commission_percent as pct,
         ${paid ? sql`coalesce(pd.cents, 0)` : sql`a.price_cents`} as base_cents
  from ${appointmentsFrom}
  join users p on p.tenant_id = a.tenant_id and p.id = a.professional_id
  join users pt on pt.tenant_id = a.tenant_id and pt.id = a.patient_id
  join services sv on sv.tenant_id = a.tenant_id and sv.id = a.service_id
  ${when(
    paid,
    sql`left join lateral (
      select sum(case when d.type in ('FR', 'FS') then l.gross_cents
                      when d.gross_cents = 0 then 0
                      else (l.gross_cents::bigint * least(d.gross_cents, coalesce((
                        select sum(pa.amount_cents) from payment_allocations pa
                        join payments py on py.tenant_id = pa.tenant_id and py.id = pa.payment_id and py.status = 'N'
                        where pa.tenant_id = d.tenant_id and pa.document_id = d.id), 0)) / d.gross_cents)
                 end)::int as cents
      from invoicing_document_lines l
      join invoicing_documents d on d.tenant_id = l.tenant_id and d.id = l.document_id
      where l.tenant_id = a.tenant_id and l.appointment_id = a.id
        and d.status in ('N', 'F') and d.type in ('FT', 'FR', 'FS')
    ) pd on true`,
  )}
  where ${appointmentsIn(s)} and a.state = 'present'`;

const withCommission = (s: Scope, paid: boolean) => sql`
  with lines as (${commissionLines(s, paid)}),
  priced as (
    select *, round(base_cents * coalesce(pct, 0) / 100)::int as commission_cents from lines
  )`;

export const commissionDetail = (tx: Tx, s: Scope, paid: boolean) =>
  queryRows<CommissionLine>(
    tx,
    sql`${withCommission(s, paid)}
    select appointment_id, day, professional_id, professional, patient, service, percent, base_cents, commission_cents
    from priced order by professional, starts_at`,
  );

export const commissionSummary = (tx: Tx, s: Scope, paid: boolean) =>
  queryRows<{
    id: string;
    name: string;
    percent: number | null;
    appointments: number;
    base_cents: number;
    commission_cents: number;
  }>(
    tx,
    sql`${withCommission(s, paid)}
    select professional_id as id, professional as name, percent, count(*)::int as appointments,
           sum(base_cents)::int as base_cents, sum(commission_cents)::int as commission_cents
    from priced group by professional_id, professional, percent order by name`,
  );
