import type { z } from 'zod';
import { FINAL_CONSUMER_NIF, invoicingMessages, type InvoicingDocument } from '@clinica/contracts/invoicing';
import {
  type draftInput,
  type draftUpdate,
  type itemsInput,
  type lineUpdate,
} from '@clinica/contracts/invoicing-drafts';
import { insurerBillingMessages } from '@clinica/contracts/insurer-billing';
import { patientMessages } from '@clinica/contracts/patients';
import { paymentMessages } from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as payments from '../payments/document-links.service.js';
import { seesPatient } from '../patients/patient-access.service.js';
import { buildLines, creditLines, creditLineValues, gross, taxOf } from './draft-lines.js';
import { leftToCredit } from './credits.js';
import * as appts from './document-appointments.repository.js';
import * as repo from './documents.repository.js';
import {
  documentOf,
  missingDocument,
  requireActive,
  requireInsurerBilling,
  visibleDocumentRow,
} from './documents.service.js';

type DraftInput = z.output<typeof draftInput>;
type DraftUpdate = z.output<typeof draftUpdate>;
type ItemsInput = z.output<typeof itemsInput>;
type LineUpdate = z.output<typeof lineUpdate>;

const MAX_LINES = 200;

async function reload(tx: Tx, user: AuthUser, id: string): Promise<InvoicingDocument> {
  const row = await repo.getDocument(tx, user.tenantId, id);
  return documentOf(tx, user.tenantId, row!);
}

export async function createDraft(
  tx: Tx,
  user: AuthUser,
  body: DraftInput,
  /** A balance compensation regularising the advance it uses (decision 032): the one NC an advance takes. */
  opts: { regularisation?: boolean } = {},
): Promise<InvoicingDocument> {
  const issuer = await repo.issuerOf(tx, user.tenantId);
  requireActive(issuer);
  if (body.type === 'NC') return createCreditNote(tx, user, body, opts);
  const patientId = body.patient_id!;
  const patient = await repo.patientCustomer(tx, user.tenantId, patientId);
  if (!patient || !(await seesPatient(tx, user, patientId))) throw notFound(patientMessages.notFound);
  const items = await buildLines(tx, user, issuer, patientId, body.appointment_ids, body.lines);
  return insertDraft(tx, user, body, items, {
    patientId,
    customerNif: patient.nif || FINAL_CONSUMER_NIF,
    customerName: patient.name,
    customerAddress: patient.address,
    customerPostalCode: patient.postalCode,
    customerCity: patient.city,
  });
}

/**
 * An NC goes to whoever the credited document was issued to — a patient or an insurer (decision 047).
 * A `patient_id`, when sent, must be the credited document's patient, seen by the caller.
 */
async function createCreditNote(
  tx: Tx,
  user: AuthUser,
  body: DraftInput,
  opts: { regularisation?: boolean },
): Promise<InvoicingDocument> {
  if (body.patient_id && !(await seesPatient(tx, user, body.patient_id)))
    throw notFound(patientMessages.notFound);
  const credited = await repo.lockDocument(tx, user.tenantId, body.credited_document_id!);
  const reachable =
    credited &&
    (body.patient_id
      ? credited.patientId === body.patient_id
      : await visibleDocumentRow(tx, user, credited.id).then(
          () => true,
          () => false,
        ));
  if (!credited || !reachable) throw badRequest({ credited_document_id: invoicingMessages.notFound });
  requireInsurerBilling(user, credited);
  if (!opts.regularisation && (await payments.documentIsAdvance(tx, user.tenantId, credited.id)))
    throw conflict(paymentMessages.advanceCreditNote, {
      credited_document_id: paymentMessages.advanceCreditNote,
    });
  if (credited.status !== 'N' || credited.type === 'NC')
    throw conflict(invoicingMessages.creditOnlyIssued, {
      credited_document_id: invoicingMessages.creditOnlyIssued,
    });
  const items = await creditLines(tx, user.tenantId, credited, body.credit_lines);
  return insertDraft(tx, user, body, items, {
    patientId: credited.patientId,
    insurerId: credited.insurerId,
    customerNif: credited.customerNif,
    customerName: credited.customerName,
    customerAddress: credited.customerAddress,
    customerPostalCode: credited.customerPostalCode,
    customerCity: credited.customerCity,
  });
}

/** The draft's row and lines; its customer (patient or insurer, and the customer block) as given. */
export async function insertDraft(
  tx: Tx,
  user: AuthUser,
  body: Pick<DraftInput, 'type' | 'notes' | 'credited_document_id' | 'credit_reason'>,
  items: repo.NewLine[],
  customer: Pick<
    repo.NewDocument,
    | 'patientId'
    | 'insurerId'
    | 'customerNif'
    | 'customerName'
    | 'customerAddress'
    | 'customerPostalCode'
    | 'customerCity'
  >,
): Promise<InvoicingDocument> {
  if (items.length > MAX_LINES) throw badRequest({ lines: invoicingMessages.tooManyLines });
  const id = await repo.insertDocument(tx, {
    tenantId: user.tenantId,
    type: body.type,
    status: 'D',
    ...customer,
    notes: body.notes,
    createdBy: user.id,
    creditedDocumentId: body.type === 'NC' ? body.credited_document_id : null,
    creditReason: body.type === 'NC' ? body.credit_reason : null,
  });
  await repo.insertLines(tx, user.tenantId, id, 0, items);
  return reload(tx, user, id);
}

/**
 * The draft, locked for a change; anything issued is final (409), an archived draft is gone (404).
 * Visibility comes first: another clinic's id is 404 whatever the state of this clinic's invoicing.
 */
async function lockedDraft(tx: Tx, user: AuthUser, id: string) {
  await visibleDocumentRow(tx, user, id);
  const doc = await repo.lockDocument(tx, user.tenantId, id);
  if (!doc || doc.archivedAt) throw missingDocument();
  if (doc.status !== 'D') throw conflict(invoicingMessages.notDraft);
  return doc;
}

export async function updateDraft(tx: Tx, user: AuthUser, id: string, body: DraftUpdate) {
  const doc = await lockedDraft(tx, user, id);
  requireActive(await repo.issuerOf(tx, user.tenantId));
  if (body.type && doc.type === 'NC') throw badRequest({ type: invoicingMessages.creditNoFreeLines });
  await repo.updateDocument(tx, user.tenantId, id, {
    type: body.type,
    notes: body.notes,
    creditReason: doc.type === 'NC' ? body.credit_reason : undefined,
    ...(body.customer && {
      customerNif: body.customer.nif ?? FINAL_CONSUMER_NIF,
      customerName: body.customer.name,
      customerAddress: body.customer.address,
      customerPostalCode: body.customer.postal_code,
      customerCity: body.customer.city,
    }),
  });
  return reload(tx, user, id);
}

export async function addItems(tx: Tx, user: AuthUser, id: string, body: ItemsInput) {
  const doc = await lockedDraft(tx, user, id);
  const issuer = await repo.issuerOf(tx, user.tenantId);
  requireActive(issuer);
  if (doc.type === 'NC') throw badRequest({ lines: invoicingMessages.creditNoFreeLines });
  // An insurer's document holds its statement's sessions, nothing else (decision 047).
  if (!doc.patientId) throw badRequest({ lines: insurerBillingMessages.insurerDocumentLines });
  const items = await buildLines(tx, user, issuer, doc.patientId, body.appointment_ids, body.lines);
  const { max, count } = await repo.maxPosition(tx, user.tenantId, id);
  if (count + items.length > MAX_LINES) throw badRequest({ lines: invoicingMessages.tooManyLines });
  await repo.insertLines(tx, user.tenantId, id, max, items);
  return reload(tx, user, id);
}

async function draftLine(tx: Tx, user: AuthUser, id: string, itemId: string) {
  const doc = await lockedDraft(tx, user, id);
  const line = (await repo.linesOf(tx, user.tenantId, [id])).find((l) => l.id === itemId);
  if (!line) throw notFound(invoicingMessages.lineNotFound);
  return { doc, line };
}

export async function updateItem(tx: Tx, user: AuthUser, id: string, itemId: string, body: LineUpdate) {
  const { doc, line } = await draftLine(tx, user, id, itemId);
  const issuer = await repo.issuerOf(tx, user.tenantId);
  requireActive(issuer);
  if (doc.type === 'NC') {
    // A credit note's line follows the credited line: only how much of it is credited changes.
    const asked = line.creditsAmount ? 'amount_cents' : 'quantity';
    const others = Object.keys(body).filter((k) => k !== asked && body[k as keyof LineUpdate] !== undefined);
    if (others.length)
      throw badRequest({
        [others[0]!]:
          others[0] === 'quantity' ? invoicingMessages.creditAmountLine : invoicingMessages.creditNoFreeLines,
      });
    if (body.quantity === undefined && body.amount_cents === undefined) return reload(tx, user, id);
    const original = (await repo.linesOf(tx, user.tenantId, [doc.creditedDocumentId!])).find(
      (l) => l.id === line.creditedLineId,
    )!;
    const left = leftToCredit(
      original,
      (await repo.creditedSoFar(tx, user.tenantId, [original.id])).get(original.id),
    );
    if (body.amount_cents !== undefined && body.amount_cents > left.cents)
      throw badRequest({ amount_cents: invoicingMessages.creditAmountExceeds });
    if (body.quantity !== undefined && body.quantity > left.quantity)
      throw badRequest({ quantity: invoicingMessages.creditExceeds });
    await repo.updateLine(
      tx,
      user.tenantId,
      itemId,
      creditLineValues(original, left, body.quantity, body.amount_cents),
    );
    return reload(tx, user, id);
  }
  if (body.amount_cents !== undefined) throw badRequest({ amount_cents: invoicingMessages.amountOnlyCredit });
  const taxTouched = body.vat_rate_percent !== undefined || body.tax_exemption_code !== undefined;
  const tax = taxTouched
    ? taxOf(issuer, body.vat_rate_percent ?? null, body.tax_exemption_code ?? null, 'line')
    : {};
  const quantity = body.quantity ?? line.quantity;
  const unitPriceCents = body.unit_price_cents ?? line.unitPriceCents;
  const discountPercent = body.discount_percent ?? line.discountPercent;
  await repo.updateLine(tx, user.tenantId, itemId, {
    description: body.description,
    quantity,
    unitPriceCents,
    discountPercent,
    serviceDate: body.service_date,
    ...tax,
    grossCents: gross(quantity, unitPriceCents, discountPercent),
  });
  return reload(tx, user, id);
}

/** Removing a draft's line frees its appointment (back to not_invoiced). */
export async function removeItem(tx: Tx, user: AuthUser, id: string, itemId: string) {
  const { doc, line } = await draftLine(tx, user, id, itemId);
  requireActive(await repo.issuerOf(tx, user.tenantId));
  await repo.deleteLine(tx, user.tenantId, itemId);
  if (line.appointmentId && doc.type !== 'NC')
    await appts.setAppointmentsStatus(
      tx,
      user.tenantId,
      [line.appointmentId],
      'not_invoiced',
      appts.payerOf(doc),
    );
  return reload(tx, user, id);
}

/** "Deleting" a draft archives it (spec §4) and frees its appointments; an issued document is never deleted. */
export async function archiveDraft(tx: Tx, user: AuthUser, id: string, now: Date) {
  await visibleDocumentRow(tx, user, id);
  const doc = await repo.lockDocument(tx, user.tenantId, id);
  if (!doc) throw missingDocument();
  if (doc.status !== 'D') throw conflict(invoicingMessages.issuedNotDeleted);
  if (!doc.archivedAt) {
    await repo.updateDocument(tx, user.tenantId, id, { archivedAt: now });
    if (doc.type !== 'NC') {
      const lines = await repo.linesOf(tx, user.tenantId, [id]);
      await appts.setAppointmentsStatus(
        tx,
        user.tenantId,
        lines.flatMap((l) => (l.appointmentId ? [l.appointmentId] : [])),
        'not_invoiced',
        appts.payerOf(doc),
      );
    }
  }
  return reload(tx, user, id);
}
