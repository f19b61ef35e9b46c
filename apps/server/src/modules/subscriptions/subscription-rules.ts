import { PAYMENT_GRACE_DAYS } from '@clinica/contracts/subscriptions';

type Status = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionClock {
  subscriptionStatus: Status;
  trialEndsAt: Date | null;
  /** Absent where a caller does not read it (a public page's header): no grace is counted then. */
  paymentFailedAt?: Date | null;
}

/** When the grace after a failed renewal ends (decision 048): 7 days, whatever the provider's retries say. */
export const graceEndsAt = (paymentFailedAt: Date): Date =>
  new Date(paymentFailedAt.getTime() + PAYMENT_GRACE_DAYS * 86_400_000);

/**
 * The status as the 402 gate and the screens read it, computed from the clock (no timer): an active
 * subscription whose renewal failed more than the grace ago is past due.
 */
export function effectiveStatus(t: SubscriptionClock, now: Date): Status {
  if (t.subscriptionStatus === 'active' && t.paymentFailedAt && graceEndsAt(t.paymentFailedAt) <= now)
    return 'past_due';
  return t.subscriptionStatus;
}

/** Whether the clinic may work: a paid subscription (in grace or not), or a trial not yet over. */
export function subscriptionActive(t: SubscriptionClock, now: Date): boolean {
  const status = effectiveStatus(t, now);
  if (status === 'active') return true;
  return status === 'trialing' && t.trialEndsAt !== null && t.trialEndsAt > now;
}
