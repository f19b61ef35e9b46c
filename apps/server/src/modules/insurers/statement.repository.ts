import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import {
  appointments,
  clinics,
  invoicingDocumentLines,
  invoicingDocuments,
  patientProfiles,
  services,
  users,
} from '../../db/schema.js';

/** A session the insurer may be billed for: its recorded part, or none yet (the agreement splits it). */
export interface SessionRow {
  id: string;
  local_date: string;
  local_time: string;
  patient_id: string;
  patient_name: string;
  insurance_number: string | null;
  service_id: string;
  service_name: string;
  vat_class: 'normal' | 'intermediate' | 'reduced' | null;
  tax_exemption_code: string | null;
  professional_id: string;
  professional_name: string;
  /** Recorded when the desk invoiced the patient's part (decision 044); null: not yet. */
  insurer_part_cents: number | null;
}

/**
 * The month's sessions held (`present`) with this insurer's part still to bill: those whose part is
 * recorded for it and not invoiced, and those of its patients (insurer and insurance number on their
 * record) whose part is not recorded yet and whose patient was not billed the whole price — the
 * agreement of the day splits them in the service. The month
 * is the clinic's local month; the UTC range, a day wider on each side, lets the (tenant, starts_at)
 * index find the rows. `lock`: the rows stay locked until the FT is issued (a second statement waits, then
 * sees them billed).
 */
export async function sessionsToBill(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  month: { first: string; next: string },
  opts: { lock?: boolean; ids?: string[] } = {},
): Promise<SessionRow[]> {
  const a = appointments;
  return queryRows<SessionRow>(
    tx,
    sql`select a.id,
               to_char(a.starts_at at time zone c.time_zone, 'YYYY-MM-DD') as local_date,
               to_char(a.starts_at at time zone c.time_zone, 'HH24:MI') as local_time,
               a.patient_id, p.first_name || ' ' || p.surname as patient_name, pp.insurance_number,
               s.id as service_id, s.name as service_name, s.vat_class, s.tax_exemption_code,
               a.professional_id, pr.first_name || ' ' || pr.surname as professional_name,
               a.insurer_part_cents
          from ${a} a
          join ${clinics} c on c.id = a.clinic_id
          join ${users} p on p.id = a.patient_id
          join ${users} pr on pr.id = a.professional_id
          join ${services} s on s.id = a.service_id
          left join ${patientProfiles} pp on pp.tenant_id = a.tenant_id and pp.user_id = a.patient_id
         where a.tenant_id = ${tenantId}
           and a.starts_at >= ${month.first}::date - 1 and a.starts_at < ${month.next}::date + 1
           and (a.starts_at at time zone c.time_zone)::date >= ${month.first}::date
           and (a.starts_at at time zone c.time_zone)::date < ${month.next}::date
           and a.active and a.state = 'present'
           and (
             (a.insurer_id = ${insurerId} and a.insurer_invoicing_status = 'not_invoiced'
              and a.insurer_part_cents > 0)
             -- Not recorded: unless the desk billed the patient the whole price (no cover then).
             or (a.insurer_id is null and a.invoicing_status = 'not_invoiced'
                 and pp.insurer_id = ${insurerId} and pp.insurance_number is not null)
           )
           ${opts.ids ? sql`and a.id = any(${sql.param(opts.ids)}::uuid[])` : sql``}
         order by a.starts_at, p.surname, a.id
         ${opts.lock ? sql`for update of a` : sql``}`,
  );
}

/** The issued FTs (not cancelled) to this insurer with a session of the month. */
export async function documentsOfMonth(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  month: { first: string; next: string },
) {
  const d = invoicingDocuments;
  return queryRows<{
    id: string;
    type: 'FT' | 'FR' | 'FS' | 'NC';
    status: 'D' | 'N' | 'A' | 'F';
    invoice_no: string | null;
    invoice_date: string | null;
    gross_cents: number;
  }>(
    tx,
    sql`select d.id, d.type, d.status, d.invoice_no, d.invoice_date, d.gross_cents
          from ${d} d
         where d.tenant_id = ${tenantId} and d.insurer_id = ${insurerId} and d.type = 'FT'
           and d.status = 'N'
           and exists (select 1 from ${invoicingDocumentLines} l
                        where l.tenant_id = d.tenant_id and l.document_id = d.id
                          and l.service_date >= ${month.first}::date and l.service_date < ${month.next}::date)
         order by d.invoice_date, d.number`,
  );
}

/** Records the insurer's part of sessions billed to it (one statement for all: no query per session). */
export async function recordInsurerParts(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  parts: { id: string; cents: number }[],
) {
  if (!parts.length) return;
  await tx.execute(
    sql`update ${appointments} a
           set insurer_id = ${insurerId}, insurer_part_cents = v.cents,
               insurer_invoicing_status = 'draft_invoice'
          from unnest(${sql.param(parts.map((p) => p.id))}::uuid[], ${sql.param(parts.map((p) => p.cents))}::int[])
               as v(id, cents)
         where a.tenant_id = ${tenantId} and a.id = v.id`,
  );
}

/** Of these appointments, those whose insurer's part is already on this insurer's document. */
export async function billedTo(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select a.id from ${appointments} a
         where a.tenant_id = ${tenantId} and a.id = any(${sql.param(ids)}::uuid[])
           and a.insurer_id = ${insurerId} and a.insurer_invoicing_status <> 'not_invoiced'`,
  );
  return new Set(rows.map((r) => r.id));
}
