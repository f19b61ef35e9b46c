import type { z } from 'zod';
import { moneyMethods, paymentMethods, type PaymentMethod } from '@clinica/contracts/payment-methods';
import {
  paymentMessages,
  type CurrentAccount,
  type Payment,
  type PaymentList,
  type paymentListQuery,
} from '@clinica/contracts/payments';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { pageTotal } from '../../db/list.js';
import { closedRange } from '../../lib/local-day.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { instantText } from '../appointments/appointments.service.js';
import { can } from '../permissions/grants.js';
import { patientScopeConditions, reachesPatient } from '../patients/patient-access.service.js';
import { loadAccount } from './account.js';
import * as repo from './payments.repository.js';
import { providerReceiptsOf } from './provider-receipts.repository.js';
import * as refunds from './refunds.repository.js';

/** Reading payments (decision 030): who sees which, one payment, the filtered list, the CSV, the account. */
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
