import type { z } from 'zod';
import { draftInput } from '@clinica/contracts/invoicing';
import {
  moneyMethods,
  paymentMethods,
  type MoneyMethod,
  type PaymentMethod,
} from '@clinica/contracts/payment-methods';
import {
  paymentMessages,
  type CurrentAccount,
  type Payment,
  type PaymentList,
  type paymentCancelInput,
  type paymentInput,
  type paymentListQuery,
  type paymentUpdate,
} from '@clinica/contracts/payments';
import { invoicingProviderMessages, type InvoicingProviderName } from '@clinica/contracts/invoicing-provider';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { pageTotal } from '../../db/list.js';
import { closedRange } from '../../lib/local-day.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { instantText } from '../appointments/appointments.service.js';
import { cancelDocument, issueDocument, localClock, type IssueContext } from '../invoicing/issue.service.js';
import { createDraft } from '../invoicing/drafts.service.js';
import { clinicIssuer } from '../invoicing/documents.service.js';
import { currentProvider } from '../invoicing/provider-settings.service.js';
import { can } from '../permissions/grants.js';
import { patientScopeConditions, reachesPatient, seesPatient } from '../patients/patients.service.js';
import { refuseClosedDay, takingClinic } from '../cash-close/taking.service.js';
import { computeAccount, loadAccount } from './account.js';
import { advanceLineOf, asPaymentError, regulariseAdvances } from './advances.js';
import { documentHasRefunds } from './document-links.service.js';
import * as repo from './payments.repository.js';
import { insertProviderReceipts, providerReceiptsOf } from './provider-receipts.repository.js';
import * as refunds from './refunds.repository.js';

export const missingPayment = () => notFound(paymentMessages.notFound);

/**
 * Who reads payments (issue 27 §4): `payments:list_all` (managers, front desk, a professional granted it)
 * and a patient; a professional without the grant none (403). Whoever the route let write
 * (`payments:create`/`update`, which a manager may grant a professional) too. Which ones: those of the
 * patients the caller sees (decision 030) — a patient their own; in an account that does not share data
 * between clinics, the patients of the caller's clinics (and those of none).
 */
function mayRead(user: AuthUser, write = false): void {
  if (user.type === 'patient' || write || can(user.type, user.overrides, 'payments', 'list_all')) return;
  throw forbidden();
}

export async function visiblePayment(tx: Tx, user: AuthUser, id: string, write = false) {
  mayRead(user, write);
  const row = await repo.getPayment(tx, user.tenantId, id, patientScopeConditions(user));
  if (!row) throw missingPayment();
  return row;
}

async function toPayments(tx: Tx, tenantId: string, rows: repo.PaymentListRow[]): Promise<Payment[]> {
  const ids = rows.map((r) => r.payment.id);
  const [allocations, regularisations, providerReceipts] = await Promise.all([
    repo.allocationsOf(tx, tenantId, ids),
    repo.regularisationsOf(tx, tenantId, ids),
    providerReceiptsOf(tx, tenantId, ids),
  ]);
  return rows.map((r) => {
    const p = r.payment;
    return {
      id: p.id,
      status: p.status,
      patient: p.patientId ? { id: p.patientId, name: r.patientName ?? '' } : null,
      insurer: p.insurerId ? { id: p.insurerId, name: r.insurerName ?? '' } : null,
      paid_at: p.paidAt,
      amount_cents: p.amountCents,
      method: p.method,
      source: p.source,
      notes: p.notes,
      allocations: allocations
        .filter((a) => a.paymentId === p.id)
        .map((a) => ({
          id: a.documentId,
          type: a.type,
          invoice_no: a.invoiceNo,
          invoice_date: a.invoiceDate,
          gross_cents: a.grossCents,
          amount_cents: a.amountCents,
        })),
      receipt:
        p.receiptNo && p.receiptAtcud && p.receiptSystemEntryDate
          ? {
              receipt_no: p.receiptNo,
              atcud: p.receiptAtcud,
              system_entry_date: p.receiptSystemEntryDate,
              gross_cents: p.receiptGrossCents ?? 0,
            }
          : null,
      provider_receipts: providerReceipts
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          document_id: r.documentId,
          invoice_no: r.invoiceNo,
          amount_cents: r.amountCents,
          receipt_no: r.receiptNo,
          atcud: r.atcud,
          cancelled: r.cancelledAt !== null,
        })),
      advance: p.advanceDocumentId
        ? {
            id: p.advanceDocumentId,
            type: r.advanceType ?? 'FR',
            invoice_no: r.advanceInvoiceNo,
            invoice_date: r.advanceInvoiceDate,
            gross_cents: r.advanceGrossCents ?? p.advanceCents,
          }
        : null,
      advance_service:
        p.advanceServiceId && r.advanceServiceName
          ? { id: p.advanceServiceId, name: r.advanceServiceName }
          : null,
      regularisations: regularisations
        .filter((d) => d.paymentId === p.id)
        .map((d) => ({
          id: d.id,
          type: d.type,
          invoice_no: d.invoiceNo,
          invoice_date: d.invoiceDate,
          gross_cents: d.grossCents,
        })),
      cancel_reason: p.cancelReason,
      cancelled_at: p.cancelledAt ? instantText(p.cancelledAt) : null,
      created_by: { id: p.createdBy, name: r.createdByName },
      created_at: instantText(p.createdAt),
    };
  });
}

export async function getPayment(tx: Tx, user: AuthUser, id: string, write = false): Promise<Payment> {
  const row = await visiblePayment(tx, user, id, write);
  return (await toPayments(tx, user.tenantId, [row]))[0]!;
}

export async function listPayments(
  tx: Tx,
  user: AuthUser,
  q: z.output<typeof paymentListQuery>,
): Promise<PaymentList> {
  mayRead(user);
  const filter: repo.ListFilter = {
    method: q.method,
    patientId: q.patient_id,
    status: q.status,
    from: q.from,
    to: q.to,
    seen: patientScopeConditions(user),
  };
  // The money totals only over a bounded set (a closed date range or one patient: issue 41); cancelled
  // FRs and refunds are not in a list of cancelled payments.
  if (!closedRange(q) && !q.patient_id) {
    const rows = await repo.listPayments(tx, user.tenantId, filter, q.page_size, (q.page - 1) * q.page_size);
    const count = await pageTotal({ page: q.page, pageSize: q.page_size, rows: rows.length }, (limit) =>
      repo.countPayments(tx, user.tenantId, filter, limit),
    );
    const items = await toPayments(tx, user.tenantId, rows);
    return {
      items,
      total: count.total,
      total_capped: count.capped,
      page: q.page,
      page_size: q.page_size,
      totals: null,
    };
  }
  const active = q.status !== 'A';
  const [rows, totals, invoices, refunded] = await Promise.all([
    repo.listPayments(tx, user.tenantId, filter, q.page_size, (q.page - 1) * q.page_size),
    repo.listTotals(tx, user.tenantId, filter),
    active ? refunds.invoiceReceiptTotals(tx, user.tenantId, filter) : [],
    active ? refunds.refundTotals(tx, user.tenantId, filter) : [],
  ]);
  const moves = new Set<string>(moneyMethods);
  const total = totals.reduce((s, t) => s + t.all, 0);
  const activeCount = totals.reduce((s, t) => s + t.count, 0);
  return {
    items: await toPayments(tx, user.tenantId, rows),
    // Counted exactly by the money totals below (over the bounded set).
    total,
    total_capped: false,
    page: q.page,
    page_size: q.page_size,
    totals: {
      payments: activeCount,
      cancelled: total - activeCount,
      received_cents: totals.filter((t) => moves.has(t.method)).reduce((s, t) => s + t.amountCents, 0),
      by_method: byMethod(totals.filter((t) => t.count > 0)),
      invoice_receipts: { received_cents: sum(invoices), by_method: byMethod(invoices) },
      refunds: { refunded_cents: sum(refunded), by_method: byMethod(refunded) },
    },
  };
}

type MethodSum = { method: PaymentMethod; count: number; amountCents: number };
const sum = (rows: MethodSum[]) => rows.reduce((s, t) => s + t.amountCents, 0);
/** Per method in the contracts' order (so a method added there, as MB WAY, flows through). */
const byMethod = (rows: MethodSum[]) =>
  paymentMethods.flatMap((m) => {
    const t = rows.find((x) => x.method === m);
    return t ? [{ method: m, count: t.count, amount_cents: t.amountCents }] : [];
  });

/** Every row of the filtered set, for the CSV export (one page at a time, in the list's order). */
export async function* exportPayments(
  tx: Tx,
  user: AuthUser,
  q: Omit<z.output<typeof paymentListQuery>, 'page' | 'page_size' | 'sort' | 'order'>,
): AsyncGenerator<Payment[]> {
  mayRead(user);
  const filter: repo.ListFilter = { ...q, patientId: q.patient_id, seen: patientScopeConditions(user) };
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const rows = await repo.listPayments(tx, user.tenantId, filter, size, offset);
    yield await toPayments(tx, user.tenantId, rows);
    if (rows.length < size) return;
  }
}

export async function currentAccount(tx: Tx, user: AuthUser, patientId: string): Promise<CurrentAccount> {
  mayRead(user);
  const patient = await repo.patientOf(tx, user.tenantId, patientId);
  if (!patient || !(await reachesPatient(tx, user, patientId))) throw notFound(patientMessages.notFound);
  return loadAccount(tx, user.tenantId, { id: patient.id, name: patient.name });
}

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
