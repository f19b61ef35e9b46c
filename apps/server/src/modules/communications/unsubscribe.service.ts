import { communicationMessages } from '@clinica/contracts/communications';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { readTenantSecret } from '../../lib/tokens.js';
import { withdrawEmailConsent } from '../patients/patients.service.js';
import { recipientByUnsubscribe } from './communications.repository.js';

/**
 * A campaign e-mail's unsubscribe link (issue 47; RFC 8058 one-click, Lei 41/2004 art. 13.º-A): the
 * token routes by tenant (decision 035) and only its SHA-256 is stored. Idempotent — the link keeps
 * working, and a second use changes and logs nothing. An unknown token answers 404 «Link Inválido».
 */
export async function unsubscribe(database: Database, token: string, ip: string | null): Promise<void> {
  const key = readTenantSecret(token);
  if (!key) throw notFound(communicationMessages.unsubscribeInvalid);
  await database.withTenant(key.tenantId, async (tx) => {
    const r = await recipientByUnsubscribe(tx, key.hash);
    if (!r) throw notFound(communicationMessages.unsubscribeInvalid);
    await withdrawEmailConsent(tx, key.tenantId, r.patientId, 'unsubscribe_link', ip);
  });
}

/** Whether the token names a recipient (the confirmation page shows only for a real link). */
export async function unsubscribeKnown(database: Database, token: string): Promise<boolean> {
  const key = readTenantSecret(token);
  if (!key) return false;
  return database.withTenant(
    key.tenantId,
    async (tx) => (await recipientByUnsubscribe(tx, key.hash)) !== null,
  );
}
