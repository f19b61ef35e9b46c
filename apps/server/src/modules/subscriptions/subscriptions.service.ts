import {
  subscriptionMessages as m,
  type CheckoutOutcome,
  type CheckoutSessionCreated,
  type SubscriptionPlan,
  type SubscriptionUpdate,
  type TenantSubscription,
} from '@clinica/contracts/subscriptions';
import type { Database, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { billableProfessionals } from '../team/team.service.js';
import { callProvider, priceIdOf, providerFor, type Deps } from './provider-config.js';
import { applySubscription, settleCheckout } from './subscription-events.js';
import { effectiveStatus, graceEndsAt } from './subscription-rules.js';
import * as repo from './subscriptions.repository.js';

export const toPlan = (p: repo.PlanRow): SubscriptionPlan => ({
  id: p.id,
  code: p.code,
  name: p.name,
  interval: p.interval,
  unit_amount_cents: p.unitAmountCents,
  vat_rate_percent: p.vatRatePercent,
  unit_amount_with_vat_cents: Math.round((p.unitAmountCents * (100 + p.vatRatePercent)) / 100),
});

export async function listPlans(database: Database): Promise<{ items: SubscriptionPlan[] }> {
  return { items: (await repo.listPlans(database)).map(toPlan) };
}

async function ownTenant(tx: Tx, user: AuthUser, id: string): Promise<repo.TenantRow> {
  const row = id === user.tenantId ? await repo.getTenant(tx, id) : null;
  if (!row) throw notFound();
  return row;
}

export async function describe(deps: Deps, tx: Tx, t: repo.TenantRow): Promise<TenantSubscription> {
  const plan = t.subscriptionPlanId ? await repo.getPlan(tx, t.subscriptionPlanId) : null;
  const now = deps.clock.now();
  return {
    status: effectiveStatus(t, now),
    trial_ends_at: t.trialEndsAt?.toISOString() ?? null,
    plan: plan ? toPlan(plan) : null,
    quantity: t.subscriptionQuantity,
    current_period_ends_at: t.currentPeriodEndsAt?.toISOString() ?? null,
    cancel_at_period_end: t.cancelAtPeriodEnd,
    card_brand: t.cardBrand,
    card_last4: t.cardLast4,
    payment_failed_at: t.paymentFailedAt?.toISOString() ?? null,
    grace_ends_at: t.paymentFailedAt ? graceEndsAt(t.paymentFailedAt).toISOString() : null,
    provider: providerFor(deps).name,
  };
}

export async function getSubscription(deps: Deps, user: AuthUser, id: string): Promise<TenantSubscription> {
  return deps.database.withTenant(user.tenantId, async (tx) =>
    describe(deps, tx, await ownTenant(tx, user, id)),
  );
}

/** A paid subscription exists and has not ended. */
const subscribed = (t: repo.TenantRow) =>
  t.paymentsSubscriptionId !== null && t.subscriptionStatus !== 'canceled';

const returnUrls = (origin: string) => ({
  successUrl: `${origin}/checkout-session/success?checkout_session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}/checkout-session/cancel`,
});

/** `POST /api/v1/checkout-session`: the hosted checkout of the first subscription (or after one ended). */
export async function startCheckout(
  deps: Deps,
  user: AuthUser,
  planId: string,
  origin: string,
): Promise<CheckoutSessionCreated> {
  const provider = providerFor(deps);
  const { plan, quantity, tenant } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const plan = await repo.getPlan(tx, planId);
    if (!plan || !plan.active) throw badRequest({ plan_id: m.planNotFound }, m.planNotFound);
    const tenant = (await repo.getTenant(tx, user.tenantId))!;
    if (subscribed(tenant)) throw conflict(m.alreadySubscribed);
    return { plan, tenant, quantity: await billableProfessionals(tx, user.tenantId) };
  });
  const session = await callProvider(() =>
    provider.createCheckout({
      mode: 'subscription',
      tenantId: user.tenantId,
      priceId: priceIdOf(deps, plan),
      quantity,
      customerId: tenant.paymentsCustomerId,
      customerEmail: user.email,
      ...returnUrls(origin),
    }),
  );
  await deps.database.withTenant(user.tenantId, (tx) =>
    repo.insertCheckout(tx, {
      tenantId: user.tenantId,
      providerSessionId: session.id,
      mode: 'subscription',
      planId: plan.id,
      createdBy: user.id,
    }),
  );
  return { checkout_session_id: session.id, url: session.url };
}

/** `PUT /api/v1/tenants/{id}/subscription/card`: a hosted session in setup mode for another card. */
export async function startCardChange(
  deps: Deps,
  user: AuthUser,
  id: string,
  origin: string,
): Promise<CheckoutSessionCreated> {
  const provider = providerFor(deps);
  const tenant = await deps.database.withTenant(user.tenantId, (tx) => ownTenant(tx, user, id));
  if (!subscribed(tenant) || !tenant.paymentsCustomerId) throw conflict(m.noSubscription);
  const session = await callProvider(() =>
    provider.createCheckout({
      mode: 'setup',
      tenantId: user.tenantId,
      customerId: tenant.paymentsCustomerId!,
      subscriptionId: tenant.paymentsSubscriptionId!,
      ...returnUrls(origin),
    }),
  );
  await deps.database.withTenant(user.tenantId, (tx) =>
    repo.insertCheckout(tx, {
      tenantId: user.tenantId,
      providerSessionId: session.id,
      mode: 'setup',
      createdBy: user.id,
    }),
  );
  return { checkout_session_id: session.id, url: session.url };
}

/**
 * `POST /api/v1/checkout-session/success`: asks the provider about the session (never believes the
 * browser), applies what it says — idempotent, and the webhook may have done it already.
 */
export async function confirmCheckout(
  deps: Deps,
  user: AuthUser,
  providerId: string,
): Promise<CheckoutOutcome> {
  const provider = providerFor(deps);
  const local = await deps.database.withTenant(user.tenantId, (tx) =>
    repo.getCheckout(tx, user.tenantId, providerId),
  );
  if (!local) throw notFound(m.checkoutNotFound);
  const checkout = await callProvider(() => provider.retrieveCheckout(providerId));
  if (!checkout || checkout.tenantId !== user.tenantId) throw notFound(m.checkoutNotFound);
  if (checkout.status !== 'complete') throw conflict(m.checkoutNotComplete);
  await settleCheckout(deps, checkout);
  return deps.database.withTenant(user.tenantId, async (tx) => ({
    mode: local.mode,
    subscription: await describe(deps, tx, (await repo.getTenant(tx, user.tenantId))!),
  }));
}

/** `PUT /api/v1/tenants/{id}/subscription`: another plan (prorated) and/or cancel at the period's end. */
export async function updateSubscription(
  deps: Deps,
  user: AuthUser,
  id: string,
  body: SubscriptionUpdate,
): Promise<TenantSubscription> {
  const provider = providerFor(deps);
  const { tenant, priceId } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const tenant = await ownTenant(tx, user, id);
    let priceId: string | undefined;
    if (body.plan_id !== undefined) {
      const plan = await repo.getPlan(tx, body.plan_id);
      if (!plan || !plan.active) throw badRequest({ plan_id: m.planNotFound }, m.planNotFound);
      priceId = priceIdOf(deps, plan);
    }
    return { tenant, priceId };
  });
  if (!subscribed(tenant)) throw conflict(m.noSubscription);
  const sub = await callProvider(() =>
    provider.updateSubscription(tenant.paymentsSubscriptionId!, {
      priceId,
      cancelAtPeriodEnd: body.cancel_at_period_end,
    }),
  );
  return deps.database.withTenant(user.tenantId, async (tx) => {
    await applySubscription(deps, tx, user.tenantId, sub, deps.clock.now());
    return describe(deps, tx, (await repo.getTenant(tx, user.tenantId))!);
  });
}

/**
 * The subscription's quantity follows the active professionals (the provider prorates): called after the
 * team changes, outside its transaction. A provider failure is logged by the caller, not the team's error.
 */
export async function syncQuantity(deps: Deps, tenantId: string): Promise<void> {
  const { tenant, quantity } = await deps.database.withTenant(tenantId, async (tx) => ({
    tenant: (await repo.getTenant(tx, tenantId))!,
    quantity: await billableProfessionals(tx, tenantId),
  }));
  if (!subscribed(tenant) || tenant.subscriptionQuantity === quantity) return;
  const sub = await callProvider(() =>
    providerFor(deps).updateSubscription(tenant.paymentsSubscriptionId!, { quantity }),
  );
  await deps.database.withTenant(tenantId, (tx) =>
    applySubscription(deps, tx, tenantId, sub, deps.clock.now()),
  );
}
