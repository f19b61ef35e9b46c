import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/context.js';

/** The row `auth_session` answers: session, user, tenant, a professional's grants, the clinics seen. */
type SessionRow = {
  session_id: string;
  user_id: string;
  tenant_id: string;
  user_type: AuthUser['type'];
  email: string | null;
  first_name: string;
  surname: string;
  image_file_id: string | null;
  status: AuthUser['status'];
  grants: Record<string, boolean> | string;
  tenant_name: string;
  time_zone: string;
  invoicing_active: boolean;
  invoicing_tax_region: AuthUser['tenant']['taxRegion'];
  subscription_status: AuthUser['tenant']['subscriptionStatus'];
  trial_ends_at: string | Date | null;
  payment_failed_at: string | Date | null;
  clinic_ids: string[] | string | null;
};

const toDate = (v: string | Date | null): Date | null =>
  v === null ? null : v instanceof Date ? v : new Date(v);

/**
 * Session + user + tenant + grants + the clinics the caller sees, in one query (SECURITY DEFINER: before
 * the tenant is known; decisions 002 and 020). Null when the session is not valid.
 */
export async function findSession(
  database: Database,
  key: { tenantId: string; hash: string },
  now: Date,
  idleSeconds: number,
): Promise<AuthUser | null> {
  const [row] = await queryRows<SessionRow>(
    database.db,
    sql`select * from auth_session(${key.tenantId}::uuid, ${key.hash}, ${now.toISOString()}::timestamptz, ${idleSeconds}::int)`,
  );
  return row ? toAuthUser(row) : null;
}

/** The caller as the auth plugin keeps it, from `auth_session`'s row. */
function toAuthUser(row: SessionRow): AuthUser {
  return {
    id: row.user_id,
    sessionId: row.session_id,
    tenantId: row.tenant_id,
    type: row.user_type,
    email: row.email,
    firstName: row.first_name,
    surname: row.surname,
    imageFileId: row.image_file_id,
    status: row.status,
    overrides: typeof row.grants === 'string' ? JSON.parse(row.grants) : row.grants,
    clinicIds: typeof row.clinic_ids === 'string' ? JSON.parse(row.clinic_ids) : row.clinic_ids,
    tenant: {
      id: row.tenant_id,
      name: row.tenant_name,
      timeZone: row.time_zone,
      invoicingActive: row.invoicing_active,
      taxRegion: row.invoicing_tax_region,
      subscriptionStatus: row.subscription_status,
      trialEndsAt: toDate(row.trial_ends_at),
      paymentFailedAt: toDate(row.payment_failed_at),
    },
  };
}

export async function loginLookup(
  database: Database,
  email: string,
): Promise<{ userId: string; tenantId: string; passwordHash: string | null; active: boolean } | null> {
  const [row] = await queryRows<{
    user_id: string;
    tenant_id: string;
    password_hash: string | null;
    active: boolean;
  }>(database.db, sql`select * from auth_login_lookup(${email})`);
  return row
    ? { userId: row.user_id, tenantId: row.tenant_id, passwordHash: row.password_hash, active: row.active }
    : null;
}

export async function createSession(
  tx: Tx,
  s: {
    tenantId: string;
    userId: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  // Expired sessions of this user go when a new one is made, so the table does not grow without end.
  await tx.delete(sessions).where(and(eq(sessions.userId, s.userId), lt(sessions.expiresAt, s.now)));
  await tx.insert(sessions).values({
    tenantId: s.tenantId,
    userId: s.userId,
    tokenHash: s.tokenHash,
    lastSeenAt: s.now,
    expiresAt: s.expiresAt,
    userAgent: s.userAgent?.slice(0, 512) ?? null,
    ip: s.ip,
  });
}

export async function deleteSessionByHash(tx: Tx, tokenHash: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but one (`keep`), or all of them. */
export async function deleteUserSessions(tx: Tx, userId: string, keep?: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

export async function getPasswordHash(tx: Tx, userId: string): Promise<string | null> {
  const rows = await tx.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId));
  return rows[0]?.h ?? null;
}

export async function setPasswordHash(tx: Tx, userId: string, hash: string): Promise<void> {
  await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
}

export async function setImage(tx: Tx, userId: string, fileId: string | null): Promise<void> {
  await tx.update(users).set({ imageFileId: fileId }).where(eq(users.id, userId));
}

export interface Account {
  userId: string;
  tenantId: string;
  status: AuthUser['status'];
  active: boolean;
  firstName: string;
  tenantName: string;
}

/** The login-capable account behind an e-mail, whatever its tenant (SECURITY DEFINER). */
export async function accountLookup(database: Database, email: string): Promise<Account | null> {
  const [row] = await queryRows<{
    user_id: string;
    tenant_id: string;
    status: AuthUser['status'];
    active: boolean;
    first_name: string;
    tenant_name: string;
  }>(database.db, sql`select * from auth_account_lookup(${email})`);
  return row
    ? {
        userId: row.user_id,
        tenantId: row.tenant_id,
        status: row.status,
        active: row.active,
        firstName: row.first_name,
        tenantName: row.tenant_name,
      }
    : null;
}
