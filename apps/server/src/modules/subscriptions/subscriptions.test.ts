import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, beforeEach } from 'vitest';
import { jobs } from '../../db/schema.js';
import { TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { loadConfig } from '../../config.js';
import { useTestApp } from '../../test/test-app.js';
import { SUBSCRIPTION_EMAIL_JOB, subscriptionEmailHandler } from './subscription-mail.js';
import { ORIGIN, payOnTestPage, plans, resetToTrial } from './subscriptions.test-helpers.js';

/** Issue 49 through the TEST provider (no keys): plans, hosted checkout, success route, changes. */
const t = useTestApp();
const sub = `/api/v1/tenants/${TESTE_TENANT_ID}/subscription`;
const asOther = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: t.other, headers: { origin: ORIGIN } });

beforeEach(async () => {
  await resetToTrial(t, TESTE_TENANT_ID, new Date(t.clock.now().getTime() + 10 * 86_400_000));
});

async function subscribe(code = 'essencial-mensal') {
  const plan = (await plans(t)).find((p) => p.code === code)!;
  const res = await asOther('POST', '/api/v1/checkout-session', { plan_id: plan.id });
  expect(res.statusCode, res.body).toBe(201);
  const { checkout_session_id: id, url } = res.json();
  return { id, url, plan };
}

describe('GET /subscriptions', () => {
  it('lists the plans without a session, per professional, monthly and yearly, with VAT', async () => {
    const res = await t.request({ method: 'GET', url: '/subscriptions' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<Record<string, unknown>>;
    expect(items.map((p) => p.interval)).toEqual(['month', 'year', 'month', 'year']);
    expect(items[0]).toMatchObject({
      code: 'essencial-mensal',
      unit_amount_cents: 1900,
      vat_rate_percent: 23,
      unit_amount_with_vat_cents: 2337,
    });
  });
});

describe('hosted checkout with the test provider', () => {
  it('subscribes: checkout → the labelled page → «Pagar» → success route → active, plan, card, next charge', async () => {
    const { id, url, plan } = await subscribe();
    expect(new URL(url).pathname).toBe(`/api/payments-test/checkout/${id}`);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('modo de teste — nada é cobrado');
    expect(page.body).toContain('Pagar');
    // Its form posts must carry our Origin (a no-referrer page would send `Origin: null`).
    expect(page.headers['referrer-policy']).toBe('same-origin');

    // Not paid yet: the provider says so, nothing changes.
    const early = await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(early.statusCode).toBe(409);
    expect((await asOther('GET', sub)).json().status).toBe('trialing');

    const back = await payOnTestPage(t, url);
    expect(back).toBe(`${ORIGIN}/checkout-session/success?checkout_session_id=${id}`);
    const ok = await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      mode: 'subscription',
      subscription: {
        status: 'active',
        plan: { id: plan.id },
        quantity: 1,
        card_last4: '4242',
        provider: 'test',
      },
    });
    expect(ok.json().subscription.current_period_ends_at).not.toBeNull();
    // Idempotent: the same answer again.
    const again = await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(again.json()).toEqual(ok.json());
    // A second checkout while subscribed is refused.
    expect((await asOther('POST', '/api/v1/checkout-session', { plan_id: plan.id })).statusCode).toBe(409);
  });

  it('«Cancelar» returns to the cancel route and charges nothing', async () => {
    const { id, url } = await subscribe();
    expect(await payOnTestPage(t, url, 'cancel')).toBe(`${ORIGIN}/checkout-session/cancel`);
    const res = await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(res.statusCode).toBe(409);
    expect((await asOther('GET', sub)).json().status).toBe('trialing');
  });

  it('refuses an unknown plan, another clinic’s or an unknown session, and non-managers', async () => {
    const bad = await asOther('POST', '/api/v1/checkout-session', {
      plan_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('plan_id');
    expect((await asOther('POST', '/api/v1/checkout-session', { plan_id: 'x' })).statusCode).toBe(400);

    const { id, url } = await subscribe();
    await payOnTestPage(t, url);
    const theirs = await t.api('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });
    expect(theirs.statusCode).toBe(404);
    const unknown = await asOther('POST', '/api/v1/checkout-session/success', {
      checkout_session_id: 'cs_test_nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await asOther('GET', sub)).json().status).toBe('trialing');

    const fisio = await t.login('fisio@demo.clinica.pt');
    const plan = (await plans(t))[0]!;
    for (const [method, url, payload] of [
      ['POST', '/api/v1/checkout-session', { plan_id: plan.id }],
      ['POST', '/api/v1/checkout-session/success', { checkout_session_id: id }],
      ['GET', '/api/v1/tenants/0d3c7a52-5b1e-4c59-9d4a-000000000001/subscription', undefined],
    ] as const) {
      const res = await t.request({ method, url, payload, cookie: fisio });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('changes plan, cancels at the end of the period and changes the card through the success route', async () => {
    const { id, url } = await subscribe();
    await payOnTestPage(t, url);
    await asOther('POST', '/api/v1/checkout-session/success', { checkout_session_id: id });

    const yearly = (await plans(t)).find((p) => p.code === 'completo-anual')!;
    const changed = await asOther('PUT', sub, { plan_id: yearly.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().plan.code).toBe('completo-anual');
    const canceled = await asOther('PUT', sub, { cancel_at_period_end: true });
    expect(canceled.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    // The managers are told, once, in pt-PT, until when it works (issue 49 item 4).
    const mails = await t.database.withTenant(TESTE_TENANT_ID, (tx) =>
      tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, SUBSCRIPTION_EMAIL_JOB), like(jobs.key, 'cancel_scheduled:%'))),
    );
    expect(mails).toHaveLength(1);
    await subscriptionEmailHandler({ config: t.config, database: t.database, clock: t.clock }).run({
      ...mails[0]!,
      attempts: 1,
    });
    const outbox = await t.request({
      method: 'POST',
      url: '/api/test/outbox',
      payload: { email: 'gestor@teste.clinica.pt' },
    });
    const mail = outbox.json().messages.find((m: { subject: string }) => m.subject.includes('cancelada'));
    expect(mail.subject).toBe('Subscrição da Clínica Teste cancelada');
    expect(mail.text).toMatch(/termina a \d\d\/\d\d\/\d{4}/);
    expect((await asOther('PUT', sub, {})).statusCode).toBe(400);

    const card = await asOther('PUT', `${sub}/card`);
    expect(card.statusCode, card.body).toBe(200);
    const back = await payOnTestPage(t, card.json().url);
    expect(back).toContain('/checkout-session/success?checkout_session_id=');
    const done = await asOther('POST', '/api/v1/checkout-session/success', {
      checkout_session_id: card.json().checkout_session_id,
    });
    expect(done.json()).toMatchObject({ mode: 'setup', subscription: { card_last4: '4444' } });
  });
});

describe('payments configuration', () => {
  it('needs the webhook secret and the price ids with a key, and names the variable', () => {
    const key = { PAYMENTS_SECRET_KEY: 'sk_test_abc' };
    expect(() => loadConfig(key)).toThrow(/PAYMENTS_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...key, PAYMENTS_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/PAYMENTS_PRICE_IDS/);
    expect(() => loadConfig({ PAYMENTS_PRICE_IDS: 'essencial-mensal' })).toThrow(/PAYMENTS_PRICE_IDS/);
    const c = loadConfig({
      ...key,
      PAYMENTS_WEBHOOK_SECRET: 'whsec_x',
      PAYMENTS_PRICE_IDS: 'essencial-mensal=price_1, completo-anual=price_2',
    });
    expect(c.payments.priceIds).toEqual({ 'essencial-mensal': 'price_1', 'completo-anual': 'price_2' });
  });
});
