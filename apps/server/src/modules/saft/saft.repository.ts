import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client.js';
import {
  invoicingDocumentPayments,
  invoicingDocumentLines as lines,
  invoicingDocuments as docs,
  invoicingSeries as series,
  paymentAllocations as allocations,
  payments,
  services,
  tenants,
  users,
} from '../../db/schema.js';

/**
 * The month's reads for the SAF-T export (issue 28): issued documents (drafts never), their lines with
 * their catalogue entries, the receipts with what they settle, and what precedes the month in each series.
 */

export async function clinicOf(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      name: tenants.name,
      timeZone: tenants.timeZone,
      fiscalName: tenants.invoicingFiscalName,
      nif: tenants.invoicingNif,
      address: tenants.invoicingAddress,
      postalCode: tenants.invoicingPostalCode,
      city: tenants.invoicingCity,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error('tenant missing');
  return row;
}

const userName = (u: { firstName: AnyColumn; surname: AnyColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.surname}`;
const issuer = alias(users, 'issuer');
const canceller = alias(users, 'canceller');
const credited = alias(docs, 'credited');

/** Issued documents (N, A) dated in [from, to], by type, series and number. */
export async function monthDocuments(tx: Tx, tenantId: string, from: string, to: string) {
  return tx
    .select({
      doc: docs,
      seriesCode: series.code,
      issuedByName: userName(issuer),
      cancelledByName: userName(canceller),
      creditedInvoiceNo: credited.invoiceNo,
      creditedType: credited.type,
    })
    .from(docs)
    .innerJoin(series, eq(series.id, docs.seriesId))
    .leftJoin(issuer, eq(issuer.id, docs.issuedBy))
    .leftJoin(canceller, eq(canceller.id, docs.cancelledBy))
    .leftJoin(credited, eq(credited.id, docs.creditedDocumentId))
    .where(
      and(
        eq(docs.tenantId, tenantId),
        ne(docs.status, 'D'),
        eq(docs.generated, false),
        // A provider's documents are in the provider's SAF-T, never ours (decision 053).
        eq(docs.provider, 'clinica'),
        gte(docs.invoiceDate, from),
        lte(docs.invoiceDate, to),
      ),
    )
    .orderBy(asc(docs.type), asc(series.year), asc(series.code), asc(docs.number));
}
export type MonthDocument = Awaited<ReturnType<typeof monthDocuments>>[number];

export const linesOf = (tx: Tx, tenantId: string, documentIds: string[]) =>
  documentIds.length
    ? tx
        .select({
          line: lines,
          serviceName: services.name,
          serviceKind: services.kind,
          serviceUnit: services.unit,
        })
        .from(lines)
        .leftJoin(services, eq(services.id, lines.serviceId))
        .where(and(eq(lines.tenantId, tenantId), inArray(lines.documentId, documentIds)))
        .orderBy(asc(lines.documentId), asc(lines.position))
    : Promise.resolve([]);
export type MonthLine = Awaited<ReturnType<typeof linesOf>>[number];

/** The documents among these that are a payment's advance (an FR «Adiantamento»). */
export async function advanceDocuments(tx: Tx, tenantId: string, documentIds: string[]) {
  if (!documentIds.length) return new Set<string>();
  const rows = await tx
    .select({ id: payments.advanceDocumentId })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), inArray(payments.advanceDocumentId, documentIds)));
  return new Set(rows.map((r) => r.id!));
}

/**
 * Per series, how many documents it numbered before the month and the last one's hash: the month must
 * continue the numbers, and its first document's PreviousHash must be that hash.
 */
export async function seriesBefore(tx: Tx, tenantId: string, seriesIds: string[], from: string) {
  if (!seriesIds.length) return [];
  return queryRows<{ series_id: string; count: number; last_hash: string | null }>(
    tx,
    sql`select distinct on (series_id) series_id, count(*) over (partition by series_id)::int as count,
               hash as last_hash
        from ${docs}
        where tenant_id = ${tenantId} and series_id = any(${sql.param(seriesIds)}::uuid[])
          and status <> 'D' and not generated and invoice_date < ${from}
        order by series_id, number desc`,
  );
}

/** Receipts (payments with an RG) dated in [from, to]. */
export async function monthReceipts(tx: Tx, tenantId: string, from: string, to: string) {
  const creator = alias(users, 'creator');
  return tx
    .select({
      payment: payments,
      seriesYear: series.year,
      createdByName: userName(creator),
      cancelledByName: userName(canceller),
    })
    .from(payments)
    .innerJoin(series, eq(series.id, payments.receiptSeriesId))
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .leftJoin(canceller, eq(canceller.id, payments.cancelledBy))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        isNotNull(payments.receiptNo),
        gte(payments.paidAt, from),
        lte(payments.paidAt, to),
      ),
    )
    .orderBy(asc(series.year), asc(series.code), asc(payments.receiptNumber));
}
export type MonthReceipt = Awaited<ReturnType<typeof monthReceipts>>[number];

/** What each receipt settles, with the settled document's number, date and customer as issued. */
export const allocationsOf = (tx: Tx, tenantId: string, paymentIds: string[]) =>
  paymentIds.length
    ? tx
        .select({
          paymentId: allocations.paymentId,
          amountCents: allocations.amountCents,
          invoiceNo: docs.invoiceNo,
          invoiceDate: docs.invoiceDate,
          systemEntryDate: docs.systemEntryDate,
          customerNif: docs.customerNif,
          customerName: docs.customerName,
          customerAddress: docs.customerAddress,
          customerPostalCode: docs.customerPostalCode,
          customerCity: docs.customerCity,
          customerCountry: docs.customerCountry,
        })
        .from(allocations)
        .innerJoin(docs, eq(docs.id, allocations.documentId))
        .where(and(eq(allocations.tenantId, tenantId), inArray(allocations.paymentId, paymentIds)))
        .orderBy(asc(allocations.paymentId), asc(docs.invoiceDate), asc(docs.number))
    : Promise.resolve([]);

/** Per receipt series, how many receipts it numbered before the month. */
export async function receiptsBefore(tx: Tx, tenantId: string, seriesIds: string[], from: string) {
  if (!seriesIds.length) return [];
  return tx
    .select({ seriesId: payments.receiptSeriesId, count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        inArray(payments.receiptSeriesId, seriesIds),
        isNotNull(payments.receiptNo),
        lt(payments.paidAt, from),
      ),
    )
    .groupBy(payments.receiptSeriesId);
}

/** How the month's FRs/FS were paid (issue 38): DocumentTotals/Payment. */
export const documentPayments = (tx: Tx, tenantId: string, documentIds: string[]) =>
  documentIds.length
    ? tx
        .select({
          documentId: invoicingDocumentPayments.documentId,
          method: invoicingDocumentPayments.method,
          amountCents: invoicingDocumentPayments.amountCents,
        })
        .from(invoicingDocumentPayments)
        .where(
          and(
            eq(invoicingDocumentPayments.tenantId, tenantId),
            inArray(invoicingDocumentPayments.documentId, documentIds),
          ),
        )
        .orderBy(asc(invoicingDocumentPayments.method))
    : Promise.resolve([]);
