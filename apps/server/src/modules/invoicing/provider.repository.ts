import { and, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { InvoicingProviderName } from '@clinica/contracts/invoicing-provider';
import type { Tx } from '../../db/client.js';
import { invoicingDocuments as docs, tenants } from '../../db/schema.js';

/** The clinic's provider settings (decision 053); the sealed key is read only to be opened server-side. */
export async function providerSettingsRow(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      provider: tenants.invoicingProvider,
      account: tenants.invoicingProviderAccount,
      keyEnc: tenants.invoicingProviderKeyEnc,
      since: tenants.invoicingProviderSince,
      timeZone: tenants.timeZone,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}
export type ProviderSettingsRow = NonNullable<Awaited<ReturnType<typeof providerSettingsRow>>>;

export async function lockTenant(tx: Tx, tenantId: string) {
  await tx.execute(sql`select 1 from ${tenants} where id = ${tenantId} for update`);
}

export async function saveProviderSettings(
  tx: Tx,
  tenantId: string,
  values: {
    provider: InvoicingProviderName;
    account: string | null;
    keyEnc: string | null;
    since: string | null;
  },
) {
  await tx
    .update(tenants)
    .set({
      invoicingProvider: values.provider,
      invoicingProviderAccount: values.account,
      invoicingProviderKeyEnc: values.keyEnc,
      invoicingProviderSince: values.since,
    })
    .where(eq(tenants.id, tenantId));
}

const issuedBetween = (tenantId: string, from: string, to?: string) =>
  and(
    eq(docs.tenantId, tenantId),
    ne(docs.status, 'D'),
    eq(docs.generated, false),
    gte(docs.invoiceDate, from),
    ...(to ? [lte(docs.invoiceDate, to)] : []),
  );

/** How many documents were issued from `from` on (a switch mid-month is refused). */
export async function issuedSince(tx: Tx, tenantId: string, from: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(docs)
    .where(issuedBetween(tenantId, from));
  return row?.n ?? 0;
}

/** The provider of one document issued in the range, if any. */
export async function providerIssuedBetween(tx: Tx, tenantId: string, from: string, to: string) {
  const [row] = await tx
    .select({ provider: docs.provider })
    .from(docs)
    .where(issuedBetween(tenantId, from, to))
    .limit(1);
  return row?.provider ?? null;
}

/** A document's provider columns. */
export async function documentProvider(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      provider: docs.provider,
      type: docs.type,
      status: docs.status,
      creditedId: docs.creditedDocumentId,
      providerDocumentId: docs.providerDocumentId,
      providerPdfKey: docs.providerPdfKey,
    })
    .from(docs)
    .where(and(eq(docs.tenantId, tenantId), eq(docs.id, id)));
  return row ?? null;
}
export type DocumentProvider = NonNullable<Awaited<ReturnType<typeof documentProvider>>>;

/**
 * Claims the lease of a draft being issued at the provider (decision 053): a conditional update the caller
 * commits before the call, so a second server sees it. False: another holds an unexpired lease.
 */
export async function claimIssueLease(tx: Tx, tenantId: string, id: string, now: Date, until: Date) {
  const claimed = await tx
    .update(docs)
    .set({ providerIssuingUntil: until })
    .where(
      and(
        eq(docs.tenantId, tenantId),
        eq(docs.id, id),
        or(isNull(docs.providerIssuingUntil), lt(docs.providerIssuingUntil, now)),
      ),
    )
    .returning({ id: docs.id });
  return claimed.length > 0;
}

export const releaseIssueLease = (tx: Tx, tenantId: string, id: string) =>
  tx
    .update(docs)
    .set({ providerIssuingUntil: null })
    .where(and(eq(docs.tenantId, tenantId), eq(docs.id, id)));
