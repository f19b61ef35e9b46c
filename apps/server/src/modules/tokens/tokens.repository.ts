import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.js';
import { userTokens, users } from '../../db/schema.js';

export type TokenPurpose = 'sign_up' | 'reset' | 'invitation';

export interface TokenRow {
  tokenId: string;
  tenantId: string;
  userId: string;
  purpose: TokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  email: string | null;
  active: boolean;
}

/** Before the tenant is known: SECURITY DEFINER lookup by the link's tenant and the secret's hash. */
export async function lookupToken(
  database: Database,
  key: { tenantId: string; hash: string },
): Promise<TokenRow | null> {
  const [row] = await queryRows<{
    token_id: string;
    tenant_id: string;
    user_id: string;
    purpose: TokenPurpose;
    expires_at: string | Date;
    used_at: string | Date | null;
    email: string | null;
    active: boolean;
  }>(database.db, sql`select * from auth_token_lookup(${key.tenantId}::uuid, ${key.hash})`);
  if (!row) return null;
  return {
    tokenId: row.token_id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    purpose: row.purpose,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at ? new Date(row.used_at) : null,
    email: row.email,
    active: row.active,
  };
}

/** A new token; the user's earlier unused tokens of the same purpose stop working. */
export async function insertToken(
  tx: Tx,
  t: {
    tenantId: string;
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: t.now })
    .where(
      and(eq(userTokens.userId, t.userId), eq(userTokens.purpose, t.purpose), isNull(userTokens.usedAt)),
    );
  await tx.insert(userTokens).values({
    tenantId: t.tenantId,
    userId: t.userId,
    purpose: t.purpose,
    tokenHash: t.tokenHash,
    expiresAt: t.expiresAt,
  });
}

/** Every unused token of the user stops working (access withdrawn). */
export async function revokeUserTokens(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

/** Marks the token used if nobody has; false when it was already used (a race or a replay). */
export async function markTokenUsed(tx: Tx, tokenId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

export async function setPasswordAndConfirm(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, status: 'email_confirmed' }).where(eq(users.id, userId));
}
