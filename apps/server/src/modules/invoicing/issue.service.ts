import type { z } from 'zod';
import {
  documentTotals,
  exemptionText,
  taxSummary,
  vatRatesByRegion,
  type TaxRegion,
} from '@clinica/contracts/invoicing-tax';
import {
  FINAL_CONSUMER_NIF,
  fsLimit,
  invoicingMessages,
  type DocumentType,
  type InvoicingDocument,
} from '@clinica/contracts/invoicing';
import { type cancelInput, type issueInput } from '@clinica/contracts/invoicing-drafts';
import { hashControl, qrPayload, signedMessage } from '@clinica/contracts/invoicing-signature';
import { isValidNif } from '@clinica/contracts/pt';
import type { Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { leftToCredit } from './credits.js';
import { refuseClosedDay, takingClinic } from '../cash-close/taking.service.js';
import { insertPayments } from './document-payments.repository.js';
import * as appts from './document-appointments.repository.js';
import * as repo from './documents.repository.js';
import {
  cancelRefusal,
  documentOf,
  missingDocument,
  requireActive,
  requireInsurerBilling,
  taxLine,
  visibleDocumentRow,
} from './documents.service.js';
import { currentSigningKey, signMessage } from './signing.js';
import { moveIssuedLines, reverseCancelledLines } from '../stock/stock.service.js';

/** The clinic's wall clock: the date and the SAF-T SystemEntryDate ("YYYY-MM-DDThh:mm:ss", no zone). */
export function localClock(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, dateTime: `${date}T${parts.hour}:${parts.minute}:${parts.second}` };
}

export interface IssueContext {
  /**
   * Read twice: before the series lock for the day (which year's series), and after it for the
   * SystemEntryDate, so a series' numbers and entry times rise together under concurrent issues.
   */
  clock: Clock;
  signingKeyPem: string | undefined;
  certificateNumber: string | undefined;
}

/** What every line and the header must satisfy before a number is taken (400 naming the field). */
async function checkIssuable(tx: Tx, issuer: repo.Issuer, doc: repo.LockedDoc, lines: repo.LineRow[]) {
  if (!lines.length) throw badRequest({ lines: invoicingMessages.noLines });
  if (doc.customerNif !== FINAL_CONSUMER_NIF && !isValidNif(doc.customerNif))
    throw badRequest({ 'customer.nif': invoicingMessages.nif });
  const rates = Object.values(vatRatesByRegion[issuer.taxRegion as TaxRegion]);
  lines.forEach((l, i) => {
    if (l.vatRatePercent !== null && !rates.includes(l.vatRatePercent))
      throw badRequest({ [`lines.${i}.vat_rate_percent`]: invoicingMessages.vatRate });
    if (l.taxExemptionCode !== null && !exemptionText(l.taxExemptionCode))
      throw badRequest({ [`lines.${i}.tax_exemption_code`]: invoicingMessages.invalidExemption });
  });
  const totals = documentTotals(taxSummary(lines.map(taxLine)));
  if (totals.gross_cents < 0) throw badRequest({ lines: invoicingMessages.negativeTotal });
  if (doc.type === 'FS') {
    // CIVA art. 40.º n.º 1: b) any supply up to 100 €; a) goods sold by a retailer to a non-taxable
    // person up to 1 000 €.
    const catalogue = await repo.servicesByIds(tx, doc.tenantId, [
      ...new Set(lines.flatMap((l) => (l.serviceId ? [l.serviceId] : []))),
    ]);
    const goodsOnly = lines.every((l) => l.serviceId && catalogue.get(l.serviceId)?.kind === 'product');
    const limit = fsLimit(goodsOnly, doc.customerNif);
    if (totals.gross_cents > limit.cents) throw badRequest({ type: limit.message });
  }
  return totals;
}

/**
 * An NC never credits more than is left of each credited line (checked again now, under the original's
 * lock), and is never dated before the document it credits.
 */
async function checkCredit(
  tx: Tx,
  tenantId: string,
  doc: repo.LockedDoc,
  lines: repo.LineRow[],
  invoiceDate: string,
) {
  const original = await repo.lockDocument(tx, tenantId, doc.creditedDocumentId!);
  if (!original || original.status !== 'N')
    throw conflict(invoicingMessages.creditOnlyIssued, {
      credited_document_id: invoicingMessages.creditOnlyIssued,
    });
  if (invoiceDate < original.invoiceDate!)
    throw badRequest({ invoice_date: invoicingMessages.creditBeforeOriginal });
  const originals = new Map((await repo.linesOf(tx, tenantId, [original.id])).map((l) => [l.id, l]));
  const done = await repo.creditedSoFar(tx, tenantId, [...originals.keys()]);
  lines.forEach((l, i) => {
    const credited = originals.get(l.creditedLineId ?? '');
    if (!credited) throw badRequest({ [`lines.${i}.credited_line_id`]: invoicingMessages.creditLineUnknown });
    const left = leftToCredit(credited, done.get(credited.id));
    if (l.grossCents > left.cents)
      throw badRequest({ [`lines.${i}.amount_cents`]: invoicingMessages.creditAmountExceeds });
    if (!l.creditsAmount && l.quantity > left.quantity)
      throw badRequest({ [`lines.${i}.quantity`]: invoicingMessages.creditExceeds });
  });
  // After this NC, a fully credited line's appointment is no longer invoiced.
  return lines.flatMap((l) => {
    const credited = originals.get(l.creditedLineId!)!;
    const left = leftToCredit(credited, done.get(credited.id));
    return credited.appointmentId && left.cents - l.grossCents <= 0 ? [credited.appointmentId] : [];
  });
}

/**
 * How an FR/FS was paid (issue 38): money methods, each once, adding up to its total; other types name
 * none (400 on `payments`). Omitted, the FR records no method (as before issue 38; the web always asks).
 */
function checkPaidWith(
  paidAtOnce: boolean,
  paidWith: z.output<typeof issueInput>['payments'],
  grossCents: number,
) {
  if (!paidWith) return;
  if (!paidAtOnce) throw badRequest({ payments: invoicingMessages.paymentsOnlyPaidAtOnce });
  paidWith.forEach((p, i) => {
    if (paidWith.findIndex((q) => q.method === p.method) !== i)
      throw badRequest({ [`payments.${i}.method`]: invoicingMessages.paymentMethodRepeated });
  });
  if (paidWith.reduce((s, p) => s + p.amount_cents, 0) !== grossCents)
    throw badRequest({ payments: invoicingMessages.paymentsMustAddUp });
}

/** What issuing checked under the draft's lock: the document, its lines and totals, date and clinic. */
export interface PreparedIssue {
  issuer: repo.Issuer;
  doc: repo.LockedDoc;
  lines: repo.LineRow[];
  totals: ReturnType<typeof documentTotals>;
  invoiceDate: string;
  paidAtOnce: boolean;
  clinicId: string | null;
  /** An NC's appointments that are no longer invoiced after it. */
  freed: string[];
  payments: z.output<typeof issueInput>['payments'];
}

/**
 * Every check before a document is issued, whoever issues it (decision 053): the draft locked (status D),
 * its lines, type limits, date, credit, payments and the cash day.
 */
export async function prepareIssue(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof issueInput>,
  clock: Clock,
): Promise<PreparedIssue> {
  const tenantId = user.tenantId;
  await visibleDocumentRow(tx, user, id);
  const issuer = await repo.issuerOf(tx, tenantId);
  requireActive(issuer);
  const doc = await repo.lockDocument(tx, tenantId, id);
  if (!doc || doc.archivedAt) throw missingDocument();
  if (doc.status !== 'D') throw conflict(invoicingMessages.notDraft);
  if (!issuer.nif || !issuer.fiscalName) throw conflict(invoicingMessages.inactive);

  const lines = await repo.linesOf(tx, tenantId, [id]);
  const totals = await checkIssuable(tx, issuer, doc, lines);
  const today = localClock(clock.now(), issuer.timeZone).date;
  const invoiceDate = body.invoice_date ?? today;
  if (invoiceDate > today) throw badRequest({ invoice_date: invoicingMessages.dateInFuture });
  const freed = doc.type === 'NC' ? await checkCredit(tx, tenantId, doc, lines, invoiceDate) : [];
  const paidAtOnce = doc.type === 'FR' || doc.type === 'FS';
  checkPaidWith(paidAtOnce, body.payments, totals.gross_cents);
  const clinicId = await takingClinic(tx, user, body.clinic_id);
  if (paidAtOnce)
    await refuseClosedDay(
      tx,
      tenantId,
      clinicId,
      user.id,
      invoiceDate,
      'invoice_date',
      invoicingMessages.dayClosed,
    );
  return { issuer, doc, lines, totals, invoiceDate, paidAtOnce, clinicId, freed, payments: body.payments };
}

/** The issuer's identity as printed, frozen on the document when issued. */
const issuerFields = (issuer: repo.Issuer) => ({
  taxRegion: issuer.taxRegion as TaxRegion,
  issuerFiscalName: issuer.fiscalName,
  issuerNif: issuer.nif,
  issuerAddress: issuer.address,
  issuerPostalCode: issuer.postalCode,
  issuerCity: issuer.city,
  issuerLegalForm: issuer.legalForm,
  issuerShareCapitalCents: issuer.shareCapitalCents,
  issuerRegistryOffice: issuer.registryOffice,
  issuerRegistrationNumber: issuer.registrationNumber,
});

/**
 * The document becomes issued (status N) with its number, ATCUD and — ours — its signature, or — a
 * provider's — its mirror fields; then its payments, stock and appointments, whoever issued it.
 */
export async function recordIssued(
  tx: Tx,
  user: AuthUser,
  p: PreparedIssue,
  fields: Partial<repo.DocumentPatch> & {
    number: number;
    invoiceNo: string;
    atcud: string;
    systemEntryDate: string;
    systemEntryAt: Date;
  },
): Promise<InvoicingDocument> {
  const tenantId = user.tenantId;
  const { doc, lines, totals } = p;
  await repo.dateUndatedLines(tx, tenantId, doc.id, p.invoiceDate);
  await repo.updateDocument(tx, tenantId, doc.id, {
    status: 'N',
    invoiceDate: p.invoiceDate,
    ...issuerFields(p.issuer),
    netCents: totals.net_cents,
    taxCents: totals.tax_cents,
    grossCents: totals.gross_cents,
    issuedBy: user.id,
    clinicId: p.clinicId,
    ...fields,
  });
  if (p.paidAtOnce && p.payments) await insertPayments(tx, tenantId, doc.id, p.payments);
  // Products leave the stock when sold and come back when credited; never a reason to refuse (decision 041).
  await moveIssuedLines(tx, user, doc.type === 'NC', lines);
  const appointmentIds = lines.flatMap((l) => (l.appointmentId ? [l.appointmentId] : []));
  const payer = appts.payerOf(doc);
  if (doc.type === 'NC') await appts.setAppointmentsStatus(tx, tenantId, p.freed, 'not_invoiced', payer);
  else await appts.setAppointmentsStatus(tx, tenantId, appointmentIds, 'invoiced', payer);
  return documentOf(tx, tenantId, (await repo.getDocument(tx, tenantId, doc.id))!);
}

/**
 * Issuing with «Clínica» (decision 029): the checks, then the series' next number (the series row stays
 * locked until commit), ATCUD, the clinic's local SystemEntryDate, the signature over
 * `InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;PreviousHash`, the QR payload; the appointments become
 * invoiced. Any failure rolls everything back, the number included.
 */
export async function issueDocument(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof issueInput>,
  ctx: IssueContext,
): Promise<InvoicingDocument> {
  const p = await prepareIssue(tx, user, id, body, ctx.clock);
  const { issuer, doc, lines, totals, invoiceDate } = p;
  const series = await repo.takeNextNumber(
    tx,
    user.tenantId,
    doc.type as DocumentType,
    Number(invoiceDate.slice(0, 4)),
  );
  if (!series) throw conflict(invoicingMessages.noSeries, { type: invoicingMessages.noSeries });
  if (series.lastInvoiceDate && invoiceDate < series.lastInvoiceDate)
    throw badRequest({ invoice_date: invoicingMessages.dateBeforeLast });
  // Read under the series' lock: the one who took the previous number has committed, so this entry
  // time is never before its (SAF-T orders a series by number and SystemEntryDate alike).
  const enteredAt = ctx.clock.now();
  const systemEntryDate = localClock(enteredAt, issuer.timeZone).dateTime;

  const invoiceNo = `${doc.type} ${series.code}/${series.number}`;
  const atcud = `${series.validationCode}-${series.number}`;
  const key = await currentSigningKey(tx, ctx.signingKeyPem);
  const hash = signMessage(
    key.privateKey,
    signedMessage({
      invoiceDate,
      systemEntryDate,
      invoiceNo,
      grossCents: totals.gross_cents,
      previousHash: series.previousHash,
    }),
  );
  const qr = qrPayload({
    issuerNif: issuer.nif!,
    customerNif: doc.customerNif,
    customerCountry: doc.customerCountry,
    type: doc.type,
    status: 'N',
    invoiceDate,
    invoiceNo,
    atcud,
    region: issuer.taxRegion as TaxRegion,
    summary: taxSummary(lines.map(taxLine)),
    grossCents: totals.gross_cents,
    taxCents: totals.tax_cents,
    hashControl: hashControl(hash),
    certificateNumber: ctx.certificateNumber ?? '0',
  });

  await repo.recordSeriesHead(tx, series.id, hash, invoiceDate);
  return recordIssued(tx, user, p, {
    seriesId: series.id,
    number: series.number,
    invoiceNo,
    atcud,
    systemEntryDate,
    systemEntryAt: enteredAt,
    hash,
    previousHash: series.previousHash,
    keyVersion: key.version,
    qrPayload: qr,
  });
}

/** The document locked, if it may be cancelled now (checked before a provider is asked to cancel it). */
export async function lockCancellable(
  tx: Tx,
  user: AuthUser,
  id: string,
  opts: { advance?: boolean; regularisation?: boolean } = {},
) {
  const tenantId = user.tenantId;
  await visibleDocumentRow(tx, user, id);
  requireActive(await repo.issuerOf(tx, tenantId));
  const doc = await repo.lockDocument(tx, tenantId, id);
  if (!doc || doc.archivedAt) throw missingDocument();
  requireInsurerBilling(user, doc);
  const refusal = await cancelRefusal(tx, tenantId, doc, await repo.creditNotesOf(tx, tenantId, [id]), opts);
  if (refusal) throw conflict(refusal);
  return doc;
}

/**
 * Cancelling (status A, with its reason). A document that issued credit notes credit is cancelled only
 * after them. Its appointments are free again; a cancelled NC gives them back to the credited invoice.
 */
export async function cancelDocument(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof cancelInput>,
  now: Date,
  /**
   * The payment that issued this advance FR is cancelling it (decision 030), or the compensation that
   * issued this regularisation NC (decision 032).
   */
  opts: { advance?: boolean; regularisation?: boolean } = {},
): Promise<InvoicingDocument> {
  const tenantId = user.tenantId;
  const doc = await lockCancellable(tx, user, id, opts);
  await repo.updateDocument(tx, tenantId, id, {
    status: 'A',
    cancelReason: body.reason,
    cancelledAt: now,
    cancelledBy: user.id,
  });
  const lines = await repo.linesOf(tx, tenantId, [id]);
  await reverseCancelledLines(
    tx,
    user,
    lines.map((l) => l.id),
  );
  const appointmentIds = lines.flatMap((l) => (l.appointmentId ? [l.appointmentId] : []));
  await appts.setAppointmentsStatus(
    tx,
    tenantId,
    appointmentIds,
    doc.type === 'NC' ? 'invoiced' : 'not_invoiced',
    appts.payerOf(doc),
  );
  return documentOf(tx, tenantId, (await repo.getDocument(tx, tenantId, id))!);
}
