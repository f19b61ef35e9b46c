import { createHash, randomInt, randomUUID } from 'node:crypto';
import { signUpMessages } from '@clinica/contracts/sign-up';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { accountLookup } from '../auth/auth.service.js';
import { signUpCodeEmail } from '../mail/templates.js';
import { consume, HOUR, MINUTE } from '../rate-limit/rate-limit.service.js';
import { issueToken } from '../tokens/tokens.service.js';
import {
  countCodeTry,
  insertCode,
  insertTenantWithManager,
  latestOpenCode,
  markCodeUsed,
} from './sign-up.repository.js';

export const TRIAL_DAYS = 14;
export const CODE_TTL_MS = 30 * MINUTE;
export const CODE_MAX_FAILURES = 5;

interface Deps {
  database: Database;
  clock: Clock;
  mailer: Mailer;
}

const codeHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Creates the clinic (trial of 14 days, invoicing off) and its manager, and e-mails a 6-digit code. */
export async function registerTenant(
  deps: Deps,
  input: { clinic_name: string; first_name: string; surname: string; email: string; phone: string },
  ip: string,
): Promise<{ email: string; code_expires_at: string }> {
  await consume(deps, [{ bucket: 'sign_up_ip', key: ip, max: 5, windowMs: HOUR }]);
  const taken = () => conflict(signUpMessages.emailTaken, { email: signUpMessages.emailTaken });
  if (await accountLookup(deps.database, input.email)) throw taken();

  const now = deps.clock.now();
  const tenantId = randomUUID();
  const userId = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  let messageId: string;
  try {
    messageId = await deps.database.withTenant(tenantId, async (tx) => {
      await insertTenantWithManager(tx, {
        tenantId,
        userId,
        clinicName: input.clinic_name,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * HOUR),
        firstName: input.first_name,
        surname: input.surname,
        email: input.email,
        phone: input.phone,
      });
      await insertCode(tx, { tenantId, userId, codeHash: codeHash(userId, code), expiresAt, now });
      return deps.mailer.queue(
        tx,
        tenantId,
        input.email,
        'sign_up_code',
        signUpCodeEmail({ firstName: input.first_name, clinicName: input.clinic_name, code }),
      );
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(); // the same e-mail registered a moment ago
    throw e;
  }
  deps.mailer.deliver(tenantId, [messageId]);
  return { email: input.email, code_expires_at: expiresAt.toISOString() };
}

/**
 * Exchanges the e-mailed code for a single-use set-password token. Each try is counted before the code
 * is compared, so however many arrive at once, at most 5 are compared; the 5th wrong one spends it.
 */
export async function confirmCode(
  deps: Deps,
  input: { email: string; code: string },
): Promise<{ token: string }> {
  const account = await accountLookup(deps.database, input.email);
  if (!account || account.status !== 'email_not_confirmed' || !account.active) {
    throw badRequest({ code: signUpMessages.codeWrong }, signUpMessages.codeWrong);
  }
  const now = deps.clock.now();
  const outcome = await deps.database.withTenant(
    account.tenantId,
    async (tx): Promise<{ error: string } | { token: string }> => {
      const row = await latestOpenCode(tx, account.userId);
      if (!row) return { error: signUpMessages.codeWrong };
      if (row.expiresAt <= now) return { error: signUpMessages.codeExpired };
      const tries = await countCodeTry(tx, row.id);
      if (tries === null) return { error: signUpMessages.codeWrong };
      if (tries > CODE_MAX_FAILURES) return { error: signUpMessages.codeExhausted };
      if (row.codeHash !== codeHash(account.userId, input.code)) {
        return {
          error: tries === CODE_MAX_FAILURES ? signUpMessages.codeExhausted : signUpMessages.codeWrong,
        };
      }
      await markCodeUsed(tx, row.id, now);
      const token = await issueToken(tx, {
        tenantId: account.tenantId,
        userId: account.userId,
        purpose: 'sign_up',
        now,
      });
      return { token };
    },
  );
  if ('error' in outcome) throw badRequest({ code: outcome.error }, outcome.error);
  return { token: outcome.token };
}

/** A new code for an unconfirmed sign-up; the same answer whether or not the e-mail is known. */
export async function resendCode(deps: Deps, email: string): Promise<void> {
  const key = email.toLowerCase();
  await consume(deps, [
    { bucket: 'sign_up_resend', key, max: 1, windowMs: MINUTE },
    { bucket: 'sign_up_resend', key, max: 5, windowMs: HOUR },
  ]);
  const account = await accountLookup(deps.database, email);
  if (!account || account.status !== 'email_not_confirmed' || !account.active) return;
  const now = deps.clock.now();
  const code = newCode();
  const messageId = await deps.database.withTenant(account.tenantId, async (tx) => {
    await insertCode(tx, {
      tenantId: account.tenantId,
      userId: account.userId,
      codeHash: codeHash(account.userId, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      now,
    });
    return deps.mailer.queue(
      tx,
      account.tenantId,
      email,
      'sign_up_code',
      signUpCodeEmail({ firstName: account.firstName, clinicName: account.tenantName, code }),
    );
  });
  deps.mailer.deliver(account.tenantId, [messageId]);
}
