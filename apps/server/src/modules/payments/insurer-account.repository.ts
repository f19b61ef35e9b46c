import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import {
  invoicingDocumentLines as lines,
  invoicingDocuments as docs,
  paymentAllocations,
  paymentRefusals,
  payments,
} from '../../db/schema.js';

export interface AccountDocumentRow {
  id: string;
  type: 'FT';
  status: 'N';
  invoice_no: string | null;
  invoice_date: string | null;
  gross_cents: number;
  credited_cents: number;
  settled_cents: number;
}

/**
 * The insurer's issued FTs (newest first), each with what issued credit notes credited and what active
 * payments settled — through the (tenant, insurer, date) index: one insurer's documents, about twelve a
 * year, never the clinic's history.
 */
export const accountDocuments = (tx: Tx, tenantId: string, insurerId: string, ids?: string[]) =>
  queryRows<AccountDocumentRow>(
    tx,
    sql`select d.id, d.type, d.status, d.invoice_no, d.invoice_date, d.gross_cents,
               coalesce((select sum(nc.gross_cents) from ${docs} nc
                          where nc.tenant_id = d.tenant_id and nc.credited_document_id = d.id
                            and nc.status = 'N'), 0)::int as credited_cents,
               coalesce((select sum(pa.amount_cents) from ${paymentAllocations} pa
                           join ${payments} p on p.tenant_id = pa.tenant_id and p.id = pa.payment_id
                          where pa.tenant_id = d.tenant_id and pa.document_id = d.id
                            and p.status = 'N'), 0)::int as settled_cents
          from ${docs} d
         where d.tenant_id = ${tenantId} and d.insurer_id = ${insurerId}
           and d.type = 'FT' and d.status = 'N'
           ${ids ? sql`and d.id = any(${sql.param(ids)}::uuid[])` : sql``}
         order by d.invoice_date desc, d.number desc`,
  );

export interface AccountLineRow {
  id: string;
  document_id: string;
  description: string;
  service_date: string | null;
  gross_cents: number;
  credited_cents: number;
  refused_cents: number;
}

/** The documents' lines with what issued NCs credited of each and what active payments noted refused. */
export const accountLines = (tx: Tx, tenantId: string, documentIds: string[]) =>
  documentIds.length
    ? queryRows<AccountLineRow>(
        tx,
        sql`select l.id, l.document_id, l.description, l.service_date, l.gross_cents,
                   coalesce((select sum(c.gross_cents) from ${lines} c
                               join ${docs} nc on nc.tenant_id = c.tenant_id and nc.id = c.document_id
                              where c.tenant_id = l.tenant_id and c.credited_line_id = l.id
                                and nc.status = 'N'), 0)::int as credited_cents,
                   coalesce((select sum(r.amount_cents) from ${paymentRefusals} r
                               join ${payments} p on p.tenant_id = r.tenant_id and p.id = r.payment_id
                              where r.tenant_id = l.tenant_id and r.line_id = l.id
                                and p.status = 'N'), 0)::int as refused_cents
              from ${lines} l
             where l.tenant_id = ${tenantId} and l.document_id = any(${sql.param(documentIds)}::uuid[])
             order by l.document_id, l.position`,
      )
    : Promise.resolve([]);

/** The insurer's payments, newest first (cancelled ones too: the account shows them struck out). */
export const insurerPayments = (tx: Tx, tenantId: string, insurerId: string, id?: string) =>
  queryRows<{
    id: string;
    status: 'N' | 'A';
    paid_at: string;
    amount_cents: number;
    method: (typeof payments.$inferSelect)['method'];
    source: string | null;
    receipt_no: string | null;
  }>(
    tx,
    sql`select p.id, p.status, p.paid_at, p.amount_cents, p.method, p.source, p.receipt_no
          from ${payments} p
         where p.tenant_id = ${tenantId} and p.insurer_id = ${insurerId}
           ${id ? sql`and p.id = ${id}` : sql``}
         order by p.paid_at desc, p.created_at desc`,
  );

/** The refusals these payments noted, with their lines' descriptions. */
export const refusalsOf = (tx: Tx, tenantId: string, paymentIds: string[]) =>
  paymentIds.length
    ? queryRows<{
        payment_id: string;
        line_id: string;
        description: string;
        amount_cents: number;
        reason: string;
      }>(
        tx,
        sql`select r.payment_id, r.line_id, l.description, r.amount_cents, r.reason
              from ${paymentRefusals} r
              join ${lines} l on l.tenant_id = r.tenant_id and l.id = r.line_id
             where r.tenant_id = ${tenantId} and r.payment_id = any(${sql.param(paymentIds)}::uuid[])
             order by l.document_id, l.position`,
      )
    : Promise.resolve([]);

export async function insertRefusals(
  tx: Tx,
  tenantId: string,
  paymentId: string,
  rows: { lineId: string; amountCents: number; reason: string }[],
) {
  if (rows.length) await tx.insert(paymentRefusals).values(rows.map((r) => ({ ...r, tenantId, paymentId })));
}
