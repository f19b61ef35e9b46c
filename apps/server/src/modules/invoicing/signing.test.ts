import { generateKeyPairSync, createPublicKey, verify } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { currentSigningKey, signMessage } from './signing.js';

const t = useTestApp();
const keys = () =>
  queryRows<{ version: number; private_key: string | null; public_key: string }>(
    t.database.db,
    sql`select version, private_key, public_key from invoicing_signing_keys order by version`,
  );

describe('the installation’s signing key', () => {
  it('is generated once and stored (1024-bit RSA), then reused by every call', async () => {
    const first = await t.database.withTenant(DEMO_TENANT_ID, (tx) => currentSigningKey(tx, undefined));
    const again = await t.database.withTenant(DEMO_TENANT_ID, (tx) => currentSigningKey(tx, undefined));
    expect(again.version).toBe(first.version);
    expect(first.privateKey.asymmetricKeyDetails?.modulusLength).toBe(1024);
    const stored = (await keys()).find((k) => k.version === first.version)!;
    const signature = signMessage(first.privateKey, '2026-11-26;2026-11-26T10:00:00;FT 2026A/1;45.00;');
    expect(
      verify(
        'sha1',
        Buffer.from('2026-11-26;2026-11-26T10:00:00;FT 2026A/1;45.00;'),
        createPublicKey(stored.public_key),
        Buffer.from(signature, 'base64'),
      ),
    ).toBe(true);
  });

  it('uses INVOICE_SIGNING_KEY when given, storing only its public part under a new version', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const configured = await t.database.withTenant(DEMO_TENANT_ID, (tx) => currentSigningKey(tx, pem));
    const same = await t.database.withTenant(DEMO_TENANT_ID, (tx) => currentSigningKey(tx, pem));
    expect(same.version).toBe(configured.version);
    const row = (await keys()).find((k) => k.version === configured.version)!;
    expect(row.private_key).toBeNull();
    expect(row.public_key).toBe(createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString());
  });
});
