import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  notExists,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moneyMethods } from '@clinica/contracts/payment-methods';
import type { Tx } from '../../db/client.js';
import { cashCloseLines, cashCloses } from '../../db/schema/cash-close.js';
import { clinics, userClinics } from '../../db/schema/clinics.js';
import { invoicingDocuments as docs } from '../../db/schema/invoicing.js';
import { invoicingDocumentPayments as docPayments, payments, refunds } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

const fullName = (u: { firstName: AnyColumn; surname: AnyColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.surname}`;

/** The tenant's active clinics, by name. */
export const tenantClinics = (tx: Tx, tenantId: string) =>
  tx
    .select({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .where(and(eq(clinics.tenantId, tenantId), eq(clinics.active, true)))
    .orderBy(asc(clinics.name));

/** The clinics a user is assigned to, by name. */
export const assignedClinics = (tx: Tx, tenantId: string, userId: string) =>
  tx
    .select({ id: clinics.id, name: clinics.name })
    .from(userClinics)
    .innerJoin(clinics, eq(clinics.id, userClinics.clinicId))
    .where(and(eq(userClinics.tenantId, tenantId), eq(userClinics.userId, userId), eq(clinics.active, true)))
    .orderBy(asc(clinics.name));

export async function clinicOf(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .where(and(eq(clinics.tenantId, tenantId), eq(clinics.id, id)));
  return row ?? null;
}

/** A team member (not a patient) of the tenant. */
export async function staffOf(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), ne(users.type, 'patient')));
  return row ?? null;
}

/** The team members who may take money (managers and front desk; a professional granted payments too). */
export const staff = (tx: Tx, tenantId: string) =>
  tx
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), ne(users.type, 'patient'), eq(users.active, true)))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.surname})`));

/**
 * One clinic's, one user's day, serialised: a movement dated on it and its close queue on this
 * transaction lock, so a payment in flight and the close never cross.
 */
export const lockDay = (tx: Tx, tenantId: string, clinicId: string, userId: string, day: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`cash:${tenantId}:${clinicId}:${userId}:${day}`}, 0))`,
  );

export async function closeIdOf(tx: Tx, tenantId: string, clinicId: string, userId: string, day: string) {
  const [row] = await tx
    .select({ id: cashCloses.id })
    .from(cashCloses)
    .where(
      and(
        eq(cashCloses.tenantId, tenantId),
        eq(cashCloses.clinicId, clinicId),
        eq(cashCloses.userId, userId),
        eq(cashCloses.day, day),
      ),
    );
  return row?.id ?? null;
}

const patient = alias(users, 'patient');
const money = inArray(payments.method, [...moneyMethods]);

/** The day's active money payments this user took at this clinic (receipt part and advance part). */
export const dayPayments = (tx: Tx, tenantId: string, clinicId: string, userId: string, day: string) =>
  tx
    .select({
      method: payments.method,
      amountCents: payments.amountCents,
      advanceCents: payments.advanceCents,
      receiptNo: payments.receiptNo,
      patientId: patient.id,
      patientName: fullName(patient),
    })
    .from(payments)
    .innerJoin(patient, eq(patient.id, payments.patientId))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.clinicId, clinicId),
        eq(payments.createdBy, userId),
        eq(payments.paidAt, day),
        eq(payments.status, 'N'),
        money,
      ),
    )
    .orderBy(asc(payments.createdAt));

/** Not a payment's advance FR: its money is in the payment. */
const notAdvance = () =>
  notExists(
    sql`(select 1 from ${payments} where ${payments.tenantId} = ${docs.tenantId} and ${payments.advanceDocumentId} = ${docs.id})`,
  );

/** The day's issued FRs/FS (not advances) this user issued at this clinic, with their methods. */
export async function dayInvoices(tx: Tx, tenantId: string, clinicId: string, userId: string, day: string) {
  return tx
    .select({
      id: docs.id,
      invoiceNo: docs.invoiceNo,
      grossCents: docs.grossCents,
      patientId: patient.id,
      patientName: fullName(patient),
      method: docPayments.method,
      amountCents: docPayments.amountCents,
    })
    .from(docs)
    .innerJoin(patient, eq(patient.id, docs.patientId))
    .leftJoin(docPayments, and(eq(docPayments.tenantId, docs.tenantId), eq(docPayments.documentId, docs.id)))
    .where(
      and(
        eq(docs.tenantId, tenantId),
        eq(docs.clinicId, clinicId),
        eq(docs.issuedBy, userId),
        eq(docs.invoiceDate, day),
        eq(docs.status, 'N'),
        inArray(docs.type, ['FR', 'FS']),
        notAdvance(),
      ),
    )
    .orderBy(asc(docs.systemEntryAt));
}

const returned = alias(docs, 'returned');

/** The day's refunds this user made at this clinic. */
export const dayRefunds = (tx: Tx, tenantId: string, clinicId: string, userId: string, day: string) =>
  tx
    .select({
      method: refunds.method,
      amountCents: refunds.amountCents,
      invoiceNo: returned.invoiceNo,
      patientId: refunds.patientId,
      patientName: fullName(patient),
    })
    .from(refunds)
    .innerJoin(patient, eq(patient.id, refunds.patientId))
    .innerJoin(returned, eq(returned.id, refunds.documentId))
    .where(
      and(
        eq(refunds.tenantId, tenantId),
        eq(refunds.clinicId, clinicId),
        eq(refunds.createdBy, userId),
        eq(refunds.refundedAt, day),
      ),
    )
    .orderBy(asc(refunds.createdAt));

export async function insertClose(
  tx: Tx,
  values: typeof cashCloses.$inferInsert,
  lines: Omit<typeof cashCloseLines.$inferInsert, 'tenantId' | 'closeId'>[],
) {
  const [row] = await tx.insert(cashCloses).values(values).returning({ id: cashCloses.id });
  await tx
    .insert(cashCloseLines)
    .values(lines.map((l) => ({ ...l, tenantId: values.tenantId, closeId: row!.id })));
  return row!.id;
}

const closer = alias(users, 'closer');
const owner = alias(users, 'owner');

const selectCloses = (tx: Tx) =>
  tx
    .select({
      close: cashCloses,
      clinicName: clinics.name,
      userName: fullName(owner),
      closedByName: fullName(closer),
    })
    .from(cashCloses)
    .innerJoin(clinics, eq(clinics.id, cashCloses.clinicId))
    .innerJoin(owner, eq(owner.id, cashCloses.userId))
    .innerJoin(closer, eq(closer.id, cashCloses.closedBy));
export type CloseRow = Awaited<ReturnType<typeof selectCloses>>[number];

export interface CloseFilter {
  /** Null: every clinic. */
  clinicIds: string[] | null;
  clinicId?: string;
  userId?: string;
  from?: string;
  to?: string;
}

function closeWhere(tenantId: string, f: CloseFilter): SQL {
  const where: SQL[] = [eq(cashCloses.tenantId, tenantId)];
  if (f.clinicIds) where.push(f.clinicIds.length ? inArray(cashCloses.clinicId, f.clinicIds) : sql`false`);
  if (f.clinicId) where.push(eq(cashCloses.clinicId, f.clinicId));
  if (f.userId) where.push(eq(cashCloses.userId, f.userId));
  if (f.from) where.push(gte(cashCloses.day, f.from));
  if (f.to) where.push(lte(cashCloses.day, f.to));
  return and(...where)!;
}

export const listCloses = (tx: Tx, tenantId: string, f: CloseFilter, limit: number, offset: number) =>
  selectCloses(tx)
    .where(closeWhere(tenantId, f))
    .orderBy(desc(cashCloses.day), desc(cashCloses.createdAt))
    .limit(limit)
    .offset(offset);

export async function countCloses(tx: Tx, tenantId: string, f: CloseFilter) {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(cashCloses)
    .where(closeWhere(tenantId, f));
  return Number(row?.n ?? 0);
}

export async function getClose(tx: Tx, tenantId: string, id: string, clinicIds: string[] | null) {
  const [row] = await selectCloses(tx).where(and(closeWhere(tenantId, { clinicIds }), eq(cashCloses.id, id)));
  return row ?? null;
}

export const linesOf = (tx: Tx, tenantId: string, closeIds: string[]) =>
  closeIds.length
    ? tx
        .select()
        .from(cashCloseLines)
        .where(and(eq(cashCloseLines.tenantId, tenantId), inArray(cashCloseLines.closeId, closeIds)))
    : Promise.resolve([]);
