import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** What a report reads: the tenant, an inclusive range of local days, optionally one clinic, one professional. */
export interface Scope {
  tenantId: string;
  from: string;
  to: string;
  clinicId?: string;
  professionalId?: string;
}

const empty = sql``;
export const when = (cond: unknown, part: SQL) => (cond ? part : empty);

/**
 * The active appointments (alias `a`, its clinic joined as `c`) that start on one of the range's days in
 * their clinic's time zone: the instants of the first day's midnight and of the day after the last,
 * local to the clinic (DST days are 23 or 25 hours long). The first pair of bounds, a day wider either
 * side, lets the `(tenant, starts_at)`-led indexes narrow the rows before the zone is applied.
 */
export const appointmentsIn = (s: Scope) => sql`
  a.tenant_id = ${s.tenantId} and a.active
  and a.starts_at >= (${s.from}::date - 1)::timestamptz and a.starts_at < (${s.to}::date + 2)::timestamptz
  and a.starts_at >= (${s.from}::date)::timestamp at time zone c.time_zone
  and a.starts_at < (${s.to}::date + 1)::timestamp at time zone c.time_zone
  ${when(s.clinicId, sql`and a.clinic_id = ${s.clinicId}`)}
  ${when(s.professionalId, sql`and a.professional_id = ${s.professionalId}`)}`;

export const appointmentsFrom = sql`appointments a join clinics c on c.tenant_id = a.tenant_id and c.id = a.clinic_id`;

/** An appointment's local day in its clinic's zone. */
export const localDayOf = sql`(a.starts_at at time zone c.time_zone)::date`;

/**
 * Revenue (decision 049): the lines of the issued invoices (FT, FR, FS; N or F, never cancelled ones)
 * dated in the range, less the lines of the credit notes (NC) dated in it — what SAF-T's
 * SalesInvoices totals count (CIVA art. 36.º and 78.º). Gross of VAT. With a professional, only lines of
 * that professional's appointments; with a clinic, the documents issued there.
 */
export const revenueLines = (s: Scope) => sql`
  select l.service_id, l.appointment_id, d.id as document_id, d.patient_id, d.invoice_date,
         case when d.type = 'NC' then -l.gross_cents else l.gross_cents end as cents
  from invoicing_documents d
  join invoicing_document_lines l on l.tenant_id = d.tenant_id and l.document_id = d.id
  ${when(
    s.professionalId,
    sql`join appointments pa on pa.tenant_id = l.tenant_id and pa.id = l.appointment_id and pa.professional_id = ${s.professionalId}`,
  )}
  where d.tenant_id = ${s.tenantId} and d.status in ('N', 'F') and d.type in ('FT', 'FR', 'FS', 'NC')
    and d.invoice_date between ${s.from}::date and ${s.to}::date
    ${when(s.clinicId, sql`and d.clinic_id = ${s.clinicId}`)}`;

/** A user's full name. */
export const nameOf = (alias: string) => sql.raw(`${alias}.first_name || ' ' || ${alias}.surname`);

/** The tenant's active clinics, by name (the dashboard's clinic filter). */
export const tenantClinics = (tx: Tx, tenantId: string) =>
  queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from clinics where tenant_id = ${tenantId} and active order by lower(name)`,
  );

/** Whether a clinic is the tenant's. */
export async function isClinic(tx: Tx, tenantId: string, id: string) {
  const rows = await queryRows(tx, sql`select 1 from clinics where tenant_id = ${tenantId} and id = ${id}`);
  return rows.length > 0;
}

/** Whether a user is one of the tenant's team (not a patient). */
export async function isStaff(tx: Tx, tenantId: string, id: string) {
  const rows = await queryRows(
    tx,
    sql`select 1 from users where tenant_id = ${tenantId} and id = ${id} and type <> 'patient'`,
  );
  return rows.length > 0;
}

/** What the holidays of the tenant's active clinics (or of one) follow from (decision 024). */
export const clinicHolidaySettings = (tx: Tx, tenantId: string, clinicId?: string) =>
  queryRows<{
    id: string;
    timeZone: string;
    municipalHolidayDay: number | null;
    municipalHolidayMonth: number | null;
    municipalHolidayName: string | null;
  }>(
    tx,
    sql`select id, time_zone as "timeZone", municipal_holiday_day as "municipalHolidayDay",
               municipal_holiday_month as "municipalHolidayMonth", municipal_holiday_name as "municipalHolidayName"
        from clinics where tenant_id = ${tenantId} and active ${when(clinicId, sql`and id = ${clinicId}`)}`,
  );
