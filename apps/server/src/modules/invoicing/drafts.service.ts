import type { z } from 'zod';
import {
  exemptionText,
  lineGrossCents,
  vatRateOf,
  vatRatesByRegion,
  type TaxRegion,
} from '@clinica/contracts/invoicing-tax';
import { FINAL_CONSUMER_NIF, invoicingMessages, type InvoicingDocument } from '@clinica/contracts/invoicing';
import {
  type draftInput,
  type draftUpdate,
  type itemsInput,
  type lineInput,
  type lineUpdate,
} from '@clinica/contracts/invoicing-drafts';
import { insurerBillingMessages } from '@clinica/contracts/insurer-billing';
import { insurerMessages, patientSplit } from '@clinica/contracts/insurers';
import { patientMessages } from '@clinica/contracts/patients';
import { paymentMessages } from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { coverOf } from '../insurers/agreements.service.js';
import * as payments from '../payments/document-links.service.js';
import { paidByPack } from '../packs/consumptions.service.js';
import { seesPatient } from '../patients/patients.service.js';
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
type LineInput = z.output<typeof lineInput>;
type LineUpdate = z.output<typeof lineUpdate>;

const MAX_LINES = 200;

/** The VAT of a line: a rate of the clinic's region, or a known exemption with its text. */
export function taxOf(issuer: repo.Issuer, rate: number | null, exemption: string | null, field: string) {
  if (rate !== null) {
    if (!Object.values(vatRatesByRegion[issuer.taxRegion as TaxRegion]).includes(rate))
      throw badRequest({ [`${field}.vat_rate_percent`]: invoicingMessages.vatRate });
    return { vatRatePercent: rate, taxExemptionCode: null, taxExemptionText: null };
  }
  const code = exemption ?? issuer.defaultExemptionCode;
  // A taxed clinic has no default exemption: its lines naming no tax take the normal rate (decision 032).
  if (code === null)
    return {
      vatRatePercent: vatRatesByRegion[issuer.taxRegion as TaxRegion].normal,
      taxExemptionCode: null,
      taxExemptionText: null,
    };
  const text = exemptionText(code);
  if (!text) throw badRequest({ [`${field}.tax_exemption_code`]: invoicingMessages.invalidExemption });
  return { vatRatePercent: null, taxExemptionCode: code, taxExemptionText: text };
}

const gross = (quantity: number, unitPriceCents: number, discountPercent: number) =>
  lineGrossCents({ quantity, unit_price_cents: unitPriceCents, discount_percent: discountPercent });

/**
 * Lines from appointments (locked; each of this patient, active and not yet on a document: it moves to
 * draft_invoice) and from the catalogue or free text. Field paths name the request's own fields.
 */
async function buildLines(
  tx: Tx,
  user: AuthUser,
  issuer: repo.Issuer,
  patientId: string,
  appointmentIds: string[],
  lineInputs: LineInput[],
): Promise<repo.NewLine[]> {
  const tenantId = user.tenantId;
  const found = new Map(
    (await appts.appointmentsToInvoice(tx, tenantId, appointmentIds, issuer.timeZone)).map((a) => [a.id, a]),
  );
  // A session of a pack paid for it: the pack's own invoice already charged it (issue 44).
  const byPack = await paidByPack(tx, tenantId, appointmentIds);
  const cover = appointmentIds.length ? await coverOf(tx, patientId) : null;
  const insured: appts.InsurerPart[] = [];
  const fromAppointments = appointmentIds.map((id, i): repo.NewLine => {
    const a = found.get(id);
    const field = `appointment_ids.${i}`;
    if (!a || !a.active) throw badRequest({ [field]: invoicingMessages.appointmentNotFound });
    if (a.patient_id !== patientId) throw badRequest({ [field]: invoicingMessages.appointmentOtherPatient });
    if (a.invoicing_status !== 'not_invoiced')
      throw conflict(invoicingMessages.appointmentTaken, { [field]: invoicingMessages.appointmentTaken });
    if (byPack.has(id))
      throw conflict(invoicingMessages.appointmentPaidByPack, {
        [field]: invoicingMessages.appointmentPaidByPack,
      });
    const tax = taxOf(
      issuer,
      a.vat_class ? vatRateOf(issuer.taxRegion as TaxRegion, a.vat_class) : null,
      a.tax_exemption_code,
      field,
    );
    // Under an agreement the desk invoices only the patient's part (issue 45, decision 044).
    const split = patientSplit(cover, a.service_id, a.local_date);
    if (split) insured.push({ id: a.id, insurerId: split.insurer_id, insurerPartCents: split.insurer_cents });
    const price = split ? split.patient_cents : a.price_cents;
    return {
      appointmentId: a.id,
      serviceId: a.service_id,
      description: split
        ? `${a.service_name} — ${insurerMessages.patientPartLine} (${split.insurer_name}, n.º ${split.insurance_number})`
        : a.service_name,
      quantity: 1,
      unitPriceCents: price,
      discountPercent: 0,
      ...tax,
      serviceDate: a.local_date,
      grossCents: price,
    };
  });
  await appts.setInsurerParts(tx, tenantId, insured);
  const catalogue = await repo.servicesByIds(
    tx,
    tenantId,
    lineInputs.flatMap((l) => (l.service_id ? [l.service_id] : [])),
  );
  const free = lineInputs.map((l, i): repo.NewLine => {
    const field = `lines.${i}`;
    const service = l.service_id ? catalogue.get(l.service_id) : null;
    if (l.service_id && !service)
      throw badRequest({ [`${field}.service_id`]: invoicingMessages.serviceNotFound });
    const explicitTax = l.vat_rate_percent !== null || l.tax_exemption_code !== null;
    const tax = taxOf(
      issuer,
      explicitTax
        ? l.vat_rate_percent
        : service?.vatClass
          ? vatRateOf(issuer.taxRegion as TaxRegion, service.vatClass)
          : null,
      explicitTax ? l.tax_exemption_code : (service?.taxExemptionCode ?? null),
      field,
    );
    const unitPriceCents = l.unit_price_cents ?? service!.priceCents;
    return {
      appointmentId: null,
      serviceId: service?.id ?? null,
      description: l.description ?? service!.name,
      quantity: l.quantity,
      unitPriceCents,
      discountPercent: l.discount_percent,
      ...tax,
      serviceDate: l.service_date,
      grossCents: gross(l.quantity, unitPriceCents, l.discount_percent),
    };
  });
  await appts.setAppointmentsStatus(tx, tenantId, appointmentIds, 'draft_invoice');
  return [...fromAppointments, ...free];
}

type CreditAsk = { credited_line_id: string; quantity?: number; amount_cents?: number };

/**
 * An NC's lines: the credited document's lines — all that is left, or the quantities or amounts asked
 * (decision 032: an amount is quantity 1 × the amount, with the line's VAT).
 */
async function creditLines(
  tx: Tx,
  tenantId: string,
  credited: repo.LockedDoc,
  asked: CreditAsk[],
): Promise<repo.NewLine[]> {
  const originals = await repo.linesOf(tx, tenantId, [credited.id]);
  const done = await repo.creditedSoFar(
    tx,
    tenantId,
    originals.map((l) => l.id),
  );
  const leftOf = (l: repo.LineRow) => leftToCredit(l, done.get(l.id));
  const wanted: { line: repo.LineRow; quantity?: number; amount?: number }[] = asked.length
    ? asked.map((a, i) => {
        const line = originals.find((l) => l.id === a.credited_line_id);
        if (!line)
          throw badRequest({ [`credit_lines.${i}.credited_line_id`]: invoicingMessages.creditLineUnknown });
        const left = leftOf(line);
        if (a.amount_cents !== undefined) {
          if (a.amount_cents > left.cents)
            throw badRequest({ [`credit_lines.${i}.amount_cents`]: invoicingMessages.creditAmountExceeds });
          return { line, amount: a.amount_cents };
        }
        if (a.quantity! > left.quantity)
          throw badRequest({ [`credit_lines.${i}.quantity`]: invoicingMessages.creditExceeds });
        return { line, quantity: a.quantity };
      })
    : originals
        .filter((l) => leftOf(l).cents > 0)
        .map((l) => {
          const left = leftOf(l);
          return left.quantity > 0 ? { line: l, quantity: left.quantity } : { line: l, amount: left.cents };
        });
  if (!wanted.length) throw conflict(invoicingMessages.creditNothingLeft);
  return wanted.map(({ line, quantity, amount }) => ({
    ...creditLineValues(line, leftOf(line), quantity, amount),
    appointmentId: line.appointmentId,
    serviceId: line.serviceId,
    description: line.description,
    vatRatePercent: line.vatRatePercent,
    taxExemptionCode: line.taxExemptionCode,
    taxExemptionText: line.taxExemptionText,
    serviceDate: line.serviceDate,
    creditedLineId: line.id,
  }));
}

/**
 * How an NC line credits its line: an amount is 1 × the amount (SAF-T: line amount = quantity × unit
 * price); a quantity is priced like the line, and the rest of the line credits exactly what is left (no
 * rounding drift).
 */
function creditLineValues(
  line: repo.LineRow,
  left: { quantity: number; cents: number },
  quantity: number | undefined,
  amount: number | undefined,
) {
  if (amount !== undefined)
    return {
      quantity: 1,
      unitPriceCents: amount,
      discountPercent: 0,
      grossCents: amount,
      creditsAmount: true,
    };
  return {
    quantity: quantity!,
    unitPriceCents: line.unitPriceCents,
    discountPercent: line.discountPercent,
    grossCents:
      quantity === left.quantity ? left.cents : gross(quantity!, line.unitPriceCents, line.discountPercent),
    creditsAmount: false,
  };
}

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
