import type { z } from 'zod';
import {
  insurerBillingMessages as m,
  type InsurerAccount,
  type InsurerAccountDocument,
  type InsurerPaymentSummary,
  type insurerPaymentInput,
} from '@clinica/contracts/insurer-billing';
import { paymentMessages } from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { activeIssuer } from '../invoicing/documents.service.js';
import { localClock, type IssueContext } from '../invoicing/issue.service.js';
import { billedInsurer } from '../insurers/statement.service.js';
import * as repo from './insurer-account.repository.js';
import * as payments from './payments.repository.js';
import { receiptOf } from './payments.service.js';
import { insertProviderReceipts, providerReceiptsOf } from './provider-receipts.repository.js';

/** The insurer's FTs with their figures and lines: what the account shows and a payment checks. */
async function accountDocuments(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  ids?: string[],
): Promise<InsurerAccountDocument[]> {
  const rows = await repo.accountDocuments(tx, tenantId, insurerId, ids);
  const lines = await repo.accountLines(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((d) => {
    const own = lines.filter((l) => l.document_id === d.id);
    return {
      ...d,
      refused_cents: own.reduce((s, l) => s + l.refused_cents, 0),
      outstanding_cents: d.gross_cents - d.credited_cents - d.settled_cents,
      lines: own.map((l) => ({
        id: l.id,
        description: l.description,
        service_date: l.service_date,
        gross_cents: l.gross_cents,
        creditable_cents: l.gross_cents - l.credited_cents,
        refused_cents: l.refused_cents,
      })),
    };
  });
}

async function paymentSummaries(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  id?: string,
): Promise<InsurerPaymentSummary[]> {
  const rows = await repo.insurerPayments(tx, tenantId, insurerId, id);
  const ids = rows.map((p) => p.id);
  const [allocations, refusals, atProvider] = await Promise.all([
    payments.allocationsOf(tx, tenantId, ids),
    repo.refusalsOf(tx, tenantId, ids),
    providerReceiptsOf(tx, tenantId, ids),
  ]);
  // Receipts at InvoiceXpress (decision 053): one per FT, named together; null while still to issue.
  const providerNo = (id: string) => {
    const mine = atProvider.filter((r) => r.paymentId === id);
    return mine.length && mine.every((r) => r.receiptNo) ? mine.map((r) => r.receiptNo).join(', ') : null;
  };
  return rows.map((p) => ({
    ...p,
    receipt_no: p.receipt_no ?? providerNo(p.id),
    allocations: allocations
      .filter((a) => a.paymentId === p.id)
      .map((a) => ({ document_id: a.documentId, invoice_no: a.invoiceNo, amount_cents: a.amountCents })),
    refusals: refusals.filter((r) => r.payment_id === p.id).map(({ payment_id: _p, ...r }) => r),
  }));
}

/** What the insurer owes: its FTs less credit notes and payments; the refused amounts noted apart. */
export async function insurerAccount(tx: Tx, user: AuthUser, insurerId: string): Promise<InsurerAccount> {
  const insurer = await billedInsurer(tx, user, insurerId);
  const [documents, paid] = await Promise.all([
    accountDocuments(tx, user.tenantId, insurerId),
    paymentSummaries(tx, user.tenantId, insurerId),
  ]);
  const sum = (f: (d: InsurerAccountDocument) => number) => documents.reduce((s, d) => s + f(d), 0);
  return {
    insurer: { id: insurer.id, name: insurer.shortName },
    invoiced_cents: sum((d) => d.gross_cents),
    credited_cents: sum((d) => d.credited_cents),
    settled_cents: sum((d) => d.settled_cents),
    refused_cents: sum((d) => d.refused_cents),
    owed_cents: sum((d) => d.outstanding_cents),
    documents,
    payments: paid,
  };
}

/**
 * The insurer pays (decision 047): money settling its FTs — the amount is what it allocates, each FT at
 * most what it still owes — with its receipt (RG, addressed to the insurer as the FTs are), and what it
 * refused noted per line with a reason (a note: the line stays owed until a credit note clears it; an FT's
 * payment and refusals together never exceed what it owes). Not money at a desk: no clinic, no cash close.
 * The FTs are locked first, so two payments of one FT queue and the second sees the first.
 */
export async function recordInsurerPayment(
  tx: Tx,
  user: AuthUser,
  insurerId: string,
  body: z.output<typeof insurerPaymentInput>,
  ctx: IssueContext,
): Promise<InsurerPaymentSummary> {
  const tenantId = user.tenantId;
  await billedInsurer(tx, user, insurerId);
  const issuer = await activeIssuer(tx, tenantId);
  const today = localClock(ctx.clock.now(), issuer.timeZone).date;
  const paidAt = body.paid_at ?? today;
  if (paidAt > today) throw badRequest({ paid_at: paymentMessages.dateInFuture });

  const ids = body.allocations.map((a) => a.document_id);
  const locked = new Map((await payments.lockDocuments(tx, tenantId, ids)).map((d) => [d.id, d]));
  const open = new Map((await accountDocuments(tx, tenantId, insurerId, ids)).map((d) => [d.id, d] as const));
  const allocatedTo = new Map<string, number>();
  body.allocations.forEach((a, i) => {
    const field = `allocations.${i}.document_id`;
    if (ids.indexOf(a.document_id) !== i) throw badRequest({ [field]: paymentMessages.documentRepeated });
    const doc = open.get(a.document_id);
    if (!locked.has(a.document_id) || !doc) throw badRequest({ [field]: m.documentOtherInsurer });
    if (a.amount_cents > doc.outstanding_cents)
      throw badRequest({ [`allocations.${i}.amount_cents`]: paymentMessages.allocationExceeds });
    allocatedTo.set(doc.id, a.amount_cents);
  });
  const allocated = body.allocations.reduce((s, a) => s + a.amount_cents, 0);
  if (allocated !== body.amount_cents) throw badRequest({ amount_cents: m.mustMatch });

  const lineOf = new Map([...open.values()].flatMap((d) => d.lines.map((l) => [l.id, { d, l }] as const)));
  const refusedOn = new Map<string, number>();
  body.refusals.forEach((r, i) => {
    const found = lineOf.get(r.line_id);
    if (!found) throw badRequest({ [`refusals.${i}.line_id`]: m.refusalLineNotFound });
    if (body.refusals.findIndex((o) => o.line_id === r.line_id) !== i)
      throw badRequest({ [`refusals.${i}.line_id`]: m.refusalRepeated });
    if (r.amount_cents > found.l.creditable_cents - found.l.refused_cents)
      throw badRequest({ [`refusals.${i}.amount_cents`]: m.refusalExceeds });
    refusedOn.set(found.d.id, (refusedOn.get(found.d.id) ?? 0) + r.amount_cents);
  });
  body.allocations.forEach((a, i) => {
    const doc = open.get(a.document_id)!;
    if (a.amount_cents + (refusedOn.get(doc.id) ?? 0) > doc.outstanding_cents)
      throw badRequest({ [`allocations.${i}.amount_cents`]: m.paidAndRefusedExceed });
  });

  const { receipt, atProvider } = await receiptOf(
    tx,
    tenantId,
    paidAt,
    allocated,
    [...locked.values()],
    ctx,
    issuer.timeZone,
  );
  const lines = body.allocations.map((a) => ({ documentId: a.document_id, amountCents: a.amount_cents }));
  const id = await payments.insertPayment(
    tx,
    {
      tenantId,
      insurerId,
      patientId: null,
      clinicId: null,
      paidAt,
      amountCents: body.amount_cents,
      method: body.method,
      source: body.source ?? null,
      notes: body.notes ?? null,
      createdBy: user.id,
      ...receipt,
    },
    lines,
  );
  if (atProvider) await insertProviderReceipts(tx, tenantId, id, lines);
  await repo.insertRefusals(
    tx,
    tenantId,
    id,
    body.refusals.map((r) => ({ lineId: r.line_id, amountCents: r.amount_cents, reason: r.reason })),
  );
  return (await paymentSummaries(tx, tenantId, insurerId, id))[0]!;
}

/** One of the insurer's payments, as recorded (its receipts at InvoiceXpress once issued). */
export async function insurerPayment(tx: Tx, user: AuthUser, insurerId: string, id: string) {
  await billedInsurer(tx, user, insurerId);
  return (await paymentSummaries(tx, user.tenantId, insurerId, id))[0]!;
}
