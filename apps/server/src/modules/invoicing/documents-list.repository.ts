import { and, desc, eq, exists, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '@clinica/contracts/invoicing';
import type { Tx } from '../../db/client.js';
import { cappedCount, one } from '../../db/list.js';
import {
  appointments,
  invoicingDocumentLines as lines,
  invoicingDocuments as docs,
  invoicingSeries,
} from '../../db/schema.js';
import { selectDocs, type PatientSeen } from './documents.repository.js';

/** The documents' list (issue 25, decision 029): its filters, one page, the count and the totals. */
export interface ListFilter {
  type?: DocumentType;
  status?: 'D' | 'N' | 'A' | 'F';
  series?: string;
  patientId?: string;
  appointmentId?: string;
  from?: string;
  to?: string;
  /**
   * The clinic's today, when it lies in `from`–`to`: drafts (undated until issued, when they take the
   * issue day) are then listed with the range's documents, so this month's list keeps the desk's drafts.
   */
  draftsToday?: boolean;
  archived?: boolean;
  /** A patient: only their own issued documents. */
  ownPatientId?: string;
  /** A professional without list_all: documents with their appointments. */
  professionalId?: string;
  seen: PatientSeen;
}

function listWhere(tenantId: string, f: ListFilter): SQL {
  const where: SQL[] = [eq(docs.tenantId, tenantId), ...f.seen(docs.patientId)];
  if (f.type) where.push(eq(docs.type, f.type));
  if (f.status) where.push(eq(docs.status, f.status));
  if (f.series) where.push(eq(invoicingSeries.code, f.series));
  if (f.patientId) where.push(eq(docs.patientId, f.patientId));
  // Read from the lines' appointment index (a few documents: its invoice, credit notes, cancelled ones).
  if (f.appointmentId)
    where.push(
      sql`${docs.id} in (select ${lines.documentId} from ${lines}
            where ${lines.tenantId} = ${tenantId} and ${lines.appointmentId} = ${f.appointmentId})`,
    );
  // A date range is the issue date's; drafts are undated and belong to today's (see `draftsToday`).
  if (f.from || f.to) {
    const range = and(
      f.from ? gte(docs.invoiceDate, f.from) : undefined,
      f.to ? lte(docs.invoiceDate, f.to) : undefined,
    )!;
    where.push(f.draftsToday ? or(range, isNull(docs.invoiceDate))! : range);
  }
  if (!f.archived) where.push(isNull(docs.archivedAt));
  if (f.ownPatientId) where.push(eq(docs.patientId, f.ownPatientId), ne(docs.status, 'D'));
  // A professional reads patients' documents with their sessions, never an insurer's (decision 047).
  if (f.professionalId)
    where.push(
      isNull(docs.insurerId),
      exists(
        sql`(select 1 from ${lines} join ${appointments} on ${appointments.id} = ${lines.appointmentId}
             where ${lines.tenantId} = ${tenantId} and ${lines.documentId} = ${docs.id}
               and ${appointments.professionalId} = ${f.professionalId})`,
      ),
    );
  return and(...where)!;
}

export async function listDocuments(tx: Tx, tenantId: string, f: ListFilter, page: number, pageSize: number) {
  const rows = await selectDocs(tx)
    .where(listWhere(tenantId, f))
    // Drafts (undated) first, then the newest issued: the index (tenant, invoice_date, system_entry_at,
    // number, id) read backwards, so a page never sorts the clinic's history. Documents entered in the
    // same second (a batch) list in number order, not by their random ids (issue 38).
    .orderBy(
      sql`${docs.invoiceDate} desc nulls first`,
      sql`${docs.systemEntryAt} desc nulls first`,
      sql`${docs.number} desc nulls first`,
      desc(docs.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows;
}

/** How many documents match, counted up to `limit` (a list without a bounded set: no totals, DESIGN §4). */
export const countDocuments = (tx: Tx, tenantId: string, f: ListFilter, limit: number) =>
  cappedCount(
    tx,
    tx
      .select(one)
      .from(docs)
      .leftJoin(invoicingSeries, eq(invoicingSeries.id, docs.seriesId))
      .where(listWhere(tenantId, f))
      .$dynamic(),
    limit,
  );

/** The filtered set's totals: issued documents (cancelled left out, credit notes subtracted); drafts apart. */
export async function listTotals(tx: Tx, tenantId: string, f: ListFilter) {
  const sign = sql`case when ${docs.type} = 'NC' then -1 else 1 end`;
  const fiscal = sql`${docs.status} in ('N', 'F')`;
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(${docs.netCents} * ${sign}) filter (where ${fiscal}), 0)`,
      tax: sql<string>`coalesce(sum(${docs.taxCents} * ${sign}) filter (where ${fiscal}), 0)`,
      gross: sql<string>`coalesce(sum(${docs.grossCents} * ${sign}) filter (where ${fiscal}), 0)`,
      documents: sql<string>`count(*) filter (where ${docs.status} <> 'D')`,
      drafts: sql<string>`count(*) filter (where ${docs.status} = 'D')`,
    })
    .from(docs)
    .leftJoin(invoicingSeries, eq(invoicingSeries.id, docs.seriesId))
    .where(listWhere(tenantId, f));
  return {
    net_cents: Number(row!.net),
    tax_cents: Number(row!.tax),
    gross_cents: Number(row!.gross),
    documents: Number(row!.documents),
    drafts: Number(row!.drafts),
  };
}
