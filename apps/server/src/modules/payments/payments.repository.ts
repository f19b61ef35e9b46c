import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { issuedReceiptNumbers } from './provider-receipts.repository.js';
import type { PaymentMethod } from '@clinica/contracts/payment-methods';
import type { Tx } from '../../db/client.js';
import { countRows } from '../../db/list.js';
import { invoicingDocuments as docs, invoicingSeries } from '../../db/schema/invoicing.js';
import { insurers, services } from '../../db/schema/catalogue.js';
import {
  paymentAllocations as allocations,
  paymentRegularisations as regularisations,
  payments,
  refunds,
} from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** A patient of the clinic (name and e-mail), locked when `lock`: one patient's payments queue there. */
export async function patientOf(tx: Tx, tenantId: string, patientId: string, lock = false) {
  const q = tx
    .select({
      id: users.id,
      firstName: users.firstName,
      name: sql<string>`${users.firstName} || ' ' || ${users.surname}`,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, patientId), eq(users.type, 'patient')));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** The documents a payment names, locked (a payment and a cancellation of the same FT queue). */
export const lockDocuments = (tx: Tx, tenantId: string, ids: string[]) =>
  ids.length
    ? tx
        .select({
          id: docs.id,
          type: docs.type,
          status: docs.status,
          patientId: docs.patientId,
          insurerId: docs.insurerId,
          invoiceNo: docs.invoiceNo,
          invoiceDate: docs.invoiceDate,
          grossCents: docs.grossCents,
          creditedDocumentId: docs.creditedDocumentId,
          provider: docs.provider,
        })
        .from(docs)
        .where(and(eq(docs.tenantId, tenantId), inArray(docs.id, ids)))
        .for('update')
    : Promise.resolve([]);

/**
 * A patient's issued documents (N) and active payments with their allocations: everything the current
 * account needs, read through the (tenant, patient, date) indexes — one patient's history, never the clinic's.
 */
export async function accountOf(tx: Tx, tenantId: string, patientId: string) {
  const documents = await tx
    .select({
      id: docs.id,
      type: docs.type,
      invoiceNo: docs.invoiceNo,
      invoiceDate: docs.invoiceDate,
      systemEntryAt: docs.systemEntryAt,
      grossCents: docs.grossCents,
      creditedDocumentId: docs.creditedDocumentId,
    })
    .from(docs)
    .where(and(eq(docs.tenantId, tenantId), eq(docs.patientId, patientId), eq(docs.status, 'N')))
    .orderBy(asc(docs.invoiceDate), asc(docs.systemEntryAt));
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.patientId, patientId), eq(payments.status, 'N')))
    .orderBy(asc(payments.paidAt), asc(payments.createdAt));
  const allocated = await allocationsOf(
    tx,
    tenantId,
    paid.map((p) => p.id),
  );
  const refunded = await tx
    .select({
      id: refunds.id,
      documentId: refunds.documentId,
      refundedAt: refunds.refundedAt,
      amountCents: refunds.amountCents,
      method: refunds.method,
      createdAt: refunds.createdAt,
      creditNoteId: refunds.creditNoteId,
    })
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.patientId, patientId)))
    .orderBy(asc(refunds.refundedAt), asc(refunds.createdAt));
  // Payments of invoices issued at InvoiceXpress: their receipts' numbers there (decision 053).
  const providerReceipts = await issuedReceiptNumbers(
    tx,
    tenantId,
    paid.map((p) => p.id),
  );
  return { documents, payments: paid, allocations: allocated, refunds: refunded, providerReceipts };
}

export const allocationsOf = (tx: Tx, tenantId: string, paymentIds: string[]) =>
  paymentIds.length
    ? tx
        .select({
          paymentId: allocations.paymentId,
          documentId: allocations.documentId,
          amountCents: allocations.amountCents,
          type: docs.type,
          invoiceNo: docs.invoiceNo,
          invoiceDate: docs.invoiceDate,
          grossCents: docs.grossCents,
        })
        .from(allocations)
        .innerJoin(docs, eq(docs.id, allocations.documentId))
        .where(and(eq(allocations.tenantId, tenantId), inArray(allocations.paymentId, paymentIds)))
        .orderBy(asc(docs.invoiceDate), asc(docs.number))
    : Promise.resolve([]);

/**
 * Whether active payments settle this document: it cannot be cancelled while they do. A «conta corrente»
 * record (before issue 38) settled nothing, so it blocks nothing.
 */
export async function hasActivePayments(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(allocations)
    .innerJoin(payments, eq(payments.id, allocations.paymentId))
    .where(
      and(
        eq(allocations.tenantId, tenantId),
        eq(allocations.documentId, documentId),
        eq(payments.status, 'N'),
        ne(payments.method, 'current_account'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether this FR is the advance of a payment (an advance is given back by cancelling its payment). */
export async function isAdvance(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.advanceDocumentId, documentId)))
    .limit(1);
  return Boolean(row);
}

/** Whether this NC regularises an advance a compensation used (cancelled only with it, decision 032). */
export async function isRegularisation(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(regularisations)
    .where(and(eq(regularisations.tenantId, tenantId), eq(regularisations.documentId, documentId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The patient's advance FRs still issued and not wholly credited, oldest first, locked (two compensations regularising the same
 * advance queue), each with its line (the one a regularisation NC credits).
 */
export async function lockAdvances(tx: Tx, tenantId: string, patientId: string) {
  const rows = await tx
    .select({ id: docs.id })
    .from(payments)
    .innerJoin(docs, eq(docs.id, payments.advanceDocumentId))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.patientId, patientId),
        eq(payments.status, 'N'),
        eq(docs.status, 'N'),
        // Only advances with something left to credit: the used ones are history, never read again.
        sql`${docs.grossCents} > coalesce((select sum(nc.gross_cents) from ${docs} nc
              where nc.tenant_id = ${docs.tenantId} and nc.credited_document_id = ${docs.id}
                and nc.status = 'N'), 0)`,
      ),
    )
    .orderBy(asc(docs.invoiceDate), asc(docs.systemEntryAt), asc(docs.number))
    .for('update', { of: docs });
  return rows.map((r) => r.id);
}

export const insertRegularisations = (tx: Tx, tenantId: string, paymentId: string, documentIds: string[]) =>
  documentIds.length
    ? tx
        .insert(regularisations)
        .values(documentIds.map((documentId) => ({ tenantId, paymentId, documentId })))
    : Promise.resolve();

/** The NCs these payments issued to regularise advances (cancelled ones too: the payment's history). */
export const regularisationsOf = (tx: Tx, tenantId: string, paymentIds: string[]) =>
  paymentIds.length
    ? tx
        .select({
          paymentId: regularisations.paymentId,
          id: docs.id,
          type: docs.type,
          status: docs.status,
          invoiceNo: docs.invoiceNo,
          invoiceDate: docs.invoiceDate,
          grossCents: docs.grossCents,
        })
        .from(regularisations)
        .innerJoin(docs, eq(docs.id, regularisations.documentId))
        .where(and(eq(regularisations.tenantId, tenantId), inArray(regularisations.paymentId, paymentIds)))
        .orderBy(asc(docs.number))
    : Promise.resolve([]);

export async function insertPayment(
  tx: Tx,
  values: typeof payments.$inferInsert,
  lines: { documentId: string; amountCents: number }[],
) {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  if (lines.length)
    await tx
      .insert(allocations)
      .values(lines.map((l) => ({ ...l, tenantId: values.tenantId, paymentId: row!.id })));
  return row!.id;
}

export async function lockPayment(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .for('update');
  return row ?? null;
}

export const updatePayment = (
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
) =>
  tx
    .update(payments)
    .set(values)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));

/** The RG series' next number for the year (the row stays locked until commit: gapless). */
export async function takeNextReceiptNumber(tx: Tx, tenantId: string, year: number) {
  const [row] = await tx
    .update(invoicingSeries)
    .set({ lastNumber: sql`${invoicingSeries.lastNumber} + 1` })
    .where(
      and(
        eq(invoicingSeries.tenantId, tenantId),
        eq(invoicingSeries.documentType, 'RG'),
        eq(invoicingSeries.year, year),
      ),
    )
    .returning({
      id: invoicingSeries.id,
      code: invoicingSeries.code,
      validationCode: invoicingSeries.validationCode,
      number: invoicingSeries.lastNumber,
      lastDate: invoicingSeries.lastInvoiceDate,
    });
  return row ?? null;
}

export const recordReceiptDate = (tx: Tx, seriesId: string, date: string) =>
  tx
    .update(invoicingSeries)
    .set({ lastInvoiceDate: sql`greatest(${invoicingSeries.lastInvoiceDate}, ${date}::date)` })
    .where(eq(invoicingSeries.id, seriesId));

// ---------------------------------------------------------------------------------------------------
// Reading and listing
// ---------------------------------------------------------------------------------------------------

const createdBy = alias(users, 'created_by_user');
const advanceDoc = alias(docs, 'advance_doc');

const selectPayments = (tx: Tx) =>
  tx
    .select({
      payment: payments,
      patientName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}`,
      insurerName: insurers.name,
      createdByName: sql<string>`${createdBy.firstName} || ' ' || ${createdBy.surname}`,
      advanceInvoiceNo: advanceDoc.invoiceNo,
      advanceInvoiceDate: advanceDoc.invoiceDate,
      advanceGrossCents: advanceDoc.grossCents,
      advanceType: advanceDoc.type,
      advanceServiceName: services.name,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.patientId))
    .leftJoin(insurers, eq(insurers.id, payments.insurerId))
    .innerJoin(createdBy, eq(createdBy.id, payments.createdBy))
    .leftJoin(advanceDoc, eq(advanceDoc.id, payments.advanceDocumentId))
    .leftJoin(services, eq(services.id, payments.advanceServiceId));
export type PaymentListRow = Awaited<ReturnType<typeof selectPayments>>[number];

/** Conditions on the payment's patient: whom the caller sees (the patients module's rule). */
type PatientSeen = (patientId: AnyColumn) => SQL[];

export async function getPayment(tx: Tx, tenantId: string, id: string, seen: PatientSeen) {
  const [row] = await selectPayments(tx).where(
    and(eq(payments.tenantId, tenantId), eq(payments.id, id), ...seen(payments.patientId)),
  );
  return row ?? null;
}

export interface ListFilter {
  method?: PaymentMethod;
  patientId?: string;
  status?: 'N' | 'A';
  from?: string;
  to?: string;
  seen: PatientSeen;
}

function listWhere(tenantId: string, f: ListFilter): SQL {
  const where: SQL[] = [eq(payments.tenantId, tenantId), ...f.seen(payments.patientId)];
  if (f.method) where.push(eq(payments.method, f.method));
  if (f.patientId) where.push(eq(payments.patientId, f.patientId));
  if (f.status) where.push(eq(payments.status, f.status));
  if (f.from) where.push(gte(payments.paidAt, f.from));
  if (f.to) where.push(lte(payments.paidAt, f.to));
  return and(...where)!;
}

/** The newest first: the index (tenant, paid_at, created_at, id) read backwards. */
export const listPayments = (tx: Tx, tenantId: string, f: ListFilter, limit: number, offset: number) =>
  selectPayments(tx)
    .where(listWhere(tenantId, f))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);

/** How many payments match, counted up to `limit` (a list without a bounded set has no totals). */
export const countPayments = (tx: Tx, tenantId: string, f: ListFilter, limit: number) =>
  countRows(tx, payments, listWhere(tenantId, f), limit);

/** The filtered set: how many, and per method the active payments' count and amount (one aggregate). */
export async function listTotals(tx: Tx, tenantId: string, f: ListFilter) {
  const rows = await tx
    .select({
      method: payments.method,
      count: sql<string>`count(*) filter (where ${payments.status} = 'N')`,
      all: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'N'), 0)`,
    })
    .from(payments)
    .where(listWhere(tenantId, f))
    .groupBy(payments.method);
  return rows.map((r) => ({
    method: r.method,
    count: Number(r.count),
    all: Number(r.all),
    amountCents: Number(r.amount),
  }));
}

/** The receipt's issuer and customer: the first settled document's, as it was issued. */
export async function receiptParties(tx: Tx, tenantId: string, paymentId: string) {
  const [row] = await tx
    .select({
      fiscalName: docs.issuerFiscalName,
      nif: docs.issuerNif,
      address: docs.issuerAddress,
      postalCode: docs.issuerPostalCode,
      city: docs.issuerCity,
      legalForm: docs.issuerLegalForm,
      shareCapitalCents: docs.issuerShareCapitalCents,
      registryOffice: docs.issuerRegistryOffice,
      registrationNumber: docs.issuerRegistrationNumber,
      customerNif: docs.customerNif,
      customerName: docs.customerName,
      customerAddress: docs.customerAddress,
      customerPostalCode: docs.customerPostalCode,
      customerCity: docs.customerCity,
      customerCountry: docs.customerCountry,
    })
    .from(allocations)
    .innerJoin(docs, eq(docs.id, allocations.documentId))
    .where(and(eq(allocations.tenantId, tenantId), eq(allocations.paymentId, paymentId)))
    .orderBy(asc(docs.invoiceDate), asc(docs.number))
    .limit(1);
  return row ?? null;
}
