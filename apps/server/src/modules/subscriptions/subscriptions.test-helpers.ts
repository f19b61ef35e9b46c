import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';

/** Puts a demo tenant back on a trial with no paid subscription (each test starts from there). */
export async function resetToTrial(t: TestApp, tenantId: string, trialEndsAt: Date): Promise<void> {
  await t.database.withTenant(tenantId, (tx) =>
    tx.execute(sql`update tenants set subscription_status = 'trialing', trial_ends_at = ${trialEndsAt.toISOString()}::timestamptz,
      subscription_plan_id = null, payments_customer_id = null, payments_subscription_id = null,
      subscription_quantity = null, current_period_ends_at = null, cancel_at_period_end = false,
      card_brand = null, card_last4 = null, payment_failed_at = null, subscription_event_at = null
      where id = ${tenantId}`),
  );
}

/** The browser's origin as `app.inject` requests arrive (Host: localhost:80). */
export const ORIGIN = 'http://localhost:80';

/** The plans as `GET /subscriptions` lists them. */
export async function plans(t: TestApp): Promise<Array<{ id: string; code: string }>> {
  const res = await t.request({ method: 'GET', url: '/subscriptions' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** The test provider's hosted page's «Pagar» (or «Cancelar»): where it sends the browser. */
export async function payOnTestPage(
  t: TestApp,
  url: string,
  action: 'pay' | 'cancel' = 'pay',
): Promise<string> {
  const path = new URL(url).pathname;
  const res = await t.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode, res.body).toBe(303);
  return res.headers.location as string;
}
