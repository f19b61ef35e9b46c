import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { invoicingDocuments as docs } from '../../db/schema/invoicing.js';
import { paymentProviderReceipts as receipts, payments } from '../../db/schema/payments.js';

/**
 * A payment's receipts issued at InvoiceXpress (decision 053): one row per invoice it settles, written
 * with our reference in the payment's own transaction, mirrored once the provider answered.
 */
export async function insertProviderReceipts(
  tx: Tx,
  tenantId: string,
  paymentId: string,
  lines: { documentId: string; amountCents: number }[],
) {
  if (!lines.length) return;
  await tx.insert(receipts).values(
    lines.map((l) => ({
      tenantId,
      paymentId,
      documentId: l.documentId,
      amountCents: l.amountCents,
      // One reference per receipt, never reused: the retry looks it up among the invoice's receipts.
      reference: `CLINICA-RG-${paymentId}-${l.documentId}`,
    })),
  );
}

export const providerReceiptsOf = (tx: Tx, tenantId: string, paymentIds: string[]) =>
  paymentIds.length
    ? tx
        .select({
          id: receipts.id,
          paymentId: receipts.paymentId,
          documentId: receipts.documentId,
          amountCents: receipts.amountCents,
          reference: receipts.reference,
          providerReceiptId: receipts.providerReceiptId,
          receiptNo: receipts.receiptNo,
          atcud: receipts.atcud,
          cancelledAt: receipts.cancelledAt,
          invoiceProviderId: docs.providerDocumentId,
          invoiceNo: docs.invoiceNo,
          paidAt: payments.paidAt,
          method: payments.method,
        })
        .from(receipts)
        .innerJoin(docs, and(eq(docs.tenantId, receipts.tenantId), eq(docs.id, receipts.documentId)))
        .innerJoin(
          payments,
          and(eq(payments.tenantId, receipts.tenantId), eq(payments.id, receipts.paymentId)),
        )
        .where(and(eq(receipts.tenantId, tenantId), inArray(receipts.paymentId, paymentIds)))
        .orderBy(asc(docs.invoiceDate), asc(docs.invoiceNo))
    : Promise.resolve([]);
export type ProviderReceiptRow = Awaited<ReturnType<typeof providerReceiptsOf>>[number];

/**
 * Claims the lease of a receipt to issue (or cancel) it at the provider now: a conditional update,
 * committed by the caller before the call. False: another server holds an unexpired lease.
 */
export async function claimReceiptLease(tx: Tx, tenantId: string, id: string, now: Date, until: Date) {
  const claimed = await tx
    .update(receipts)
    .set({ issuingUntil: until })
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        eq(receipts.id, id),
        or(isNull(receipts.issuingUntil), lt(receipts.issuingUntil, now)),
      ),
    )
    .returning({ id: receipts.id });
  return claimed.length > 0;
}

export const releaseReceiptLease = (tx: Tx, tenantId: string, id: string) =>
  tx
    .update(receipts)
    .set({ issuingUntil: null })
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id)));

/** The provider's receipt mirrored (and the lease released). */
export const mirrorReceipt = (
  tx: Tx,
  tenantId: string,
  id: string,
  values: { providerReceiptId: string; receiptNo: string; atcud: string },
) =>
  tx
    .update(receipts)
    .set({ ...values, issuingUntil: null })
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id)));

export const markReceiptCancelled = (tx: Tx, tenantId: string, id: string, at: Date) =>
  tx
    .update(receipts)
    .set({ cancelledAt: at, issuingUntil: null })
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id)));

/** Whether any of a payment's provider receipts is still to issue. */
export async function hasPendingReceipts(tx: Tx, tenantId: string, paymentId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(receipts)
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        eq(receipts.paymentId, paymentId),
        isNull(receipts.providerReceiptId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The numbers of the payments' receipts issued there and not cancelled (the current account's references). */
export const issuedReceiptNumbers = (tx: Tx, tenantId: string, paymentIds: string[]) =>
  paymentIds.length
    ? tx
        .select({ paymentId: receipts.paymentId, receiptNo: receipts.receiptNo })
        .from(receipts)
        .where(
          and(
            eq(receipts.tenantId, tenantId),
            inArray(receipts.paymentId, paymentIds),
            isNull(receipts.cancelledAt),
            isNotNull(receipts.receiptNo),
          ),
        )
        .orderBy(asc(receipts.receiptNo))
    : Promise.resolve([]);
