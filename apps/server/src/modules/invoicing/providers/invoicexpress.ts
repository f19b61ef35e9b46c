import type { z } from 'zod';
import { FINAL_CONSUMER_NIF, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { type cancelInput, type issueInput } from '@clinica/contracts/invoicing-drafts';
import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import type { Tx } from '../../../db/client.js';
import { AppError, conflict } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/context.js';
import type { Storage } from '../../files/storage.js';
import * as repo from '../documents.repository.js';
import { localClock, prepareIssue, recordIssued, type PreparedIssue } from '../issue.service.js';
import { invoiceXpressOf, type ProviderDeps } from '../provider-settings.service.js';
import {
  claimIssueLease,
  documentProvider,
  releaseIssueLease,
  type DocumentProvider,
} from '../provider.repository.js';
import { ixResource, type IxClient, type IxDocument, type IxType } from './invoicexpress-client.js';
import { providerFailure } from './invoicexpress-errors.js';

/** How long a server may hold a draft (or a receipt) it is issuing at the provider before another may. */
export const leaseMs = (deps: ProviderDeps) => deps.config.invoiceXpressTimeoutMs * 8;

export const ixDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const euros = (cents: number) => (cents / 100).toFixed(4);

/** The document as InvoiceXpress creates it: the patient (or insurer) as the client, lines before VAT. */
function ixBody(p: PreparedIssue, reference: string, ownerInvoiceId: string | null) {
  const { doc, lines } = p;
  const exempt = lines.find((l) => l.taxExemptionCode !== null);
  return {
    [ixResource[doc.type as IxType].root]: {
      date: ixDate(p.invoiceDate),
      due_date: ixDate(p.invoiceDate),
      reference,
      observations: doc.notes ?? undefined,
      client: {
        name: doc.customerName,
        // One client per patient (or insurer) at InvoiceXpress, whatever its name.
        code: doc.patientId ?? doc.insurerId ?? undefined,
        fiscal_id: doc.customerNif === FINAL_CONSUMER_NIF ? undefined : doc.customerNif,
        address: doc.customerAddress ?? undefined,
        postal_code: doc.customerPostalCode ?? undefined,
        city: doc.customerCity ?? undefined,
        country: 'Portugal',
      },
      items: lines.map((l) => ({
        name: (l.serviceId ?? `linha-${l.position}`).slice(0, 60),
        description: l.description,
        // InvoiceXpress prices before VAT; ours include it (decision 029).
        unit_price: euros(l.unitPriceCents / (1 + (l.vatRatePercent ?? 0) / 100)),
        quantity: String(l.quantity),
        discount: String(l.discountPercent),
        tax: { name: `IVA${l.vatRatePercent ?? 0}` },
      })),
      // CIVA art. 9.º (M07) and the other codes: the reason for the exempt lines, with its text on the document.
      tax_exemption: exempt?.taxExemptionCode ?? undefined,
      owner_invoice_id: ownerInvoiceId ? Number(ownerInvoiceId) : undefined,
    },
  };
}

const docOf = (type: IxType, body: unknown) => {
  const b = body as Record<string, IxDocument>;
  return b[ixResource[type].root] ?? b.invoice!;
};

async function findByReference(client: IxClient, type: IxType, reference: string) {
  const { body } = await client.request<{ invoices: IxDocument[] }>('GET', 'invoices.json', {
    query: { text: reference, 'type[]': ixResource[type].listType, per_page: '10' },
  });
  return body.invoices.find((d) => d.reference === reference) ?? null;
}

const changeState = async (client: IxClient, type: IxType, id: number, state: string, message?: string) =>
  docOf(
    type,
    (
      await client.request('PUT', `${ixResource[type].path}/${id}/change-state.json`, {
        body: { invoice: { state, message } },
      })
    ).body,
  );

export const requireClient = async (tx: Tx, tenantId: string, deps: ProviderDeps) => {
  const client = await invoiceXpressOf(tx, tenantId, deps.config);
  if (!client) throw conflict(m.apiKeyRequired, { api_key: m.apiKeyRequired });
  return client;
};

/**
 * Issuing at InvoiceXpress, never twice (decision 053): (1) under the draft's lock, the checks, our
 * reference and the issuing lease stored and committed (a second request, from this server or another,
 * finds the lease: 409); (2) at the provider: a document already created with that reference is
 * finalised (or, still a draft, deleted and created again from the draft as it is now), else created and
 * finalised; (3) under the lock again, the mirror: number, ATCUD, date, totals, the provider's id — and
 * the lease released (released too when the provider fails; an expired one means its server died).
 */
export async function issueAtInvoiceXpress(
  deps: ProviderDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof issueInput>,
): Promise<InvoicingDocument> {
  const tenantId = user.tenantId;
  const first = await deps.tenantTx(async (tx) => {
    const p = await prepareIssue(tx, user, id, body, deps.clock);
    if (!(p.doc.type in ixResource)) throw conflict(m.receiptsElsewhere);
    const client = await requireClient(tx, tenantId, deps);
    const now = deps.clock.now();
    if (!(await claimIssueLease(tx, tenantId, id, now, new Date(now.getTime() + leaseMs(deps)))))
      throw conflict(m.beingIssued);
    const retry = p.doc.providerReference !== null;
    const reference = p.doc.providerReference ?? `CLINICA-${id}`;
    if (!retry)
      await repo.updateDocument(tx, tenantId, id, {
        provider: 'invoicexpress',
        providerReference: reference,
      });
    let owner: string | null = null;
    if (p.doc.type === 'NC')
      owner = (await repo.lockDocument(tx, tenantId, p.doc.creditedDocumentId!))!.providerDocumentId;
    return { p, client, retry, reference, owner };
  });
  const { p, client, reference } = first;
  const type = p.doc.type as IxType;
  let issued: IxDocument;
  try {
    let found = first.retry ? await findByReference(client, type, reference) : null;
    if (found?.status === 'draft') {
      await changeState(client, type, found.id, 'deleted');
      found = null;
    }
    if (!found)
      found = docOf(
        type,
        (
          await client.request('POST', `${ixResource[type].path}.json`, {
            body: ixBody(p, reference, first.owner),
          })
        ).body,
      );
    issued = found.status === 'draft' ? await changeState(client, type, found.id, 'finalized') : found;
    // The finalised document: its number, ATCUD and address as InvoiceXpress keeps them.
    issued = docOf(type, (await client.request('GET', `${ixResource[type].path}/${issued.id}.json`)).body);
  } catch (e) {
    await deps.tenantTx((tx) => releaseIssueLease(tx, tenantId, id));
    throw providerFailure(e, p.lines);
  }
  const mirrored = deps.tenantTx(async (tx) => {
    const again = await prepareIssue(tx, user, id, body, deps.clock);
    await releaseIssueLease(tx, tenantId, id);
    const seq = issued.inverted_sequence_number ?? issued.sequence_number ?? '';
    const enteredAt = deps.clock.now();
    return recordIssued(tx, user, again, {
      provider: 'invoicexpress',
      providerDocumentId: String(issued.id),
      providerPdfUrl: issued.permalink ?? null,
      number: Number(/(\d+)\s*$/.exec(seq.split('/').pop() ?? '')?.[1] ?? /^(\d+)/.exec(seq)?.[1] ?? 0),
      invoiceNo: `${type} ${seq}`,
      atcud: issued.atcud ?? '',
      systemEntryDate: localClock(enteredAt, again.issuer.timeZone).dateTime,
      systemEntryAt: enteredAt,
    });
  });
  // Our mirror refused (the draft changed meanwhile): the lease goes; the retry finds the document there.
  return mirrored.catch(async (e: unknown) => {
    await deps.tenantTx((tx) => releaseIssueLease(tx, tenantId, id));
    throw e;
  });
}

/** The provider's columns of an issued document of a provider (null: one of ours, or a draft). */
export async function providerOfDocument(tx: Tx, tenantId: string, id: string) {
  const row = await documentProvider(tx, tenantId, id);
  return row && row.provider !== 'clinica' && row.status !== 'D' ? row : null;
}

/** Cancelling at InvoiceXpress first (with the reason); a document already cancelled there is just mirrored. */
export async function cancelAtInvoiceXpress(
  deps: ProviderDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof cancelInput>,
  providerId: string,
  type: IxType,
) {
  const client = await deps.tenantTx((tx) => requireClient(tx, user.tenantId, deps));
  try {
    const doc = docOf(
      type,
      (await client.request('GET', `${ixResource[type].path}/${providerId}.json`)).body,
    );
    if (doc.status !== 'canceled')
      await changeState(client, type, Number(providerId), 'canceled', body.reason);
  } catch (e) {
    throw providerFailure(e);
  }
}

/** The provider's PDF of a document, fetched once and kept (`invoiceXpressPdfKept`). */
export async function invoiceXpressPdf(
  deps: ProviderDeps & { storage: Storage },
  user: AuthUser,
  id: string,
  row: DocumentProvider,
): Promise<Buffer> {
  const key = row.providerPdfKey ?? `${user.tenantId}/invoicexpress/${id}`;
  const { bytes, fetched } = await invoiceXpressPdfKept(deps, user, row.providerDocumentId!, key);
  if (fetched)
    await deps.tenantTx((tx) => repo.updateDocument(tx, user.tenantId, id, { providerPdfKey: key }));
  return bytes;
}

/**
 * The PDF of a document at InvoiceXpress (an invoice, a receipt) by its id there: the copy kept under `key`
 * in our storage, else fetched (202 while InvoiceXpress generates it) and kept there.
 */
export async function invoiceXpressPdfKept(
  deps: ProviderDeps & { storage: Storage },
  user: AuthUser,
  providerDocumentId: string,
  key: string,
): Promise<{ bytes: Buffer; fetched: boolean }> {
  const kept = await deps.storage.get(key);
  if (kept) return { bytes: kept, fetched: false };
  const client = await deps.tenantTx((tx) => requireClient(tx, user.tenantId, deps));
  let bytes: Buffer | null = null;
  try {
    for (let attempt = 0; attempt < 5 && !bytes; attempt++) {
      const res = await client.request<{ output?: { pdfUrl?: string } }>(
        'GET',
        `api/pdf/${providerDocumentId}.json`,
      );
      if (res.status === 200 && res.body?.output?.pdfUrl)
        bytes = await client.fetchBytes(res.body.output.pdfUrl);
      else await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  } catch (e) {
    throw providerFailure(e);
  }
  if (!bytes) throw new AppError(503, 'invoicing_provider_error', m.pdfPending);
  await deps.storage.put(key, bytes);
  return { bytes, fetched: true };
}

/** The month's SAF-T as InvoiceXpress exports it (202 while it is prepared, then its address). */
export async function invoiceXpressSaft(deps: ProviderDeps, user: AuthUser, year: number, month: number) {
  const client = await deps.tenantTx((tx) => requireClient(tx, user.tenantId, deps));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await client.request<{ url?: string; output?: { saftUrl?: string } }>(
        'GET',
        'api/export_saft.json',
        {
          query: { month: String(month), year: String(year) },
        },
      );
      const url = res.status === 200 ? (res.body?.url ?? res.body?.output?.saftUrl) : undefined;
      if (url) return client.fetchBytes(url);
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  } catch (e) {
    throw providerFailure(e);
  }
  throw new AppError(503, 'invoicing_provider_error', m.saftPending);
}
