import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.js';
import { TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';
import {
  SUBSCRIPTION_EMAIL_JOB,
  subscriptionEmailHandler,
  subscriptionSweepHandler,
} from './subscription-mail.js';
import { ORIGIN, plans, resetToTrial } from './subscriptions.test-helpers.js';

/** Issue 49: the 402 gate (grace from the clock, open routes stay open) and the e-mails at the right days. */
const t = useTestApp();
const DAY = 86_400_000;
const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: t.other, headers: { origin: ORIGIN } });
const setTenant = (body: object) =>
  t.request({
    method: 'POST',
    url: '/api/test/tenant',
    payload: { email: 'gestor@teste.clinica.pt', ...body },
  });

beforeEach(async () => {
  await resetToTrial(t, TESTE_TENANT_ID, new Date(t.clock.now().getTime() + 10 * DAY));
});

const gated = [
  ['GET', '/api/v1/collaborators'],
  ['GET', '/api/v1/clinics'],
  ['GET', '/api/v1/users/patients'],
  ['GET', `/api/v1/tenants/${TESTE_TENANT_ID}`],
  ['POST', '/api/v1/clinics'],
] as const;

describe('the 402 gate', () => {
  it('answers 402 everywhere for a past-due clinic but on the routes that let it pay or see who it is', async () => {
    expect((await setTenant({ subscription_status: 'past_due' })).statusCode).toBe(200);
    for (const [method, url] of gated) {
      const res = await as(method, url, method === 'POST' ? { name: 'X' } : undefined);
      expect(res.statusCode, url).toBe(402);
      expect(res.json().error).toMatchObject({
        code: 'subscription_inactive',
        message: 'Subscrição não ativa / Atualize os detalhes de pagamento',
      });
    }
    const plan = (await plans(t))[0]!;
    expect((await as('GET', '/api/v1/me')).statusCode).toBe(200);
    expect((await as('GET', `/api/v1/tenants/${TESTE_TENANT_ID}/subscription`)).statusCode).toBe(200);
    expect((await as('POST', '/api/v1/checkout-session', { plan_id: plan.id })).statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/subscriptions' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).not.toBe(402);
  });

  it('keeps a clinic whose renewal failed working for 7 days, then 402 (computed from the clock)', async () => {
    const now = t.clock.now().getTime();
    await setTenant({
      subscription_status: 'active',
      trial_ends_at: null,
      payment_failed_at: new Date(now - 6 * DAY).toISOString(),
    });
    expect((await as('GET', '/api/v1/collaborators')).statusCode).toBe(200);
    const me = (await as('GET', '/api/v1/me')).json();
    expect(me.tenant.subscription).toMatchObject({ status: 'active', active: true });
    expect(me.tenant.subscription.payment_failed_at).not.toBeNull();

    await setTenant({ payment_failed_at: new Date(now - 7 * DAY - 1000).toISOString() });
    expect((await as('GET', '/api/v1/collaborators')).statusCode).toBe(402);
    expect((await as('GET', '/api/v1/me')).json().tenant.subscription).toMatchObject({
      status: 'past_due',
      active: false,
    });
  });

  it('an expired trial is refused, a running one is not', async () => {
    expect((await as('GET', '/api/v1/collaborators')).statusCode).toBe(200);
    await setTenant({ trial_ends_at: new Date(t.clock.now().getTime() - 1000).toISOString() });
    expect((await as('GET', '/api/v1/collaborators')).statusCode).toBe(402);
  });
});

describe('subscription e-mails', () => {
  const deps = () => ({ config: t.config, database: t.database, clock: t.clock });
  const sweep = () =>
    subscriptionSweepHandler(deps()).run({
      tenantId: TESTE_TENANT_ID,
      id: 'sweep',
      kind: 'subscription_sweep',
      key: 'subscription_sweep',
      payload: {},
      attempts: 1,
      runAt: t.clock.now(),
    });
  const queued = () =>
    t.database.withTenant(TESTE_TENANT_ID, (tx) =>
      tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.tenantId, TESTE_TENANT_ID), eq(jobs.kind, SUBSCRIPTION_EMAIL_JOB))),
    );
  const ours = async (trialEnd: string) =>
    (await queued()).filter((j) => j.key.endsWith(trialEnd)).map((j) => j.key.split(':')[0]);

  it('3 days and 1 day before the trial ends, once each, in pt-PT to the managers', async () => {
    const end = new Date(t.clock.now().getTime() + 10 * DAY);
    const trialEnd = end.toISOString();
    await setTenant({ trial_ends_at: trialEnd });
    const at = async (before: number) => {
      t.clock.advance(end.getTime() - before - t.clock.now().getTime());
      await sweep();
    };
    try {
      await at(4 * DAY);
      expect(await ours(trialEnd)).toEqual([]);
      await at(3 * DAY - 3_600_000);
      await at(2 * DAY);
      expect(await ours(trialEnd)).toEqual(['trial_3d']);
      await at(23 * 3_600_000);
      await at(2 * 3_600_000);
      expect((await ours(trialEnd)).sort()).toEqual(['trial_1d', 'trial_3d']);

      const job = (await queued()).find((j) => j.key === `trial_1d:${trialEnd}`)!;
      await subscriptionEmailHandler(deps()).run({ ...job, payload: job.payload, attempts: 1 });
      const outbox = await t.request({
        method: 'POST',
        url: '/api/test/outbox',
        payload: { email: 'gestor@teste.clinica.pt' },
      });
      const mail = outbox.json().messages[0];
      expect(mail.subject).toBe('O período experimental da Clínica Teste termina amanhã');
      expect(mail.text).toContain('/configurations/subscription');
    } finally {
      t.clock.advance(-(t.clock.now().getTime() - Date.now()));
    }
  });

  it('on a failed payment, once, with the date the grace ends', async () => {
    await setTenant({ subscription_status: 'active', trial_ends_at: null });
    // The harness applies the provider's event as a verified webhook would (the clinic needs a subscription).
    await t.database.withTenant(TESTE_TENANT_ID, (tx) =>
      tx.execute(
        sql`update tenants set payments_subscription_id = 'sub_test_x' where id = ${TESTE_TENANT_ID}`,
      ),
    );
    for (let i = 0; i < 2; i++)
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/test/payment-event',
            payload: { email: 'gestor@teste.clinica.pt', kind: 'payment_failed' },
          })
        ).statusCode,
      ).toBe(200);
    const failed = (await queued()).filter((j) => j.key.startsWith('payment_failed:'));
    expect(failed).toHaveLength(1);
    await subscriptionEmailHandler(deps()).run({ ...failed[0]!, attempts: 1 });
    const outbox = await t.request({
      method: 'POST',
      url: '/api/test/outbox',
      payload: { email: 'gestor@teste.clinica.pt' },
    });
    expect(outbox.json().messages[0].subject).toBe('Pagamento Falhou — subscrição da Clínica Teste');
    expect(outbox.json().messages[0].text).toMatch(/Atualize o cartão até \d\d\/\d\d\/\d{4}/);
  });
});
