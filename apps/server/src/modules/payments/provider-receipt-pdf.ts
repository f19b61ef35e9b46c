import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Deps } from '../invoicing/provider.js';
import { invoiceXpressPdfKept } from '../invoicing/providers/invoicexpress.js';
import { visiblePayment } from './payments-read.service.js';
import { providerReceiptsOf, type ProviderReceiptRow } from './provider-receipts.repository.js';
import type { MailedReceipt } from './receipt.js';
import { receiptPdfFilename } from './receipt-pdf.js';

/**
 * The PDF of a payment's receipt issued at InvoiceXpress (decision 053): the one settling `documentId`, read
 * as the payment is (a patient: their own; another clinic's: 404), InvoiceXpress's own PDF fetched once and
 * kept in our storage like the invoices' PDFs. A receipt still to issue there: 409.
 */
export async function providerReceiptPdf(deps: Deps, user: AuthUser, paymentId: string, documentId: string) {
  const row = await deps.tenantTx(async (tx) => {
    await visiblePayment(tx, user, paymentId);
    const rows = await providerReceiptsOf(tx, user.tenantId, [paymentId]);
    return rows.find((r) => r.documentId === documentId);
  });
  if (!row) throw notFound();
  if (!row.providerReceiptId || !row.receiptNo)
    throw conflict(m.receiptPending, { document_id: m.receiptPending });
  const { bytes } = await keptPdf(deps, user, row);
  return { bytes, filename: receiptPdfFilename(row.receiptNo) };
}

const keptPdf = (deps: Deps, user: AuthUser, row: ProviderReceiptRow) =>
  invoiceXpressPdfKept(
    deps,
    user,
    row.providerReceiptId!,
    `${user.tenantId}/invoicexpress/receipts/${row.id}`,
  );

/**
 * What «Enviar por e-mail» attaches for a payment whose receipts were issued at InvoiceXpress: each one's
 * own PDF there (fetched once and kept, as above); a receipt still to issue: 409 naming `payment_id`.
 */
export async function providerReceiptsToMail(
  deps: Deps,
  user: AuthUser,
  paymentId: string,
): Promise<MailedReceipt[]> {
  const rows = await deps.tenantTx((tx) => providerReceiptsOf(tx, user.tenantId, [paymentId]));
  if (rows.some((r) => !r.providerReceiptId || !r.receiptNo))
    throw conflict(m.receiptPending, { payment_id: m.receiptPending });
  const out: MailedReceipt[] = [];
  // One PDF at a time: each may be a call to InvoiceXpress, which limits its rate.
  for (const r of rows)
    out.push({
      receiptNo: r.receiptNo!,
      grossCents: r.amountCents,
      pdf: (await keptPdf(deps, user, r)).bytes,
    });
  return out;
}
