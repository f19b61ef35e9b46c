import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MoneyMethod } from '@clinica/contracts/payment-methods';
import type { Tx } from '../../db/client.js';
import { invoicingDocumentPayments as docPayments } from '../../db/schema/payments.js';

/** How FRs/FS were paid (issue 38): their methods and amounts, in the methods' order. */
export const paymentsOf = (tx: Tx, tenantId: string, documentIds: string[]) =>
  documentIds.length
    ? tx
        .select({
          documentId: docPayments.documentId,
          method: docPayments.method,
          amountCents: docPayments.amountCents,
        })
        .from(docPayments)
        .where(and(eq(docPayments.tenantId, tenantId), inArray(docPayments.documentId, documentIds)))
        .orderBy(asc(docPayments.method))
    : Promise.resolve([]);

export async function insertPayments(
  tx: Tx,
  tenantId: string,
  documentId: string,
  rows: { method: MoneyMethod; amount_cents: number }[],
) {
  if (rows.length)
    await tx
      .insert(docPayments)
      .values(rows.map((r) => ({ tenantId, documentId, method: r.method, amountCents: r.amount_cents })));
}
