import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { signingKeys } from '../../db/schema.js';

/**
 * The installation's signing key (issue 26, decision 029): RSA-SHA1 over the chain's message, base64, as
 * AT's rules for certified invoicing software require (Portaria 363/2010, Despacho 8632/2014). The key is
 * `INVOICE_SIGNING_KEY` (PEM; only its public part and fingerprint are stored) or, without it, a 1024-bit
 * key generated once and stored, so every server instance on one database signs with the same key. Each
 * key has a version, which a document records (SAF-T HashControl).
 */
export interface SigningKey {
  version: number;
  privateKey: KeyObject;
}

const fingerprintOf = (publicKeyPem: string) =>
  createHash('sha256').update(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' })).digest('hex');

async function insertKey(tx: Tx, publicKey: string, privateKey: string | null): Promise<void> {
  // Two instances starting together: the version's primary key lets one win, the other finds its row.
  await tx.execute(sql`
    insert into invoicing_signing_keys (version, fingerprint, public_key, private_key)
    select coalesce(max(version), 0) + 1, ${fingerprintOf(publicKey)}, ${publicKey}, ${privateKey}
    from invoicing_signing_keys
    on conflict do nothing`);
}

/** The key that signs now: the configured one, else the stored generated one (made on first use). */
export async function currentSigningKey(tx: Tx, configuredPem: string | undefined): Promise<SigningKey> {
  if (configuredPem) {
    const privateKey = createPrivateKey(configuredPem);
    const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const fingerprint = fingerprintOf(publicKey);
    const find = () =>
      tx.select({ version: signingKeys.version }).from(signingKeys).where(eq(signingKeys.fingerprint, fingerprint));
    let [row] = await find();
    if (!row) {
      await insertKey(tx, publicKey, null);
      [row] = await find();
    }
    if (!row) throw new Error('could not record the signing key');
    return { version: row.version, privateKey };
  }
  const stored = () =>
    tx
      .select({ version: signingKeys.version, privateKey: signingKeys.privateKey })
      .from(signingKeys)
      .where(isNotNull(signingKeys.privateKey))
      .orderBy(desc(signingKeys.version))
      .limit(1);
  let [row] = await stored();
  if (!row) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await insertKey(
      tx,
      pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    [row] = await stored();
  }
  if (!row?.privateKey) throw new Error('could not store a signing key');
  return { version: row.version, privateKey: createPrivateKey(row.privateKey) };
}

/** RSA-SHA1 signature of the message (UTF-8), base64. */
export const signMessage = (key: KeyObject, message: string): string =>
  sign('sha1', Buffer.from(message, 'utf8'), key).toString('base64');

/** The public keys by version, to verify stored signatures. */
export async function publicKeys(tx: Tx): Promise<Map<number, KeyObject>> {
  const rows = await tx.select({ version: signingKeys.version, publicKey: signingKeys.publicKey }).from(signingKeys);
  return new Map(rows.map((r) => [r.version, createPublicKey(r.publicKey)]));
}

export const verifySignature = (key: KeyObject, message: string, signature: string): boolean =>
  verify('sha1', Buffer.from(message, 'utf8'), key, Buffer.from(signature, 'base64'));
