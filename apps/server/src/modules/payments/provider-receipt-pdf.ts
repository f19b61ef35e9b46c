import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Deps } from '../invoicing/provider.js';
import { invoiceXpressPdfKept } from '../invoicing/providers/invoicexpress.js';
import { visiblePayment } from './payments-read.service.js';
import { providerReceiptsOf } from './provider-receipts.repository.js';
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
  const key = `${user.tenantId}/invoicexpress/receipts/${row.id}`;
  const { bytes } = await invoiceXpressPdfKept(deps, user, row.providerReceiptId, key);
  return { bytes, filename: receiptPdfFilename(row.receiptNo) };
}
