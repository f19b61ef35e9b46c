import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import type { PaymentMethod } from '@clinica/contracts/payment-methods';
import { AppError, conflict } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/context.js';
import * as receipts from '../../payments/provider-receipts.repository.js';
import { mechanisms } from '../../saft/saft.service.js';
import type { ProviderDeps } from '../provider-settings.service.js';
import { ixDate, leaseMs, requireClient } from './invoicexpress.js';
import type { IxClient, IxDocument } from './invoicexpress-client.js';
import { providerFailure } from './invoicexpress-errors.js';

type IxReceipt = IxDocument & { observations?: string | null };

/** The invoice's receipts at InvoiceXpress carrying our reference (in the payment's note). */
async function findReceipt(client: IxClient, invoiceId: string, reference: string) {
  const { body } = await client.request<{ documents?: IxReceipt[] }>(
    'GET',
    `document/${invoiceId}/related_documents.json`,
  );
  return (
    (body?.documents ?? []).find(
      (d) => d.type === 'Receipt' && d.status !== 'canceled' && (d.observations ?? '').includes(reference),
    ) ?? null
  );
}

const receiptNo = (r: IxDocument) => `RG ${r.inverted_sequence_number ?? r.sequence_number ?? r.id}`;

/**
 * A payment's receipts at InvoiceXpress (decision 053), one per invoice it settles: each claimed by a lease
 * (committed), looked up by our reference among the invoice's related documents (a receipt created by a
 * call whose answer was lost is only mirrored), else created by `POST /documents/:id/partial_payments.json`;
 * then mirrored. A failure leaves the payment recorded and the receipt to issue again (never twice).
 */
export async function issueReceiptsAtInvoiceXpress(deps: ProviderDeps, user: AuthUser, paymentId: string) {
  const tenantId = user.tenantId;
  const { rows, client } = await deps.tenantTx(async (tx) => ({
    rows: await receipts.providerReceiptsOf(tx, tenantId, [paymentId]),
    client: await requireClient(tx, tenantId, deps),
  }));
  for (const r of rows) {
    if (r.providerReceiptId || r.cancelledAt) continue;
    const now = deps.clock.now();
    const until = new Date(now.getTime() + leaseMs(deps));
    if (!(await deps.tenantTx((tx) => receipts.claimReceiptLease(tx, tenantId, r.id, now, until))))
      throw conflict(m.receiptBeingIssued, { payment_id: m.receiptBeingIssued });
    let issued: IxDocument;
    try {
      issued =
        (await findReceipt(client, r.invoiceProviderId!, r.reference)) ?? (await createReceipt(client, r));
    } catch (e) {
      await deps.tenantTx((tx) => receipts.releaseReceiptLease(tx, tenantId, r.id));
      throw stillToIssue(e, paymentId);
    }
    await deps.tenantTx((tx) =>
      receipts.mirrorReceipt(tx, tenantId, r.id, {
        providerReceiptId: String(issued.id),
        receiptNo: receiptNo(issued),
        atcud: issued.atcud ?? '',
      }),
    );
  }
}

async function createReceipt(client: IxClient, r: receipts.ProviderReceiptRow) {
  const { body } = await client.request<{ receipt: IxDocument }>(
    'POST',
    `documents/${r.invoiceProviderId}/partial_payments.json`,
    {
      body: {
        partial_payment: {
          payment_mechanism: mechanisms[r.method as PaymentMethod],
          amount: r.amountCents / 100,
          payment_date: ixDate(r.paidAt),
          note: r.reference,
        },
      },
    },
  );
  return body.receipt;
}

/** The provider's failure, saying the payment is recorded and its receipt (or advance) still to issue. */
export function stillToIssue(e: unknown, paymentId: string) {
  const failure = providerFailure(e);
  if (!(failure instanceof AppError)) return failure;
  return new AppError(
    failure.statusCode,
    'invoicing_provider_error',
    m.receiptPending,
    { receipts: m.receiptPending, ...failure.fields },
    // The provider's own reason, as the desk reads it elsewhere (unavailable, a refused NIF…).
    { payment_id: paymentId, reason: failure.message },
  );
}

/**
 * Cancels a payment's receipts at InvoiceXpress (`PUT /receipts/:id/change-state.json` `canceled` with the
 * reason) before our payment is cancelled; one still to issue is looked up first (a lost answer), one
 * already cancelled there is only mirrored. A failure leaves our payment as it was.
 */
export async function cancelReceiptsAtInvoiceXpress(
  deps: ProviderDeps,
  user: AuthUser,
  paymentId: string,
  reason: string,
) {
  const tenantId = user.tenantId;
  const rows = await deps.tenantTx((tx) => receipts.providerReceiptsOf(tx, tenantId, [paymentId]));
  if (!rows.some((r) => !r.cancelledAt)) return;
  const client = await deps.tenantTx((tx) => requireClient(tx, tenantId, deps));
  for (const r of rows) {
    if (r.cancelledAt) continue;
    const now = deps.clock.now();
    const until = new Date(now.getTime() + leaseMs(deps));
    if (!(await deps.tenantTx((tx) => receipts.claimReceiptLease(tx, tenantId, r.id, now, until))))
      throw conflict(m.receiptBeingIssued, { payment_id: m.receiptBeingIssued });
    try {
      const id = r.providerReceiptId ?? (await findReceipt(client, r.invoiceProviderId!, r.reference))?.id;
      if (id !== undefined) {
        const { body } = await client.request<{ receipt?: IxDocument }>('GET', `receipts/${id}.json`);
        if (body?.receipt?.status !== 'canceled')
          await client.request('PUT', `receipts/${id}/change-state.json`, {
            body: { receipt: { state: 'canceled', message: reason } },
          });
      }
    } catch (e) {
      await deps.tenantTx((tx) => receipts.releaseReceiptLease(tx, tenantId, r.id));
      throw providerFailure(e);
    }
    await deps.tenantTx((tx) => receipts.markReceiptCancelled(tx, tenantId, r.id, deps.clock.now()));
  }
}
