import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { appointments, invoicingDocumentLines as lines, services } from '../../db/schema.js';
import type { InvoicingStatus } from './documents.repository.js';

/** A document's appointments: whose they are, which to invoice, and their invoicing status per payer. */
/** Whether a professional has an appointment in the document. */
export async function hasAppointmentOf(tx: Tx, tenantId: string, documentId: string, professionalId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(lines)
    .innerJoin(appointments, eq(appointments.id, lines.appointmentId))
    .where(
      and(
        eq(lines.tenantId, tenantId),
        eq(lines.documentId, documentId),
        eq(appointments.professionalId, professionalId),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The appointments to invoice, locked (two drafts racing for one appointment: the second waits and then
 * sees it taken), with their service's tax and their local date.
 */
export async function appointmentsToInvoice(tx: Tx, tenantId: string, ids: string[], timeZone: string) {
  if (!ids.length) return [];
  return queryRows<{
    id: string;
    patient_id: string;
    price_cents: number;
    invoicing_status: InvoicingStatus;
    active: boolean;
    local_date: string;
    service_id: string;
    service_name: string;
    vat_class: 'normal' | 'intermediate' | 'reduced' | null;
    tax_exemption_code: string | null;
  }>(
    tx,
    sql`select a.id, a.patient_id, a.price_cents, a.invoicing_status, a.active,
               to_char(a.starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as local_date,
               s.id as service_id, s.name as service_name, s.vat_class, s.tax_exemption_code
        from ${appointments} a join ${services} s on s.id = a.service_id
        where a.tenant_id = ${tenantId} and a.id = any(${sql.param(ids)}::uuid[])
        for update of a`,
  );
}

/** Who a document bills for its appointments: the patient's part, or the insurer's (decision 047). */
export type Payer = 'patient' | 'insurer';
export const payerOf = (doc: { insurerId: string | null }): Payer => (doc.insurerId ? 'insurer' : 'patient');

/** Moves the appointments' invoicing status of one payer's part (each part has its own, decision 044). */
export async function setAppointmentsStatus(
  tx: Tx,
  tenantId: string,
  ids: string[],
  status: InvoicingStatus,
  payer: Payer = 'patient',
) {
  if (!ids.length) return;
  await tx
    .update(appointments)
    .set(payer === 'insurer' ? { insurerInvoicingStatus: status } : { invoicingStatus: status })
    .where(and(eq(appointments.tenantId, tenantId), inArray(appointments.id, ids)));
}

/** An appointment's insurer part, as an agreement splits it (decision 044). */
export interface InsurerPart {
  id: string;
  insurerId: string;
  insurerPartCents: number;
}

/**
 * Fixes the insurer's part of appointments whose patient's part is drafted: a part the insurer has not
 * yet been invoiced for follows the agreement of the day; one already on the insurer's document stays.
 */
export async function setInsurerParts(tx: Tx, tenantId: string, parts: InsurerPart[]) {
  if (!parts.length) return;
  // One statement for the draft's sessions; a part already on the insurer's document is left as it is.
  await tx.execute(
    sql`update ${appointments} a
           set insurer_id = v.insurer_id, insurer_part_cents = v.cents,
               insurer_invoicing_status = coalesce(a.insurer_invoicing_status, 'not_invoiced')
          from unnest(${sql.param(parts.map((p) => p.id))}::uuid[],
                      ${sql.param(parts.map((p) => p.insurerId))}::uuid[],
                      ${sql.param(parts.map((p) => p.insurerPartCents))}::int[]) as v(id, insurer_id, cents)
         where a.tenant_id = ${tenantId} and a.id = v.id
           and coalesce(a.insurer_invoicing_status, 'not_invoiced') = 'not_invoiced'`,
  );
}
