import { passwordEqualsEmail, passwordMessages, type Me } from '@clinica/contracts/auth';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, messages } from '../../lib/errors.js';
import { hashSecret, newSecret, readTenantSecret, tenantSecret } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/context.js';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, subscriptionActive } from '../../plugins/auth.js';
import { effectiveStatus } from '../subscriptions/subscription-rules.js';
import { effectivePermissions } from '../permissions/grants.js';
import { imageUrl, imageUsable, readImage } from '../files/files.service.js';
import type { Storage } from '../files/storage.js';
import { consume, forget, MINUTE, type Limit } from '../rate-limit/rate-limit.service.js';
import {
  createSession,
  deleteSession,
  deleteSessionByHash,
  deleteUserSessions,
  findSession,
  getPasswordHash,
  loginLookup,
  setImage,
  setPasswordHash,
} from './auth.repository.js';
import type { Passwords } from './passwords.js';

/** What other modules use of the accounts and sessions kept here (DESIGN §3 rule 9). */
export { accountLookup, deleteUserSessions, loginLookup } from './auth.repository.js';

export const DEFAULT_AVATAR_URL = '/api/default-avatar.svg';

interface Deps {
  database: Database;
  clock: Clock;
  storage: Storage;
  passwords: Passwords;
}

/**
 * The login throttle (decision 002), keyed on the submitted username whether or not it exists: 5 tries
 * in 15 minutes from one address, then 429 until the window passes; and 10 tries in 15 minutes for the
 * username from all addresses together, then one try per delay that starts at 30 s and doubles (at
 * most 15 minutes) — a guesser spread over many addresses is slowed down, the owner waits at most
 * that delay and is never locked out.
 */
function loginLimits(username: string, ip: string): Limit[] {
  return [
    { bucket: 'login', key: `${username}|${ip}`, max: 5, windowMs: 15 * MINUTE },
    { bucket: 'login_account', key: username, max: 10, windowMs: 15 * MINUTE, delayMs: 30_000 },
  ];
}

/**
 * `POST /token`. Every try is counted before the password is checked, under the throttle's row lock,
 * so a burst in parallel gets no more checks than the limit; when it is reached the answer is 429,
 * even with the right password. Unknown e-mails cost a hash verification too. A success clears the
 * username's counts.
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string; ip: string; userAgent: string | null; previousToken?: string },
): Promise<{ token: string; user: AuthUser }> {
  const username = input.username.trim().toLowerCase();
  const limits = loginLimits(username, input.ip);
  await consume(deps, limits);
  const account = await loginLookup(deps.database, input.username.trim());
  const ok = await deps.passwords.verify(account?.passwordHash ?? null, input.password);
  if (!account || !ok || !account.active) {
    throw new AppError(401, 'invalid_credentials', messages.invalidCredentials);
  }
  await forget(deps, limits);

  return startSession(deps, {
    tenantId: account.tenantId,
    userId: account.userId,
    ip: input.ip,
    userAgent: input.userAgent,
    previousToken: input.previousToken,
  });
}

/**
 * A new session for a user whose identity is proven (password, or a spent sign-up/invitation token):
 * a new id every time; the one the browser held before (if any) is ended.
 */
export async function startSession(
  deps: Deps,
  s: { tenantId: string; userId: string; ip: string; userAgent: string | null; previousToken?: string },
): Promise<{ token: string; user: AuthUser }> {
  const now = deps.clock.now();
  const secret = newSecret();
  const key = { tenantId: s.tenantId, hash: hashSecret(secret) };
  const previous = s.previousToken ? readTenantSecret(s.previousToken) : null;
  await deps.database.withTenant(s.tenantId, async (tx) => {
    if (previous?.tenantId === s.tenantId) await deleteSessionByHash(tx, previous.hash);
    await createSession(tx, {
      tenantId: s.tenantId,
      userId: s.userId,
      tokenHash: key.hash,
      now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000),
      userAgent: s.userAgent,
      ip: s.ip,
    });
  });
  const user = await findSession(deps.database, key, now, SESSION_IDLE_SECONDS);
  if (!user) throw new Error('session just created was not found');
  // The cookie: the tenant's id beside the secret (decision 035).
  return { token: tenantSecret(s.tenantId, secret), user };
}

export async function logout(deps: Deps, user: AuthUser): Promise<void> {
  await deps.database.withTenant(user.tenantId, (tx) => deleteSession(tx, user.sessionId));
}

export async function toMe(deps: Deps, user: AuthUser, opts: { embedImage: boolean }): Promise<Me> {
  let image = user.imageFileId ? imageUrl(user.imageFileId) : DEFAULT_AVATAR_URL;
  if (opts.embedImage) {
    if (user.imageFileId) {
      const file = await readImage(
        { storage: deps.storage, tenantTx: (fn) => deps.database.withTenant(user.tenantId, fn) },
        user,
        user.imageFileId,
        // One's own photo: no other patient is involved.
        async () => false,
      ).catch(() => null);
      image = file
        ? `data:${file.contentType};base64,${file.bytes.toString('base64')}`
        : `data:image/svg+xml;base64,${Buffer.from(DEFAULT_AVATAR_SVG).toString('base64')}`;
    } else {
      image = `data:image/svg+xml;base64,${Buffer.from(DEFAULT_AVATAR_SVG).toString('base64')}`;
    }
  }
  const now = deps.clock.now();
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    first_name: user.firstName,
    surname: user.surname,
    image,
    status: user.status,
    permissions: effectivePermissions(user.type, user.overrides),
    tenant: {
      id: user.tenant.id,
      name: user.tenant.name,
      time_zone: user.tenant.timeZone,
      invoicing: { active: user.tenant.invoicingActive, tax_region: user.tenant.taxRegion },
      subscription: {
        status: effectiveStatus(user.tenant, now),
        trial_ends_at: user.tenant.trialEndsAt?.toISOString() ?? null,
        active: subscriptionActive(user.tenant, now),
        payment_failed_at: user.tenant.paymentFailedAt?.toISOString() ?? null,
        can_send_communications: user.tenant.subscriptionStatus === 'active',
      },
    },
  };
}

/** Field messages for a new password: length from the schema, and not the e-mail. */
export function checkNewPassword(password: string, email: string | null): void {
  if (email && passwordEqualsEmail(password, email)) {
    throw badRequest({ new_password: passwordMessages.sameAsEmail });
  }
}

/** Changes the caller's password and ends all their other sessions. Hashing happens outside the transaction. */
export async function changePassword(
  deps: Deps,
  user: AuthUser,
  input: { current_password: string; new_password: string },
): Promise<void> {
  checkNewPassword(input.new_password, user.email);
  const stored = await deps.database.withTenant(user.tenantId, (tx) => getPasswordHash(tx, user.id));
  if (!(await deps.passwords.verify(stored, input.current_password))) {
    throw badRequest({ current_password: 'Palavra-passe atual incorreta' });
  }
  const hash = await deps.passwords.hash(input.new_password);
  await deps.database.withTenant(user.tenantId, async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await deleteUserSessions(tx, user.id, user.sessionId);
  });
}

export async function setMyImage(deps: Deps, user: AuthUser, fileId: string | null): Promise<AuthUser> {
  await deps.database.withTenant(user.tenantId, async (tx) => {
    if (fileId && !(await imageUsable(tx, user.id, fileId, user.imageFileId))) {
      throw badRequest({ image_file_id: 'Imagem não encontrada' });
    }
    await setImage(tx, user.id, fileId);
  });
  return { ...user, imageFileId: fileId };
}

export const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="avatar">' +
  '<rect width="64" height="64" rx="32" fill="#cfd8dc"/>' +
  '<circle cx="32" cy="25" r="11" fill="#90a4ae"/>' +
  '<path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="#90a4ae"/></svg>';
