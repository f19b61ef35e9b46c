import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** Secrets are stored only as their SHA-256 (a 256-bit random value needs no slow hash). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What `newSecret()` makes: 32 random bytes in base64url. */
export const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * A secret beside its tenant's id, `<tenant id>.<secret>` (decision 035): the session cookie, the
 * single-use links and the iCal address carry it, so their lookup reads one clinic's rows by
 * `(tenant_id, hash)` — on a distributed PostgreSQL, one node.
 */
export const tenantSecret = (tenantId: string, secret: string): string => `${tenantId}.${secret}`;

/**
 * The tenant and the secret's SHA-256 in a `tenantSecret` value, or null when it is not one. Whatever
 * came is hashed (at most 100 characters), so a malformed value costs what an unknown one does.
 */
export function readTenantSecret(value: string): { tenantId: string; hash: string } | null {
  const dot = value.indexOf('.');
  const tenantId = value.slice(0, Math.max(dot, 0)).toLowerCase();
  const secret = value.slice(dot + 1, dot + 101);
  const hash = hashSecret(secret);
  return dot > 0 && UUID.test(tenantId) && SECRET.test(secret) ? { tenantId, hash } : null;
}
