import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { signingKeys } from '../../db/schema.js';

/** Records a key under the next version; two instances starting together: the primary key lets one win. */
export async function insertKey(tx: Tx, fingerprint: string, publicKey: string, privateKey: string | null) {
  await tx.execute(sql`
    insert into invoicing_signing_keys (version, fingerprint, public_key, private_key)
    select coalesce(max(version), 0) + 1, ${fingerprint}, ${publicKey}, ${privateKey}
    from invoicing_signing_keys
    on conflict do nothing`);
}

export async function versionOf(tx: Tx, fingerprint: string): Promise<number | null> {
  const [row] = await tx
    .select({ version: signingKeys.version })
    .from(signingKeys)
    .where(eq(signingKeys.fingerprint, fingerprint));
  return row?.version ?? null;
}

/** The latest key generated and stored here (not a configured one). */
export async function latestStored(tx: Tx) {
  const [row] = await tx
    .select({ version: signingKeys.version, privateKey: signingKeys.privateKey })
    .from(signingKeys)
    .where(isNotNull(signingKeys.privateKey))
    .orderBy(desc(signingKeys.version))
    .limit(1);
  return row?.privateKey ? { version: row.version, privateKey: row.privateKey } : null;
}

export const publicKeyRows = (tx: Tx) =>
  tx.select({ version: signingKeys.version, publicKey: signingKeys.publicKey }).from(signingKeys);
