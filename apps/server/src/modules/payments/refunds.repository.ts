import { and, desc, eq, gte, inArray, lte, notExists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@clinica/contracts/payment-methods';
import type { Tx } from '../../db/client.js';
import { clinics } from '../../db/schema/clinics.js';
import { invoicingDocuments as docs } from '../../db/schema/invoicing.js';
import { invoicingDocumentPayments as docPayments, payments, refunds } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

/** Conditions on a row's patient: whom the caller sees (the patients module's rule). */
type PatientSeen = (patientId: AnyColumn) => SQL[];

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  return row!.id;
}

/** How much of this document's credit has been given back. */
export async function refundedOf(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.documentId, documentId)));
  return Number(row?.total ?? 0);
}

const createdBy = alias(users, 'refund_created_by');

const selectRefunds = (tx: Tx) =>
  tx
    .select({
      refund: refunds,
      patientName: sql<string>`${users.firstName} || ' ' || ${users.surname}`,
      createdByName: sql<string>`${createdBy.firstName} || ' ' || ${createdBy.surname}`,
      clinicName: clinics.name,
      docType: docs.type,
      docInvoiceNo: docs.invoiceNo,
      docInvoiceDate: docs.invoiceDate,
      docGrossCents: docs.grossCents,
    })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.patientId))
    .innerJoin(createdBy, eq(createdBy.id, refunds.createdBy))
    .innerJoin(docs, eq(docs.id, refunds.documentId))
    .leftJoin(clinics, eq(clinics.id, refunds.clinicId));
export type RefundRow = Awaited<ReturnType<typeof selectRefunds>>[number];

export interface RefundFilter {
  method?: PaymentMethod;
  patientId?: string;
  from?: string;
  to?: string;
  seen: PatientSeen;
}

function refundWhere(tenantId: string, f: RefundFilter): SQL {
  const where: SQL[] = [eq(refunds.tenantId, tenantId), ...f.seen(refunds.patientId)];
  if (f.method) where.push(eq(refunds.method, f.method));
  if (f.patientId) where.push(eq(refunds.patientId, f.patientId));
  if (f.from) where.push(gte(refunds.refundedAt, f.from));
  if (f.to) where.push(lte(refunds.refundedAt, f.to));
  return and(...where)!;
}

export async function getRefund(tx: Tx, tenantId: string, id: string, seen: PatientSeen) {
  const [row] = await selectRefunds(tx).where(
    and(eq(refunds.tenantId, tenantId), eq(refunds.id, id), ...seen(refunds.patientId)),
  );
  return row ?? null;
}

export const listRefunds = (tx: Tx, tenantId: string, f: RefundFilter, limit: number, offset: number) =>
  selectRefunds(tx)
    .where(refundWhere(tenantId, f))
    .orderBy(desc(refunds.refundedAt), desc(refunds.createdAt), desc(refunds.id))
    .limit(limit)
    .offset(offset);

/** Per method, the filtered refunds' count and amount. */
export async function refundTotals(tx: Tx, tenantId: string, f: RefundFilter) {
  const rows = await tx
    .select({
      method: refunds.method,
      count: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${refunds.amountCents}), 0)`,
    })
    .from(refunds)
    .where(refundWhere(tenantId, f))
    .groupBy(refunds.method);
  return rows.map((r) => ({ method: r.method, count: Number(r.count), amountCents: Number(r.amount) }));
}

/**
 * The money taken with FRs/FS (issue 38) under the payments list's filters: issued, not cancelled, not a
 * payment's advance (its money is in the payment), per recorded method.
 */
export async function invoiceReceiptTotals(
  tx: Tx,
  tenantId: string,
  f: Omit<RefundFilter, 'method'> & { method?: PaymentMethod },
) {
  const where: SQL[] = [
    eq(docs.tenantId, tenantId),
    eq(docs.status, 'N'),
    inArray(docs.type, ['FR', 'FS']),
    ...f.seen(docs.patientId),
    notExists(
      sql`(select 1 from ${payments} where ${payments.tenantId} = ${docs.tenantId} and ${payments.advanceDocumentId} = ${docs.id})`,
    ),
  ];
  if (f.method) where.push(eq(docPayments.method, f.method));
  if (f.patientId) where.push(eq(docs.patientId, f.patientId));
  if (f.from) where.push(gte(docs.invoiceDate, f.from));
  if (f.to) where.push(lte(docs.invoiceDate, f.to));
  const rows = await tx
    .select({
      method: docPayments.method,
      count: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${docPayments.amountCents}), 0)`,
    })
    .from(docPayments)
    .innerJoin(docs, and(eq(docs.tenantId, docPayments.tenantId), eq(docs.id, docPayments.documentId)))
    .where(and(...where))
    .groupBy(docPayments.method);
  return rows.map((r) => ({ method: r.method, count: Number(r.count), amountCents: Number(r.amount) }));
}

/**
 * Whether refunds gave back this document's credit, or it is the NC a refund issued: it is then
 * neither cancelled nor its payment — the money has left (decision 033).
 */
export async function hasRefunds(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(refunds)
    .where(
      and(
        eq(refunds.tenantId, tenantId),
        or(eq(refunds.documentId, documentId), eq(refunds.creditNoteId, documentId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
