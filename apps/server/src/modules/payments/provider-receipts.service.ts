import type { z } from 'zod';
import { issueInput } from '@clinica/contracts/invoicing-drafts';
import { paymentMessages, type Payment, type paymentCancelInput } from '@clinica/contracts/payments';
import { conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { invoicingProvider, providerForDocument, type Deps } from '../invoicing/provider.js';
import {
  cancelReceiptsAtInvoiceXpress,
  issueReceiptsAtInvoiceXpress,
  stillToIssue,
} from '../invoicing/providers/invoicexpress-receipts.js';
import { getPayment, visiblePayment } from './payments-read.service.js';
import { advanceIssue, cancelPayment } from './payments.service.js';
import * as repo from './payments.repository.js';

const pendingReceipts = (p: Payment) =>
  p.provider_receipts.some((r) => r.receipt_no === null && !r.cancelled);
/** An advance FR still a draft: at InvoiceXpress, issued after the payment's transaction. */
const pendingAdvance = (p: Payment) =>
  p.status === 'N' && p.advance !== null && p.advance.invoice_no === null;

/**
 * After a payment's transaction: what is still to issue at InvoiceXpress (decision 053) — its advance FR,
 * then its receipts — issued there. A provider failure answers its error (the payment stays recorded,
 * `details.payment_id`); the payment's own retry route issues the rest, never one twice.
 */
export async function issuePendingReceipts(deps: Deps, user: AuthUser, payment: Payment): Promise<Payment> {
  if (!pendingReceipts(payment) && !pendingAdvance(payment)) return payment;
  try {
    if (pendingAdvance(payment)) {
      const row = await deps.tenantTx((tx) => visiblePayment(tx, user, payment.id, true));
      const p = row.payment;
      await invoicingProvider(deps, 'invoicexpress').issue(
        user,
        p.advanceDocumentId!,
        issueInput.parse(advanceIssue(p.paidAt, p.method, p.advanceCents, p.clinicId)),
      );
    }
  } catch (e) {
    throw stillToIssue(e, payment.id);
  }
  await issueReceiptsAtInvoiceXpress(deps, user, payment.id);
  return deps.tenantTx((tx) => getPayment(tx, user, payment.id, true));
}

/** `POST /payments/{id}/provider-receipts`: the retry of a payment's receipts at InvoiceXpress. */
export async function retryProviderReceipts(deps: Deps, user: AuthUser, id: string): Promise<Payment> {
  const payment = await deps.tenantTx((tx) => getPayment(tx, user, id, true));
  if (payment.status === 'A') throw conflict(paymentMessages.alreadyCancelled);
  return issuePendingReceipts(deps, user, payment);
}

class DryRun extends Error {}

/**
 * Cancelling a payment whose documents live at a provider (decision 053): our refusals first (the whole
 * cancellation tried and rolled back), then each at its own provider — its receipts, its advance FR, its
 * regularisation NCs — and only then ours, in one transaction. A provider failure leaves ours as it was.
 */
export async function cancelPaymentEverywhere(
  deps: Deps,
  user: AuthUser,
  id: string,
  body: z.output<typeof paymentCancelInput>,
): Promise<Payment> {
  const now = () => deps.clock.now();
  // What is still to issue there is issued first (or found, a lost answer), so it is cancelled with the rest.
  const current = await deps.tenantTx((tx) => getPayment(tx, user, id, true));
  if (current.status === 'N') await issuePendingReceipts(deps, user, current);
  const atProvider = await deps.tenantTx(async (tx) => {
    const payment = await getPayment(tx, user, id, true);
    const docIds = [
      ...(payment.advance ? [payment.advance.id] : []),
      ...(await repo.regularisationsOf(tx, user.tenantId, [id]))
        .filter((d) => d.status === 'N')
        .map((d) => d.id),
    ];
    const providerDocs: string[] = [];
    for (const docId of docIds)
      if ((await providerForDocument(tx, user, docId)) === 'invoicexpress') providerDocs.push(docId);
    return { receipts: payment.provider_receipts.some((r) => !r.cancelled), providerDocs };
  });
  if (atProvider.receipts || atProvider.providerDocs.length) {
    try {
      await deps.tenantTx(async (tx) => {
        await cancelPayment(tx, user, id, body, now());
        throw new DryRun();
      });
    } catch (e) {
      if (!(e instanceof DryRun)) throw e;
    }
    const ix = invoicingProvider(deps, 'invoicexpress');
    for (const docId of atProvider.providerDocs) await ix.cancelAtProvider(user, docId, body);
    await cancelReceiptsAtInvoiceXpress(deps, user, id, body.reason);
  }
  return deps.tenantTx((tx) => cancelPayment(tx, user, id, body, now()));
}
