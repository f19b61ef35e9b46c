import type { z } from 'zod';
import { draftInput } from '@clinica/contracts/invoicing-drafts';
import { moneyMethods, type MoneyMethod } from '@clinica/contracts/payment-methods';
import {
  paymentMessages,
  type Payment,
  type paymentCancelInput,
  type paymentInput,
  type paymentUpdate,
} from '@clinica/contracts/payments';
import { invoicingProviderMessages, type InvoicingProviderName } from '@clinica/contracts/invoicing-provider';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { cancelDocument, issueDocument, localClock, type IssueContext } from '../invoicing/issue.service.js';
import { createDraft } from '../invoicing/drafts.service.js';
import { clinicIssuer } from '../invoicing/documents.service.js';
import { currentProvider } from '../invoicing/provider-settings.service.js';
import { seesPatient } from '../patients/patient-access.service.js';
import { refuseClosedDay, takingClinic } from '../cash-close/taking.service.js';
import { computeAccount, loadAccount } from './account.js';
import { advanceLineOf, asPaymentError, regulariseAdvances } from './advances.js';
import { documentHasRefunds } from './document-links.service.js';
import { getPayment, missingPayment, visiblePayment } from './payments-read.service.js';
import * as repo from './payments.repository.js';
import { insertProviderReceipts } from './provider-receipts.repository.js';

/**
 * The receipt of what a payment settles, where its invoices were issued (decision 053): Clínica's own RG
 * (`takeReceipt`), or — invoices issued at InvoiceXpress — one receipt per invoice there, issued after
 * the payment's transaction commits (`insertProviderReceipts` stores our references with the payment).
 * One payment never mixes the two (400 naming `allocations`).
 */
export async function receiptOf(
  tx: Tx,
  tenantId: string,
  paidAt: string,
  allocated: number,
  documents: { provider: InvoicingProviderName }[],
  ctx: Pick<IssueContext, 'clock'>,
  timeZone: string,
): Promise<{ receipt: Partial<repo.NewPayment>; atProvider: boolean }> {
  if (!allocated) return { receipt: {}, atProvider: false };
  const providers = new Set(documents.map((d) => d.provider));
  if (providers.size > 1)
    throw badRequest(
      { allocations: invoicingProviderMessages.receiptsMixed },
      invoicingProviderMessages.receiptsMixed,
    );
  if (providers.has('invoicexpress')) return { receipt: {}, atProvider: true };
  return { receipt: await takeReceipt(tx, tenantId, paidAt, allocated, ctx, timeZone), atProvider: false };
}

/**
 * The receipt (RG) of what a payment settles: the RG series' next number for the payment's year (gapless:
 * the series row stays locked until commit), its ATCUD and entry time.
 */
export async function takeReceipt(
  tx: Tx,
  tenantId: string,
  paidAt: string,
  allocated: number,
  ctx: Pick<IssueContext, 'clock'>,
  timeZone: string,
): Promise<Partial<repo.NewPayment>> {
  const series = await repo.takeNextReceiptNumber(tx, tenantId, Number(paidAt.slice(0, 4)));
  if (!series) throw conflict(paymentMessages.noReceiptSeries, { paid_at: paymentMessages.noReceiptSeries });
  if (series.lastDate && paidAt < series.lastDate)
    throw badRequest({ paid_at: paymentMessages.dateBeforeLastReceipt });
  await repo.recordReceiptDate(tx, series.id, paidAt);
  // Read under the series' lock, as a document's: receipt numbers and entry times rise together.
  const entered = localClock(ctx.clock.now(), timeZone);
  return {
    receiptSeriesId: series.id,
    receiptNumber: series.number,
    receiptNo: `RG ${series.code}/${series.number}`,
    receiptAtcud: `${series.validationCode}-${series.number}`,
    receiptSystemEntryDate: entered.dateTime,
    receiptGrossCents: allocated,
  };
}

/** How a payment's advance FR is issued: on its date, saying how it was paid (SAF-T Payment). */
export const advanceIssue = (paidAt: string, method: string, cents: number, clinicId: string | null) => ({
  invoice_date: paidAt,
  payments: [{ method: method as MoneyMethod, amount_cents: cents }],
  ...(clinicId ? { clinic_id: clinicId } : {}),
});

/**
 * Recording a payment, in one transaction (decision 030): the patient's row is locked (one patient's
 * payments queue), then the documents; every check runs before a receipt number is taken; a failure
 * anywhere rolls everything back — the receipt's number and the advance's FR included. Receipts at
 * InvoiceXpress are issued after it commits (`issueReceiptsAtInvoiceXpress`, by the route).
 */
export async function recordPayment(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof paymentInput>,
  ctx: IssueContext,
): Promise<Payment> {
  const tenantId = user.tenantId;
  const patient = await repo.patientOf(tx, tenantId, body.patient_id, true);
  if (!patient || !(await seesPatient(tx, user, body.patient_id)))
    throw badRequest({ patient_id: patientMessages.notFound });
  const issuer = await clinicIssuer(tx, tenantId);
  const today = localClock(ctx.clock.now(), issuer.timeZone).date;
  const paidAt = body.paid_at ?? today;
  if (paidAt > today) throw badRequest({ paid_at: paymentMessages.dateInFuture });
  const clinicId = await takingClinic(tx, user, body.clinic_id);
  const movesMoney = (moneyMethods as readonly string[]).includes(body.method);
  if (movesMoney)
    await refuseClosedDay(tx, tenantId, clinicId, user.id, paidAt, 'paid_at', paymentMessages.dayClosed);
  const base = {
    clinicId,
    tenantId,
    patientId: patient.id,
    paidAt,
    amountCents: body.amount_cents,
    method: body.method,
    source: body.source ?? null,
    notes: body.notes ?? null,
    createdBy: user.id,
  };

  if (!issuer.active) {
    if (body.allocations.length) throw badRequest({ allocations: paymentMessages.invoicingOff });
    if (body.advance) throw badRequest({ advance: paymentMessages.invoicingOff });
    if (body.method === 'balance_compensation') throw badRequest({ method: paymentMessages.invoicingOff });
    return getPayment(tx, user, await repo.insertPayment(tx, base, []), true);
  }

  // The documents: this patient's issued FTs, each paid at most what it still owes.
  const ids = body.allocations.map((a) => a.document_id);
  const locked = new Map((await repo.lockDocuments(tx, tenantId, ids)).map((d) => [d.id, d]));
  const account = computeAccount(patient, await repo.accountOf(tx, tenantId, patient.id));
  const owed = new Map(account.open_documents.map((d) => [d.id, d.outstanding_cents]));
  body.allocations.forEach((a, i) => {
    const field = `allocations.${i}.document_id`;
    const doc = locked.get(a.document_id);
    if (ids.indexOf(a.document_id) !== i) throw badRequest({ [field]: paymentMessages.documentRepeated });
    if (!doc) throw badRequest({ [field]: paymentMessages.documentNotFound });
    if (doc.patientId !== patient.id) throw badRequest({ [field]: paymentMessages.documentOtherPatient });
    if (doc.type !== 'FT' || doc.status !== 'N')
      throw badRequest({ [field]: paymentMessages.documentNotOwed });
    if (a.amount_cents > (owed.get(doc.id) ?? 0))
      throw badRequest({ [`allocations.${i}.amount_cents`]: paymentMessages.allocationExceeds });
  });
  const allocated = body.allocations.reduce((s, a) => s + a.amount_cents, 0);
  if (allocated > body.amount_cents) throw badRequest({ allocations: paymentMessages.allocationsExceed });
  const surplus = body.amount_cents - allocated;

  if (!movesMoney) {
    if (body.advance) throw badRequest({ advance: paymentMessages.advanceNotMoney });
    if (!body.allocations.length) throw badRequest({ allocations: paymentMessages.noDocuments });
    if (surplus) throw badRequest({ amount_cents: paymentMessages.mustMatch });
    if (body.method === 'balance_compensation' && body.amount_cents > account.credit_cents)
      throw badRequest({ amount_cents: paymentMessages.creditInsufficient });
  } else if (surplus && !body.advance) {
    throw badRequest({ amount_cents: paymentMessages.surplus });
  } else if (!surplus && body.advance) {
    throw badRequest({ advance: paymentMessages.advanceNeedsSurplus });
  }
  const advanceLine = advanceLineOf(body.advance, body.advance_service_id);

  const { receipt, atProvider } = await receiptOf(
    tx,
    tenantId,
    paidAt,
    allocated,
    [...locked.values()],
    ctx,
    issuer.timeZone,
  );

  // The advance: an FR «Adiantamento» for the surplus, issued like any document (same transaction) — or,
  // at InvoiceXpress, its draft linked now and issued there once this commits (decision 053).
  let advance: Partial<repo.NewPayment> = {};
  if (surplus) {
    const atInvoiceXpress = (await currentProvider(tx, tenantId)) !== 'clinica';
    try {
      const draft = await createDraft(
        tx,
        user,
        draftInput.parse({
          type: 'FR',
          patient_id: patient.id,
          lines: [{ ...advanceLine, unit_price_cents: surplus }],
        }),
      );
      const fr = atInvoiceXpress
        ? draft
        : await issueDocument(tx, user, draft.id, advanceIssue(paidAt, body.method, surplus, clinicId), ctx);
      advance = { advanceDocumentId: fr.id, advanceCents: surplus };
    } catch (e) {
      throw asPaymentError(e);
    }
  }

  const lines = body.allocations.map((a) => ({ documentId: a.document_id, amountCents: a.amount_cents }));
  const id = await repo.insertPayment(
    tx,
    { ...base, ...receipt, ...advance, advanceServiceId: body.advance_service_id },
    lines,
  );
  if (atProvider) await insertProviderReceipts(tx, tenantId, id, lines);
  if (body.method === 'balance_compensation')
    await regulariseAdvances(tx, user, { id, patientId: patient.id, paidAt, amountCents: allocated }, ctx);
  return getPayment(tx, user, id, true);
}

export async function updatePayment(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof paymentUpdate>,
): Promise<Payment> {
  await visiblePayment(tx, user, id, true);
  const values: { source?: string | null; notes?: string | null } = {};
  if (body.source !== undefined) values.source = body.source;
  if (body.notes !== undefined) values.notes = body.notes;
  if (Object.keys(values).length) await repo.updatePayment(tx, user.tenantId, id, values);
  return getPayment(tx, user, id, true);
}

/**
 * Cancelling a payment (A, with a reason) cancels its receipt (the same row) and its advance FR — unless
 * the advance's credit has been spent, which must be given back first.
 */
export async function cancelPayment(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof paymentCancelInput>,
  now: Date,
): Promise<Payment> {
  await visiblePayment(tx, user, id, true);
  const p = await repo.lockPayment(tx, user.tenantId, id);
  if (!p) throw missingPayment();
  // A patient's payments queue on the patient's row, as recording them does (decision 030).
  const patient = p.patientId ? await repo.patientOf(tx, user.tenantId, p.patientId, true) : null;
  if (p.status === 'A') throw conflict(paymentMessages.alreadyCancelled);
  // A compensation's regularisation NCs go with it: the advance's credit it used is back (decision 032).
  for (const nc of await repo.regularisationsOf(tx, user.tenantId, [id]))
    if (nc.status === 'N')
      await cancelDocument(tx, user, nc.id, { reason: body.reason }, now, { regularisation: true });
  if (p.advanceDocumentId) {
    if (await documentHasRefunds(tx, user.tenantId, p.advanceDocumentId))
      throw conflict(paymentMessages.documentHasRefunds);
    // An advance is a patient's (an insurer's payment never makes one, decision 047).
    const account = await loadAccount(tx, user.tenantId, patient!);
    if (account.credit_cents < p.advanceCents) throw conflict(paymentMessages.advanceSpent);
    await cancelDocument(tx, user, p.advanceDocumentId, { reason: body.reason }, now, { advance: true });
  }
  await repo.updatePayment(tx, user.tenantId, id, {
    status: 'A',
    cancelReason: body.reason,
    cancelledAt: now,
    cancelledBy: user.id,
  });
  return getPayment(tx, user, id, true);
}
