import { and, asc, desc, eq, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentType } from '@clinica/contracts/invoicing';
import type { Tx } from '../../db/client.js';
import {
  invoicingDocumentLines as lines,
  invoicingDocuments as docs,
  invoicingSeries,
  patientProfiles,
  services,
  tenants,
  insurers,
  users,
} from '../../db/schema.js';

export type InvoicingStatus = 'not_invoiced' | 'draft_invoice' | 'invoiced';

/** The clinic's invoicing settings and clock, read with the request. */
export async function issuerOf(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      name: tenants.name,
      timeZone: tenants.timeZone,
      active: tenants.invoicingActive,
      fiscalName: tenants.invoicingFiscalName,
      nif: tenants.invoicingNif,
      address: tenants.invoicingAddress,
      postalCode: tenants.invoicingPostalCode,
      city: tenants.invoicingCity,
      legalForm: tenants.invoicingLegalForm,
      shareCapitalCents: tenants.invoicingShareCapitalCents,
      registryOffice: tenants.invoicingRegistryOffice,
      registrationNumber: tenants.invoicingRegistrationNumber,
      taxRegion: tenants.invoicingTaxRegion,
      defaultExemptionCode: tenants.invoicingDefaultExemptionCode,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error('tenant missing');
  return row;
}
export type Issuer = Awaited<ReturnType<typeof issuerOf>>;

/** A patient of this clinic, with what a document's customer block needs. */
export async function patientCustomer(tx: Tx, tenantId: string, patientId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      name: sql<string>`${users.firstName} || ' ' || ${users.surname}`,
      email: users.email,
      nif: patientProfiles.nif,
      address: patientProfiles.address,
      postalCode: patientProfiles.postalCode,
      city: patientProfiles.city,
    })
    .from(users)
    .leftJoin(
      patientProfiles,
      and(eq(patientProfiles.userId, users.id), eq(patientProfiles.tenantId, tenantId)),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.id, patientId), eq(users.type, 'patient')));
  return row ?? null;
}

/**
 * An insurer as a document's customer (issue 45, decision 047): its fiscal name (the list's name when
 * blank), NIF, address and e-mail.
 */
export async function insurerCustomer(tx: Tx, tenantId: string, insurerId: string) {
  const [row] = await tx
    .select({
      id: insurers.id,
      name: sql<string>`coalesce(nullif(${insurers.fiscalName}, ''), ${insurers.name})`,
      shortName: insurers.name,
      nif: insurers.nif,
      address: insurers.address,
      postalCode: insurers.postalCode,
      city: insurers.city,
      email: insurers.email,
      agreementNumber: insurers.agreementNumber,
    })
    .from(insurers)
    .where(and(eq(insurers.tenantId, tenantId), eq(insurers.id, insurerId)));
  return row ?? null;
}

const patient = alias(users, 'patient');
const issuer = alias(users, 'issuer');
const credited = alias(docs, 'credited');

export const selectDocs = (tx: Tx) =>
  tx
    .select({
      doc: docs,
      patientName: sql<string | null>`${patient.firstName} || ' ' || ${patient.surname}`,
      insurerName: insurers.name,
      issuedByName: sql<string | null>`${issuer.firstName} || ' ' || ${issuer.surname}`,
      seriesCode: invoicingSeries.code,
      creditedInvoiceNo: credited.invoiceNo,
    })
    .from(docs)
    .leftJoin(patient, eq(patient.id, docs.patientId))
    .leftJoin(insurers, eq(insurers.id, docs.insurerId))
    .leftJoin(issuer, eq(issuer.id, docs.issuedBy))
    .leftJoin(invoicingSeries, eq(invoicingSeries.id, docs.seriesId))
    .leftJoin(credited, eq(credited.id, docs.creditedDocumentId));
export type DocRow = Awaited<ReturnType<typeof selectDocs>>[number];

/** Conditions on the document's patient: whom the caller sees (the patients module's rule). */
export type PatientSeen = (patientId: AnyColumn) => SQL[];

/** A document; of a patient the caller sees only, when `seen` is given. */
export async function getDocument(
  tx: Tx,
  tenantId: string,
  id: string,
  seen?: PatientSeen,
): Promise<DocRow | null> {
  const [row] = await selectDocs(tx).where(
    and(eq(docs.tenantId, tenantId), eq(docs.id, id), ...(seen?.(docs.patientId) ?? [])),
  );
  return row ?? null;
}

/** Locks the document's row for a change (issuing, cancelling, editing a draft). */
export async function lockDocument(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(docs)
    .where(and(eq(docs.tenantId, tenantId), eq(docs.id, id)))
    .for('update');
  return row ?? null;
}
export type LockedDoc = NonNullable<Awaited<ReturnType<typeof lockDocument>>>;

export const linesOf = (tx: Tx, tenantId: string, documentIds: string[]) =>
  documentIds.length
    ? tx
        .select()
        .from(lines)
        .where(and(eq(lines.tenantId, tenantId), inArray(lines.documentId, documentIds)))
        .orderBy(asc(lines.documentId), asc(lines.position))
    : Promise.resolve([]);
export type LineRow = typeof lines.$inferSelect;

/**
 * How much of each line issued (not cancelled) credit notes have credited: the quantity (lines that
 * credit a quantity), the amount (every line, cents with VAT) and whether any credited an amount.
 */
export async function creditedSoFar(tx: Tx, tenantId: string, lineIds: string[]) {
  if (!lineIds.length) return new Map<string, Credited>();
  const rows = await tx
    .select({
      lineId: lines.creditedLineId,
      quantity: sql<string>`coalesce(sum(${lines.quantity}) filter (where not ${lines.creditsAmount}), 0)`,
      cents: sql<string>`sum(${lines.grossCents})`,
      byAmount: sql<boolean>`bool_or(${lines.creditsAmount})`,
    })
    .from(lines)
    .innerJoin(docs, eq(docs.id, lines.documentId))
    .where(and(eq(lines.tenantId, tenantId), inArray(lines.creditedLineId, lineIds), eq(docs.status, 'N')))
    .groupBy(lines.creditedLineId);
  return new Map(
    rows.map((r) => [
      r.lineId!,
      { quantity: Number(r.quantity), cents: Number(r.cents), byAmount: Boolean(r.byAmount) },
    ]),
  );
}
export type Credited = { quantity: number; cents: number; byAmount: boolean };

/** The credit notes (drafts left out) of these documents. */
export const creditNotesOf = (tx: Tx, tenantId: string, documentIds: string[]) =>
  documentIds.length
    ? tx
        .select({
          id: docs.id,
          creditedDocumentId: docs.creditedDocumentId,
          invoiceNo: docs.invoiceNo,
          status: docs.status,
          grossCents: docs.grossCents,
        })
        .from(docs)
        .where(
          and(
            eq(docs.tenantId, tenantId),
            inArray(docs.creditedDocumentId, documentIds),
            ne(docs.status, 'D'),
          ),
        )
        .orderBy(asc(docs.number))
    : Promise.resolve([]);

export async function servicesByIds(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, typeof services.$inferSelect>();
  const rows = await tx
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

export type NewLine = Omit<typeof lines.$inferInsert, 'tenantId' | 'documentId' | 'position'>;

export type NewDocument = typeof docs.$inferInsert;

export async function insertDocument(tx: Tx, values: NewDocument) {
  const [row] = await tx.insert(docs).values(values).returning({ id: docs.id });
  return row!.id;
}

export async function insertLines(
  tx: Tx,
  tenantId: string,
  documentId: string,
  startAt: number,
  items: NewLine[],
) {
  if (!items.length) return;
  await tx
    .insert(lines)
    .values(items.map((l, i) => ({ ...l, tenantId, documentId, position: startAt + i + 1 })));
}

export async function maxPosition(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${lines.position}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(lines)
    .where(and(eq(lines.tenantId, tenantId), eq(lines.documentId, documentId)));
  return row!;
}

export type DocumentPatch = Partial<typeof docs.$inferInsert>;

export const updateDocument = (tx: Tx, tenantId: string, id: string, values: DocumentPatch) =>
  tx
    .update(docs)
    .set(values)
    .where(and(eq(docs.tenantId, tenantId), eq(docs.id, id)));

export const updateLine = (
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof lines.$inferInsert>,
) =>
  tx
    .update(lines)
    .set(values)
    .where(and(eq(lines.tenantId, tenantId), eq(lines.id, id)));

export const deleteLine = (tx: Tx, tenantId: string, id: string) =>
  tx.delete(lines).where(and(eq(lines.tenantId, tenantId), eq(lines.id, id)));

/** A draft's undated lines take the issue date (SAF-T TaxPointDate), before the document is final. */
export const dateUndatedLines = (tx: Tx, tenantId: string, documentId: string, date: string) =>
  tx
    .update(lines)
    .set({ serviceDate: date })
    .where(and(eq(lines.tenantId, tenantId), eq(lines.documentId, documentId), isNull(lines.serviceDate)));

/**
 * Takes the series' next number: the UPDATE locks the series row, so concurrent issues in one series
 * queue here and each gets the next number; a transaction that fails afterwards rolls it back (gapless).
 * Returns the previous document's hash and date (unchanged by this statement).
 */
export async function takeNextNumber(tx: Tx, tenantId: string, type: DocumentType, year: number) {
  const [row] = await tx
    .update(invoicingSeries)
    .set({ lastNumber: sql`${invoicingSeries.lastNumber} + 1` })
    .where(
      and(
        eq(invoicingSeries.tenantId, tenantId),
        eq(invoicingSeries.documentType, type),
        eq(invoicingSeries.year, year),
      ),
    )
    .returning({
      id: invoicingSeries.id,
      code: invoicingSeries.code,
      validationCode: invoicingSeries.validationCode,
      number: invoicingSeries.lastNumber,
      previousHash: invoicingSeries.lastHash,
      lastInvoiceDate: invoicingSeries.lastInvoiceDate,
    });
  return row ?? null;
}

export const recordSeriesHead = (tx: Tx, seriesId: string, hash: string, invoiceDate: string) =>
  tx
    .update(invoicingSeries)
    .set({ lastHash: hash, lastInvoiceDate: invoiceDate })
    .where(eq(invoicingSeries.id, seriesId));

/** Every series of the clinic with its issued documents in number order (chain verification). */
export async function seriesWithDocuments(tx: Tx, tenantId: string) {
  const series = await tx
    .select()
    .from(invoicingSeries)
    // Receipts (RG) are numbered but not signed: they are no link of a chain (decision 030).
    .where(and(eq(invoicingSeries.tenantId, tenantId), ne(invoicingSeries.documentType, 'RG')))
    .orderBy(desc(invoicingSeries.year), asc(invoicingSeries.documentType));
  const documents = await tx
    .select({
      id: docs.id,
      seriesId: docs.seriesId,
      number: docs.number,
      invoiceNo: docs.invoiceNo,
      invoiceDate: docs.invoiceDate,
      systemEntryDate: docs.systemEntryDate,
      grossCents: docs.grossCents,
      netCents: docs.netCents,
      taxCents: docs.taxCents,
      hash: docs.hash,
      previousHash: docs.previousHash,
      keyVersion: docs.keyVersion,
    })
    .from(docs)
    .where(and(eq(docs.tenantId, tenantId), sql`${docs.seriesId} is not null`))
    .orderBy(asc(docs.seriesId), asc(docs.number));
  const sums = await tx
    .select({ documentId: lines.documentId, gross: sql<string>`sum(${lines.grossCents})` })
    .from(lines)
    .innerJoin(docs, eq(docs.id, lines.documentId))
    .where(and(eq(lines.tenantId, tenantId), sql`${docs.seriesId} is not null`))
    .groupBy(lines.documentId);
  const linesGross = new Map(sums.map((r) => [r.documentId, Number(r.gross)]));
  return { series, documents: documents.map((d) => ({ ...d, linesGross: linesGross.get(d.id) ?? 0 })) };
}
