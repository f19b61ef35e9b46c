import type { z } from 'zod';
import {
  invoicingProviderMessages as m,
  type InvoicingProviderSettings,
  type invoicingProviderUpdate,
} from '@clinica/contracts/invoicing-provider';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { secretsWith } from '../../lib/secrets.js';
import type { AuthUser } from '../../plugins/context.js';
import { localClock } from './issue.service.js';
import { invoiceXpressClient, ProviderError } from './providers/invoicexpress-client.js';
import * as repo from './provider.repository.js';
import { providerFailure } from './providers/invoicexpress-errors.js';

type TenantTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
export interface ProviderDeps {
  config: Config;
  clock: Clock;
  tenantTx: TenantTx;
}

async function providerRow(tx: Tx, user: AuthUser, id: string) {
  const row = id === user.tenantId ? await repo.providerSettingsRow(tx, id) : null;
  if (!row) throw notFound();
  return row;
}

const settingsOf = (row: Awaited<ReturnType<typeof providerRow>>): InvoicingProviderSettings => ({
  provider: row.provider,
  account_name: row.account,
  api_key_set: row.keyEnc !== null,
  switched_at: row.since,
});

export async function getProviderSettings(tx: Tx, user: AuthUser, id: string) {
  return settingsOf(await providerRow(tx, user, id));
}

/**
 * The provider (decision 053). InvoiceXpress's key is checked by a harmless call (one invoice listed)
 * before anything is saved, then sealed (lib/secrets.ts); a switch takes effect on the first day of the
 * current month, so it is refused once that month has documents issued (Portaria 363/2010: a series is
 * never split between two programs mid-period).
 */
export async function saveProviderSettings(
  deps: ProviderDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof invoicingProviderUpdate>,
): Promise<InvoicingProviderSettings> {
  const current = await deps.tenantTx((tx) => providerRow(tx, user, id));
  const secrets = secretsWith(deps.config.secretsKey);
  if (body.api_key && !deps.config.secretsKey && deps.config.nodeEnv === 'production')
    throw conflict(m.secretsKeyMissing, { api_key: m.secretsKeyMissing });
  const apiKey =
    body.api_key ??
    (current.keyEnc && current.account === body.account_name ? secrets.open(current.keyEnc) : null);
  if (body.provider === 'invoicexpress') {
    if (!apiKey) throw badRequest({ api_key: m.apiKeyRequired });
    const client = invoiceXpressClient(
      deps.config.invoiceXpressUrl,
      body.account_name!,
      apiKey,
      deps.config.invoiceXpressTimeoutMs,
    );
    try {
      await client.request('GET', 'invoices.json', { query: { per_page: '1' } });
    } catch (e) {
      if (e instanceof ProviderError && (e.kind === 'unauthorized' || e.kind === 'not_found'))
        throw badRequest({ api_key: m.apiKeyRejected }, m.apiKeyRejected);
      throw providerFailure(e);
    }
  }
  return deps.tenantTx(async (tx) => {
    const row = await providerRow(tx, user, id);
    const monthStart = `${localClock(deps.clock.now(), row.timeZone).date.slice(0, 7)}-01`;
    let since = row.since;
    if (body.provider !== row.provider) {
      // Lock the tenant row: two switches, or a switch and an issue, never interleave.
      await repo.lockTenant(tx, id);
      if ((await repo.issuedSince(tx, id, monthStart)) > 0)
        throw conflict(m.midMonth, { provider: m.midMonth });
      since = monthStart;
    }
    // The account and key stay when going back to «Clínica»: its documents are cancelled and credited there.
    await repo.saveProviderSettings(tx, id, {
      provider: body.provider,
      account: body.account_name ?? row.account,
      keyEnc: body.api_key ? secrets.seal(body.api_key) : row.keyEnc,
      since,
    });
    return settingsOf(await providerRow(tx, user, id));
  });
}

/** The connection to the tenant's InvoiceXpress account (its key opened), or null when none is set. */
export async function invoiceXpressOf(tx: Tx, tenantId: string, config: Config) {
  const row = await repo.providerSettingsRow(tx, tenantId);
  if (!row?.account || !row.keyEnc) return null;
  return invoiceXpressClient(
    config.invoiceXpressUrl,
    row.account,
    secretsWith(config.secretsKey).open(row.keyEnc),
    config.invoiceXpressTimeoutMs,
  );
}

/** Which provider issues a new document now. */
export async function currentProvider(tx: Tx, tenantId: string) {
  return (await repo.providerSettingsRow(tx, tenantId))?.provider ?? 'clinica';
}
