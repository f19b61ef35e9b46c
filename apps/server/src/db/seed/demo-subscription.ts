import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { paymentsTestSessions, subscriptionPlans, tenants, users } from '../schema.js';
import { DEMO_TENANT_ID, seedId as id, TESTE_TENANT_ID } from './demo-ids.js';

const DEMO_TEST_SESSION = id(1901);
const DEMO_SUBSCRIPTION = `sub_test_${DEMO_TEST_SESSION}`;
const DAY = 86_400_000;

/** A month on from `from` until it is after `now` (the demo's subscription renews while the demo sleeps). */
function nextRenewal(from: Date, now: Date): Date {
  const d = new Date(from);
  while (d <= now) d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/**
 * Issue 49's part of the demo (decision 048). Clínica Demo is on an active subscription — «Completo»,
 * monthly, one seat per active professional, a Visa ending 4242 — held by the TEST provider (the one
 * `npm start` uses without keys), so its communications can be tried and its subscription page shows a
 * plan, the next charge and the card. Clínica Teste is on its free trial (9 days left), so the trial's
 * page, banner and limits can be seen; at each start a demo trial that ran out is given its 9 days again.
 */
export async function seedDemoSubscription(database: Database, now: Date = new Date()): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const [plan] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.code, 'completo-mensal'));
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, DEMO_TENANT_ID));
    if (!plan || !tenant) return;
    const professionals = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, DEMO_TENANT_ID), eq(users.type, 'professional'), eq(users.active, true)));
    const quantity = Math.max(1, professionals.length);
    const periodEnd = nextRenewal(tenant.currentPeriodEndsAt ?? new Date(now.getTime() - 10 * DAY), now);
    const [session] = await tx
      .select({ id: paymentsTestSessions.id })
      .from(paymentsTestSessions)
      .where(eq(paymentsTestSessions.id, DEMO_TEST_SESSION));
    if (!session)
      await tx.insert(paymentsTestSessions).values({
        id: DEMO_TEST_SESSION,
        clinicRef: DEMO_TENANT_ID,
        mode: 'subscription',
        priceRef: plan.code,
        quantity,
        subscriptionRef: DEMO_SUBSCRIPTION,
        status: 'complete',
        periodEndsAt: periodEnd,
        cardLast4: '4242',
        successUrl: '/checkout-session/success?checkout_session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: '/checkout-session/cancel',
      });
    else
      await tx
        .update(paymentsTestSessions)
        .set({ periodEndsAt: periodEnd })
        .where(eq(paymentsTestSessions.id, DEMO_TEST_SESSION));
    // Once: a demo whose subscription someone changed (cancelled, another plan) keeps that choice.
    if (tenant.paymentsSubscriptionId === null)
      await tx
        .update(tenants)
        .set({
          subscriptionStatus: 'active',
          trialEndsAt: null,
          subscriptionPlanId: plan.id,
          paymentsCustomerId: `cus_test_${DEMO_TENANT_ID}`,
          paymentsSubscriptionId: DEMO_SUBSCRIPTION,
          subscriptionQuantity: quantity,
          cardBrand: 'visa',
          cardLast4: '4242',
        })
        .where(eq(tenants.id, DEMO_TENANT_ID));
    await tx
      .update(tenants)
      .set({ currentPeriodEndsAt: periodEnd })
      .where(and(eq(tenants.id, DEMO_TENANT_ID), eq(tenants.paymentsSubscriptionId, DEMO_SUBSCRIPTION)));
  });

  await database.withTenant(TESTE_TENANT_ID, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, TESTE_TENANT_ID));
    if (!tenant || tenant.paymentsSubscriptionId !== null) return;
    const trialOver = !tenant.trialEndsAt || tenant.trialEndsAt <= new Date(now.getTime() + DAY);
    if (tenant.subscriptionStatus === 'active' || (tenant.subscriptionStatus === 'trialing' && trialOver))
      await tx
        .update(tenants)
        .set({ subscriptionStatus: 'trialing', trialEndsAt: new Date(now.getTime() + 9 * DAY) })
        .where(and(eq(tenants.id, TESTE_TENANT_ID), isNull(tenants.paymentsSubscriptionId)));
  });
}
