import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { ProviderCheckout, ProviderEvent, ProviderSubscription } from './payments-provider.js';
import { callProvider, planOfPrice, providerFor, type Deps } from './provider-config.js';
import { queueSubscriptionEmail } from './subscription-mail.js';
import * as repo from './subscriptions.repository.js';

type Status = repo.TenantRow['subscriptionStatus'];

/**
 * Our status from the provider's (decision 048). A failed renewal (Stripe: past_due, unpaid) keeps the
 * clinic active and starts the grace (`payment_failed_at`), whatever the provider's retries say; the
 * 402 gate turns it past due when the grace ends. `incomplete` (first payment not through) changes nothing.
 */
function statusFrom(provider: string, current: Status): { status: Status; failed: boolean | null } {
  switch (provider) {
    case 'active':
    case 'trialing':
      return { status: 'active', failed: false };
    case 'past_due':
    case 'unpaid':
      return { status: current === 'canceled' ? current : 'active', failed: true };
    case 'canceled':
    case 'incomplete_expired':
      return { status: 'canceled', failed: null };
    case 'paused':
      return { status: 'past_due', failed: null };
    default:
      return { status: current, failed: null };
  }
}

/**
 * Writes the provider's subscription onto the tenant, unless an event created later was applied already
 * (out of order) or it is not the clinic's current subscription. True when applied.
 */
export async function applySubscription(
  deps: Deps,
  tx: Tx,
  tenantId: string,
  sub: ProviderSubscription,
  at: Date,
): Promise<boolean> {
  const t = await repo.getTenant(tx, tenantId);
  if (!t) return false;
  if (t.subscriptionEventAt && at < t.subscriptionEventAt) return false;
  if (t.paymentsSubscriptionId && t.paymentsSubscriptionId !== sub.id && t.subscriptionStatus !== 'canceled')
    return false;
  const { status, failed } = statusFrom(sub.status, t.subscriptionStatus);
  const failedAt = failed === true ? (t.paymentFailedAt ?? at) : failed === false ? null : t.paymentFailedAt;
  const plan = await planOfPrice(deps, tx, sub.priceId);
  await repo.updateTenant(tx, tenantId, {
    subscriptionStatus: status,
    paymentFailedAt: failedAt,
    subscriptionPlanId: plan?.id ?? t.subscriptionPlanId,
    paymentsCustomerId: sub.customerId || t.paymentsCustomerId,
    paymentsSubscriptionId: sub.id,
    subscriptionQuantity: sub.quantity ?? t.subscriptionQuantity,
    currentPeriodEndsAt: sub.currentPeriodEnd ?? t.currentPeriodEndsAt,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cardBrand: sub.card?.brand ?? t.cardBrand,
    cardLast4: sub.card?.last4 ?? t.cardLast4,
    subscriptionEventAt: at,
  });
  const now = deps.clock.now();
  if (failedAt && !t.paymentFailedAt)
    await queueSubscriptionEmail(tx, tenantId, 'payment_failed', failedAt.toISOString(), now);
  if (status === 'canceled' && t.subscriptionStatus !== 'canceled')
    await queueSubscriptionEmail(tx, tenantId, 'canceled', sub.id, now);
  else if (sub.cancelAtPeriodEnd && !t.cancelAtPeriodEnd)
    await queueSubscriptionEmail(
      tx,
      tenantId,
      'cancel_scheduled',
      `${sub.id}@${sub.currentPeriodEnd?.toISOString()}`,
      now,
    );
  return true;
}

/** An invoice of the subscription failed or was paid (the provider's event, created at `at`). */
export async function applyPayment(
  deps: Deps,
  tx: Tx,
  tenantId: string,
  failed: boolean,
  at: Date,
): Promise<boolean> {
  const t = await repo.getTenant(tx, tenantId);
  if (!t || t.paymentsSubscriptionId === null) return false;
  if (t.subscriptionEventAt && at < t.subscriptionEventAt) return false;
  if (failed) {
    const failedAt = t.paymentFailedAt ?? at;
    await repo.updateTenant(tx, tenantId, { paymentFailedAt: failedAt, subscriptionEventAt: at });
    if (!t.paymentFailedAt)
      await queueSubscriptionEmail(tx, tenantId, 'payment_failed', failedAt.toISOString(), deps.clock.now());
  } else {
    await repo.updateTenant(tx, tenantId, {
      paymentFailedAt: null,
      subscriptionStatus: t.subscriptionStatus === 'past_due' ? 'active' : t.subscriptionStatus,
      subscriptionEventAt: at,
    });
  }
  return true;
}

/**
 * A completed checkout, as the provider answered it: the session is marked complete, a setup session's
 * card becomes the subscription's (once), and the subscription is written. Idempotent: the success route
 * and the webhook both call it, in either order.
 */
export async function settleCheckout(deps: Deps, checkout: ProviderCheckout): Promise<void> {
  const tenantId = checkout.tenantId!;
  const local = await deps.database.withTenant(tenantId, (tx) => repo.getCheckout(tx, tenantId, checkout.id));
  if (!local || checkout.status !== 'complete') return;
  let sub = checkout.subscription;
  const { paymentMethodId, setupFor, customerId } = checkout;
  if (checkout.mode === 'setup' && local.status !== 'complete' && paymentMethodId && setupFor && customerId)
    sub = await callProvider(() => providerFor(deps).useCard(setupFor, customerId, paymentMethodId));
  const now = deps.clock.now();
  await deps.database.withTenant(tenantId, async (tx) => {
    if (local.status !== 'complete') await repo.completeCheckout(tx, tenantId, local.id, now);
    if (sub) await applySubscription(deps, tx, tenantId, sub, now);
  });
}

const tenantRef = (v: string | null) => (v && z.uuid().safeParse(v).success ? v : null);

/**
 * Applies one verified provider event, once: its id is recorded in the change's transaction, so a
 * duplicated or replayed delivery changes nothing. Events of no clinic of ours are recorded and dropped.
 */
export async function applyEvent(deps: Deps, event: ProviderEvent): Promise<void> {
  const record = { eventId: event.id, type: event.kind, eventCreatedAt: event.created };
  const provider = providerFor(deps);
  const dropped = () => repo.recordEvent(deps.database.db, record).then(() => undefined);
  switch (event.kind) {
    case 'ignored':
      return dropped();
    case 'subscription': {
      const tenantId = tenantRef(event.subscription.tenantId);
      if (!tenantId) return dropped();
      await deps.database.withTenant(tenantId, async (tx) => {
        if (await repo.recordEvent(tx, record))
          await applySubscription(deps, tx, tenantId, event.subscription, event.created);
      });
      return;
    }
    case 'payment_failed':
    case 'payment_succeeded': {
      const sub =
        !event.tenantId && event.subscriptionId
          ? await callProvider(() => provider.retrieveSubscription(event.subscriptionId!))
          : null;
      const tenantId = tenantRef(event.tenantId ?? sub?.tenantId ?? null);
      if (!tenantId) return dropped();
      await deps.database.withTenant(tenantId, async (tx) => {
        if (await repo.recordEvent(tx, record))
          await applyPayment(deps, tx, tenantId, event.kind === 'payment_failed', event.created);
      });
      return;
    }
    case 'checkout_completed': {
      const checkout = await callProvider(() => provider.retrieveCheckout(event.checkoutId));
      const tenantId = tenantRef(checkout?.tenantId ?? null);
      if (!checkout || !tenantId) return dropped();
      await settleCheckout(deps, { ...checkout, tenantId });
      return dropped();
    }
  }
}
