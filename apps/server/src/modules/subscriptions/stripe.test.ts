import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';
import { fakeStripeEnv, FAKE_PRICES, startFakeStripe, type FakeStripe } from './fake-stripe.test-helpers.js';
import { ORIGIN, plans, resetToTrial } from './subscriptions.test-helpers.js';

/**
 * Issue 49 against Stripe's API as the pinned `stripe` package speaks it, served by a local server:
 * checkout, the success route before and after the webhook, each status transition from signed events
 * (also duplicated and out of order), forged and replayed deliveries, the quantity and the card change.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const t = useTestApp({ env: () => fakeStripeEnv(fake) });

const sub = `/api/v1/tenants/${TESTE_TENANT_ID}/subscription`;
const asOther = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: t.other, headers: { origin: ORIGIN } });
const state = async () => (await asOther('GET', sub)).json();
const deliver = (w: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
    payload: w.payload,
  });
const seconds = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  await resetToTrial(t, TESTE_TENANT_ID, new Date(t.clock.now().getTime() + 10 * 86_400_000));
});

async function checkout(code = 'essencial-mensal') {
  const plan = (await plans(t)).find((p) => p.code === code)!;
  const res = await asOther('POST', '/api/v1/checkout-session', { plan_id: plan.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().checkout_session_id as string;
}

/** A paid subscription, confirmed by the success route; its Stripe id. */
async function subscribed(): Promise<string> {
  const id = await checkout();
  fake.complete(id);
  expect(
    (await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id })).statusCode,
  ).toBe(200);
  return fake.sessions.get(id)!.subscription as string;
}

describe('checkout through Stripe', () => {
  it('opens a hosted session for the plan’s price, one per active professional, tagged with the clinic', async () => {
    const id = await checkout('completo-anual');
    const call = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST')!;
    expect(call.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: TESTE_TENANT_ID,
      line_items: [{ price: FAKE_PRICES['completo-anual'], quantity: '1' }],
      subscription_data: { metadata: { tenant_id: TESTE_TENANT_ID } },
    });
    expect(call.body.success_url).toBe(
      `${ORIGIN}/checkout-session/success?checkout_session_id={CHECKOUT_SESSION_ID}`,
    );
    // Not paid: the provider says open, the clinic stays on trial.
    expect(
      (await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id })).statusCode,
    ).toBe(409);
    expect((await state()).status).toBe('trialing');
  });

  it('the success route after the webhook: the webhook activates, the route confirms the same', async () => {
    const id = await checkout();
    const session = fake.complete(id);
    const w = fake.webhook('checkout.session.completed', session, { created: seconds() + 5 });
    expect((await deliver(w)).statusCode).toBe(200);
    expect(await state()).toMatchObject({
      status: 'active',
      card_last4: '4242',
      plan: { code: 'essencial-mensal' },
    });
    const ok = await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().subscription).toMatchObject({ status: 'active', quantity: 1, card_last4: '4242' });
  });

  it('the success route before the webhook: the late webhook changes nothing', async () => {
    const subId = await subscribed();
    const before = await state();
    expect(before).toMatchObject({ status: 'active', card_last4: '4242' });
    const session = [...fake.sessions.values()].find((s) => s.subscription === subId)!;
    expect((await deliver(fake.webhook('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await state()).toEqual(before);
  });
});

describe('webhook events', () => {
  it('moves the clinic: failed renewal (grace) → paid → canceled, each event once, out of order ignored', async () => {
    const subId = await subscribed();
    const s = fake.subscriptions.get(subId)!;
    const at = seconds() + 10;

    const failed = fake.webhook('invoice.payment_failed', fake.invoice(subId), { created: at });
    expect((await deliver(failed)).statusCode).toBe(200);
    const inGrace = await state();
    expect(inGrace.status).toBe('active');
    expect(inGrace.payment_failed_at).toBe(new Date(at * 1000).toISOString());
    expect(inGrace.grace_ends_at).toBe(new Date((at + 7 * 86_400) * 1000).toISOString());

    // Stripe's own retry status (past_due) does not end the grace early.
    await deliver(
      fake.webhook('customer.subscription.updated', { ...s, status: 'past_due' }, { created: at + 1 }),
    );
    expect(await state()).toMatchObject({ status: 'active', payment_failed_at: inGrace.payment_failed_at });

    const paid = fake.webhook('invoice.paid', fake.invoice(subId), { created: at + 2 });
    await deliver(paid);
    expect(await state()).toMatchObject({ status: 'active', payment_failed_at: null });

    // The same failure delivered again (a duplicate) is not applied twice.
    expect(
      (
        await deliver(
          fake.webhook('invoice.payment_failed', fake.invoice(subId), { id: failed.id, created: at + 3 }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await state()).payment_failed_at).toBeNull();

    await deliver(
      fake.webhook('customer.subscription.deleted', { ...s, status: 'canceled' }, { created: at + 20 }),
    );
    expect((await state()).status).toBe('canceled');
    // An older event arriving late (out of order) does not bring it back.
    await deliver(
      fake.webhook('customer.subscription.updated', { ...s, status: 'active' }, { created: at + 15 }),
    );
    expect((await state()).status).toBe('canceled');
    // Canceled: 402 on the clinic's routes.
    expect((await asOther('GET', '/api/v1/collaborators')).statusCode).toBe(402);
  });

  it('turns past due once the grace has passed (the clock decides, no timer)', async () => {
    const subId = await subscribed();
    await deliver(fake.webhook('invoice.payment_failed', fake.invoice(subId), { created: seconds() + 10 }));
    expect((await asOther('GET', '/api/v1/collaborators')).statusCode).toBe(200);
    t.clock.advance(8 * 86_400_000);
    try {
      // (Sessions last 7 days at most: log in again, 8 days later.)
      const cookie = await t.login('gestor@teste.clinica.pt');
      const later = (method: 'GET', url: string) => t.request({ method, url, cookie });
      expect((await later('GET', sub)).json().status).toBe('past_due');
      const me = (await later('GET', '/api/v1/me')).json();
      expect(me.tenant.subscription).toMatchObject({ status: 'past_due', active: false });
      const res = await later('GET', '/api/v1/collaborators');
      expect(res.statusCode).toBe(402);
      expect(res.json().error.message).toBe('Subscrição não ativa / Atualize os detalhes de pagamento');
    } finally {
      t.clock.advance(-8 * 86_400_000);
      // That login ended the sessions it found expired, the suite's among them.
      t.other = await t.login('gestor@teste.clinica.pt');
    }
  });

  it('refuses forged, altered and replayed deliveries with 400 and changes nothing', async () => {
    const subId = await subscribed();
    const s = fake.subscriptions.get(subId)!;
    const canceled = { ...s, status: 'canceled' };
    const forged = fake.webhook('customer.subscription.deleted', canceled, {
      secret: 'whsec_other',
      created: seconds() + 10,
    });
    const old = fake.webhook('customer.subscription.deleted', canceled, {
      timestamp: seconds() - 600,
      created: seconds() + 10,
    });
    const good = fake.webhook('customer.subscription.deleted', canceled, { created: seconds() + 10 });
    for (const w of [
      forged,
      old,
      { payload: good.payload.replace('canceled', 'active'), signature: good.signature },
    ]) {
      const res = await deliver(w);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('signature');
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json' },
      payload: good.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await state()).status).toBe('active');
  });
});

describe('changes at Stripe', () => {
  it('the quantity follows the active professionals (at least one), prorated', async () => {
    const subId = await subscribed();
    const invite = async (firstName: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/collaborators',
        cookie: t.other,
        payload: {
          type: 'professional',
          email: `${firstName.toLowerCase()}.${Date.now()}@teste.clinica.pt`,
          first_name: firstName,
          surname: 'Gomes',
          phone: null,
          clinic_ids: [],
          specialty_ids: [],
          default_duration_minutes: null,
          commission_percent: null,
          calendar_colour: null,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const rita = await invite('Rita');
    expect((await state()).quantity).toBe(1);
    await invite('Sofia');
    const update = fake.calls.findLast(
      (c) => c.path === `/v1/subscriptions/${subId}` && c.method === 'POST',
    )!;
    expect(update.body).toMatchObject({
      items: [{ quantity: '2' }],
      proration_behavior: 'create_prorations',
    });
    expect((await state()).quantity).toBe(2);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/collaborators/${rita}`, cookie: t.other }))
        .statusCode,
    ).toBe(200);
    expect((await state()).quantity).toBe(1);
  });

  it('changes plan and cancels at the period’s end through Stripe', async () => {
    const subId = await subscribed();
    const yearly = (await plans(t)).find((p) => p.code === 'completo-anual')!;
    expect((await asOther('PUT', sub, { plan_id: yearly.id })).json().plan.code).toBe('completo-anual');
    expect(fake.subscriptions.get(subId)!.items).toMatchObject({
      data: [{ price: { id: FAKE_PRICES['completo-anual'] } }],
    });
    expect((await asOther('PUT', sub, { cancel_at_period_end: true })).json().cancel_at_period_end).toBe(
      true,
    );
    expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
  });

  it('changes the card with a setup-mode session that returns through the success route', async () => {
    const subId = await subscribed();
    const res = await asOther('PUT', `${sub}/card`);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().checkout_session_id;
    expect(fake.sessions.get(id)).toMatchObject({
      mode: 'setup',
      customer: fake.subscriptions.get(subId)!.customer,
    });
    fake.complete(id, '4444');
    const done = await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ mode: 'setup', subscription: { card_last4: '4444' } });
    const customer = fake.customers.get(fake.subscriptions.get(subId)!.customer as string)!;
    expect(customer.invoice_settings).toMatchObject({
      default_payment_method: fake.subscriptions.get(subId)!.default_payment_method,
    });
  });
});
