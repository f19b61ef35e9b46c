import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Tx } from '../../db/client.js';
import * as repo from './signing.repository.js';

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
  createHash('sha256')
    .update(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' }))
    .digest('hex');

/** The key that signs now: the configured one, else the stored generated one (made on first use). */
export async function currentSigningKey(tx: Tx, configuredPem: string | undefined): Promise<SigningKey> {
  if (configuredPem) {
    const privateKey = createPrivateKey(configuredPem);
    const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const fingerprint = fingerprintOf(publicKey);
    let version = await repo.versionOf(tx, fingerprint);
    if (version === null) {
      await repo.insertKey(tx, fingerprint, publicKey, null);
      version = await repo.versionOf(tx, fingerprint);
    }
    if (version === null) throw new Error('could not record the signing key');
    return { version, privateKey };
  }
  let stored = await repo.latestStored(tx);
  if (!stored) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const publicKey = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await repo.insertKey(
      tx,
      fingerprintOf(publicKey),
      publicKey,
      pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    stored = await repo.latestStored(tx);
  }
  if (!stored) throw new Error('could not store a signing key');
  return { version: stored.version, privateKey: createPrivateKey(stored.privateKey) };
}

/** RSA-SHA1 signature of the message (UTF-8), base64. */
export const signMessage = (key: KeyObject, message: string): string =>
  sign('sha1', Buffer.from(message, 'utf8'), key).toString('base64');

/** The public keys by version, to verify stored signatures. */
export async function publicKeys(tx: Tx): Promise<Map<number, KeyObject>> {
  const rows = await repo.publicKeyRows(tx);
  return new Map(rows.map((r) => [r.version, createPublicKey(r.publicKey)]));
}

export const verifySignature = (key: KeyObject, message: string, signature: string): boolean =>
  verify('sha1', Buffer.from(message, 'utf8'), key, Buffer.from(signature, 'base64'));
