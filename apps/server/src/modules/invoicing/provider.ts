import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import type { cancelInput, issueInput } from '@clinica/contracts/invoicing-drafts';
import type { InvoicingProviderName } from '@clinica/contracts/invoicing-provider';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Storage } from '../files/storage.js';
import * as repo from './documents.repository.js';
import { issueDocument } from './issue.service.js';
import { documentProvider, providerIssuedBetween, providerSettingsRow } from './provider.repository.js';
import { currentProvider, type ProviderDeps } from './provider-settings.service.js';
import {
  cancelAtInvoiceXpress,
  invoiceXpressPdf,
  invoiceXpressSaft,
  issueAtInvoiceXpress,
  providerOfDocument,
} from './providers/invoicexpress.js';
import type { IxType } from './providers/invoicexpress-client.js';

export type Deps = ProviderDeps & {
  storage: Storage;
  signingKeyPem: string | undefined;
  certificateNumber: string | undefined;
};

/** A request's provider deps: its tenant transaction, and the app's clock, storage and signing keys. */
export const requestProviderDeps = (app: FastifyInstance, req: FastifyRequest): Deps => ({
  config: app.deps.config,
  clock: app.deps.clock,
  storage: app.deps.storage,
  tenantTx: (fn) => req.tenantTx(fn),
  signingKeyPem: app.deps.config.invoiceSigningKey,
  certificateNumber: app.deps.config.invoiceCertificateNumber,
});

/**
 * Who issues a clinic's fiscal documents (issue 53, decision 053). The screens, permissions, payments and
 * reports call these and read our documents table alike: «Clínica» signs its own; InvoiceXpress issues
 * there and Clínica keeps a mirror. A document stays where it was issued: its cancel, credit note and PDF
 * go to its own provider, whatever the clinic uses now.
 */
export interface InvoicingProvider {
  readonly name: InvoicingProviderName;
  issue(user: AuthUser, id: string, body: z.output<typeof issueInput>): Promise<InvoicingDocument>;
  /** Cancels at the provider (ours: nothing to call); the mirror is cancelled by the caller. */
  cancelAtProvider(user: AuthUser, id: string, body: z.output<typeof cancelInput>): Promise<void>;
  /** The document's PDF; null: render ours (document-pdf.ts). */
  pdf(user: AuthUser, id: string): Promise<Buffer | null>;
  /** The month's SAF-T from the provider; null: ours (modules/saft). */
  saft(user: AuthUser, year: number, month: number): Promise<Buffer | null>;
}

export function clinicaProvider(deps: Deps): InvoicingProvider {
  return {
    name: 'clinica',
    issue: (user, id, body) =>
      deps.tenantTx((tx) =>
        issueDocument(tx, user, id, body, {
          clock: deps.clock,
          signingKeyPem: deps.signingKeyPem,
          certificateNumber: deps.certificateNumber,
        }),
      ),
    cancelAtProvider: async () => {},
    pdf: async () => null,
    saft: async () => null,
  };
}

export function invoiceXpressProvider(deps: Deps): InvoicingProvider {
  return {
    name: 'invoicexpress',
    issue: (user, id, body) => issueAtInvoiceXpress(deps, user, id, body),
    async cancelAtProvider(user, id, body) {
      const row = await deps.tenantTx((tx) => providerOfDocument(tx, user.tenantId, id));
      if (row?.providerDocumentId)
        await cancelAtInvoiceXpress(deps, user, id, body, row.providerDocumentId, row.type as IxType);
    },
    async pdf(user, id) {
      const row = await deps.tenantTx((tx) => providerOfDocument(tx, user.tenantId, id));
      return row ? invoiceXpressPdf(deps, user, id, row) : null;
    },
    saft: (user, year, month) => invoiceXpressSaft(deps, user, year, month),
  };
}

const providers = { clinica: clinicaProvider, invoicexpress: invoiceXpressProvider };

/**
 * The provider of a document: an issued one's own; a credit note's, the credited document's; a new
 * document's, the clinic's current provider.
 */
export async function providerForDocument(
  tx: Tx,
  user: AuthUser,
  id: string,
): Promise<InvoicingProviderName> {
  const row = await documentProvider(tx, user.tenantId, id);
  if (!row) return 'clinica'; // the service answers 404 itself
  if (row.status !== 'D' || row.provider !== 'clinica') return row.provider;
  if (row.creditedId) {
    const credited = await repo.getDocument(tx, user.tenantId, row.creditedId);
    if (credited) return credited.doc.provider;
  }
  return currentProvider(tx, user.tenantId);
}

/** The month's provider: the one its documents were issued by, else the clinic's from its switch date. */
export async function providerForMonth(tx: Tx, tenantId: string, year: number, month: number) {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const issued = await providerIssuedBetween(tx, tenantId, from, to);
  if (issued) return issued;
  const t = await providerSettingsRow(tx, tenantId);
  return t && t.provider !== 'clinica' && t.since && t.since <= from ? t.provider : 'clinica';
}

export const invoicingProvider = (deps: Deps, name: InvoicingProviderName) => providers[name](deps);
