import { passwordEqualsEmail, passwordMessages } from '@clinica/contracts/auth';
import { signUpMessages } from '@clinica/contracts/sign-up';
import { publicBaseUrl, type Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { hashSecret, newSecret, readTenantSecret, tenantSecret } from '../../lib/tokens.js';
import type { Passwords } from '../auth/passwords.js';
import { deleteUserSessions } from '../auth/auth.service.js';
import {
  insertToken,
  lookupToken,
  markTokenUsed,
  setPasswordAndConfirm,
  type TokenPurpose,
  type TokenRow,
} from './tokens.repository.js';

export { revokeUserTokens } from './tokens.repository.js';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  sign_up: 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

const invalidLink = () => new AppError(400, 'invalid_token', signUpMessages.invalidLink);

/**
 * Issues a single-use token inside the caller's transaction and returns what the link carries: the
 * tenant's id beside the secret (`tenantSecret`, decision 035).
 */
export async function issueToken(
  tx: Tx,
  p: { tenantId: string; userId: string; purpose: TokenPurpose; now: Date },
): Promise<string> {
  const secret = newSecret();
  await insertToken(tx, {
    tenantId: p.tenantId,
    userId: p.userId,
    purpose: p.purpose,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(p.now.getTime() + TOKEN_TTL_MS[p.purpose]),
    now: p.now,
  });
  return tenantSecret(p.tenantId, secret);
}

/** The set-password page's link for an invitation (team members and the patient portal alike). */
export const invitationLink = (config: Config, secret: string) =>
  `${publicBaseUrl(config)}/sign-up/set-password?token=${encodeURIComponent(secret)}`;

/** The token behind a secret if it can still be used, else 400 "Link Inválido". */
export async function validToken(
  deps: { database: Database; clock: Clock },
  secret: string,
): Promise<TokenRow> {
  const key = secret.length <= 200 ? readTenantSecret(secret) : null;
  if (!key) throw invalidLink();
  const row = await lookupToken(deps.database, key);
  if (!row || row.usedAt || row.expiresAt <= deps.clock.now() || !row.active) throw invalidLink();
  return row;
}

/**
 * Sets the password behind a token (every purpose): the token is spent, the e-mail counts as
 * confirmed, every session of the user ends. Returns the token so the caller can log the user in.
 */
export async function setPasswordWithToken(
  deps: { database: Database; clock: Clock; passwords: Passwords },
  secret: string,
  password: string,
): Promise<TokenRow> {
  const token = await validToken(deps, secret);
  if (token.email && passwordEqualsEmail(password, token.email)) {
    throw badRequest({ password: passwordMessages.sameAsEmail });
  }
  const hash = await deps.passwords.hash(password);
  const spent = await deps.database.withTenant(token.tenantId, async (tx) => {
    if (!(await markTokenUsed(tx, token.tokenId, deps.clock.now()))) return false;
    await setPasswordAndConfirm(tx, token.userId, hash);
    await deleteUserSessions(tx, token.userId);
    return true;
  });
  if (!spent) throw invalidLink();
  return token;
}
