import { publicBaseUrl, type Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { accountLookup } from '../auth/auth.service.js';
import { passwordResetEmail } from '../mail/templates.js';
import { consume, HOUR } from '../rate-limit/rate-limit.service.js';
import { issueToken } from '../tokens/tokens.service.js';

/**
 * Always the same answer, known e-mail or not (no enumeration); a known, active account gets a
 * single-use link valid for one hour. Mail goes out after the response.
 */
export async function requestReset(
  deps: { database: Database; clock: Clock; mailer: Mailer; config: Config },
  email: string,
  ip: string,
): Promise<void> {
  await consume(deps, [
    { bucket: 'reset_ip', key: ip, max: 20, windowMs: HOUR },
    { bucket: 'reset_email', key: email.toLowerCase(), max: 5, windowMs: HOUR },
  ]);
  const account = await accountLookup(deps.database, email);
  if (!account || !account.active) return;
  const now = deps.clock.now();
  const messageId = await deps.database.withTenant(account.tenantId, async (tx) => {
    const secret = await issueToken(tx, {
      tenantId: account.tenantId,
      userId: account.userId,
      purpose: 'reset',
      now,
    });
    const link = `${publicBaseUrl(deps.config)}/reset-password/set-password?token=${encodeURIComponent(secret)}`;
    return deps.mailer.queue(
      tx,
      account.tenantId,
      email,
      'password_reset',
      passwordResetEmail({ firstName: account.firstName, clinicName: account.tenantName, link }),
    );
  });
  deps.mailer.deliver(account.tenantId, [messageId]);
}
