import { publicBaseUrl, type Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob } from '../../jobs/jobs.repository.js';
import { queueEmail } from '../../jobs/mail-delivery.js';
import type { JobHandler } from '../../jobs/worker.js';
import { subscriptionEmail, type SubscriptionEmailKind } from './subscription-emails.js';
import { graceEndsAt } from './subscription-rules.js';
import * as repo from './subscriptions.repository.js';

/** One notice to the clinic's managers; unique per (kind, key), so it is sent once (decision 048). */
export const SUBSCRIPTION_EMAIL_JOB = 'subscription_email';
/** Each clinic's hourly look at its trial: 3 days and 1 day before it ends, a notice. */
export const SUBSCRIPTION_SWEEP_JOB = 'subscription_sweep';

const DAY = 86_400_000;

export async function queueSubscriptionEmail(
  tx: Tx,
  tenantId: string,
  kind: SubscriptionEmailKind,
  key: string,
  now: Date,
): Promise<boolean> {
  return enqueueJob(tx, {
    tenantId,
    kind: SUBSCRIPTION_EMAIL_JOB,
    key: `${kind}:${key}`,
    runAt: now,
    payload: { kind },
  });
}

/**
 * The trial's notices from the clock (no timer): within 3 days of its end the 3-day notice, within 1 day
 * the 1-day notice; keyed on the trial's end, so a trial the harness (or support) moves gets its own.
 */
export async function queueTrialNotices(tx: Tx, t: repo.TenantRow, now: Date): Promise<void> {
  if (t.subscriptionStatus !== 'trialing' || !t.trialEndsAt || t.trialEndsAt <= now) return;
  const left = t.trialEndsAt.getTime() - now.getTime();
  const end = t.trialEndsAt.toISOString();
  if (left <= DAY) await queueSubscriptionEmail(tx, t.id, 'trial_1d', end, now);
  else if (left <= 3 * DAY) await queueSubscriptionEmail(tx, t.id, 'trial_3d', end, now);
}

export function subscriptionSweepHandler(deps: { database: Database; clock: Clock }): JobHandler {
  return {
    recurring: true,
    async run(job) {
      const now = deps.clock.now();
      await deps.database.withTenant(job.tenantId, async (tx) => {
        const t = await repo.getTenant(tx, job.tenantId);
        if (t) await queueTrialNotices(tx, t, now);
      });
      return { again: new Date(now.getTime() + 60 * 60 * 1000) };
    },
  };
}

/** Writes the notice to every active manager and hands the messages to the mailer. */
export function subscriptionEmailHandler(deps: {
  config: Config;
  database: Database;
  clock: Clock;
}): JobHandler {
  return {
    async run(job) {
      const kind = job.payload.kind as SubscriptionEmailKind;
      const now = deps.clock.now();
      // The e-mails' own delivery jobs are due now: this worker's pass sends them next.
      await deps.database.withTenant(job.tenantId, async (tx) => {
        const t = await repo.getTenant(tx, job.tenantId);
        if (!t) return;
        const managers = await repo.managerEmails(tx, job.tenantId);
        const link = `${publicBaseUrl(deps.config)}/configurations/subscription`;
        for (const m of managers) {
          const email = subscriptionEmail(kind, {
            firstName: m.firstName,
            clinicName: t.name,
            link,
            trialEndsAt: t.trialEndsAt,
            graceEndsAt: t.paymentFailedAt ? graceEndsAt(t.paymentFailedAt) : null,
            periodEndsAt: t.currentPeriodEndsAt,
            timeZone: t.timeZone,
          });
          await queueEmail(tx, {
            tenantId: job.tenantId,
            to: m.email,
            kind: `subscription_${kind}`,
            email,
            now,
          });
        }
      });
    },
  };
}
