import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  ProviderFailed,
  type PaymentsProvider,
  type ProviderCheckout,
  type ProviderSubscription,
} from './payments-provider.js';
import * as repo from './test-provider.repository.js';

/** The first card the test page «pays» with, and the one a card change saves. */
export const TEST_CARD = { brand: 'visa', last4: '4242' };
export const TEST_NEW_CARD = { brand: 'mastercard', last4: '4444' };

const SESSION_PREFIX = 'cs_test_';
const SUB_PREFIX = 'sub_test_';
const uuidOf = (id: string, prefix: string) => {
  const raw = id.startsWith(prefix) ? id.slice(prefix.length) : '';
  return /^[0-9a-f-]{36}$/.test(raw) ? raw : null;
};

/** A yearly plan's code ends in `-anual` (the price id of the test provider is the plan's code). */
function periodEnd(priceRef: string, from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + (priceRef.endsWith('-anual') ? 12 : 1));
  return d;
}

function subscriptionOf(s: repo.TestSession): ProviderSubscription {
  return {
    id: s.subscriptionRef!,
    customerId: `cus_test_${s.clinicRef}`,
    tenantId: s.clinicRef,
    status: 'active',
    priceId: s.priceRef,
    quantity: s.quantity,
    currentPeriodEnd: s.periodEndsAt,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    card: {
      brand: s.cardLast4 === TEST_CARD.last4 ? TEST_CARD.brand : TEST_NEW_CARD.brand,
      last4: s.cardLast4 ?? TEST_CARD.last4,
    },
  };
}

/**
 * The TEST provider (no keys configured, decision 048): its hosted page (test-provider.routes.ts) completes
 * or cancels a checkout, so `npm start` and the browser tests walk the whole flow. Nothing is charged, and
 * it sends no webhooks (the test harness applies provider events instead).
 */
export function testProvider(database: Database): PaymentsProvider {
  const subscriptionRow = async (id: string) => {
    const s = uuidOf(id, SUB_PREFIX) ? await repo.getBySubscription(database, id) : null;
    return s;
  };
  return {
    name: 'test',
    async createCheckout(input) {
      const id = randomUUID();
      await repo.insertSession(database, {
        id,
        clinicRef: input.tenantId,
        mode: input.mode,
        priceRef: input.mode === 'subscription' ? input.priceId : null,
        quantity: input.mode === 'subscription' ? input.quantity : null,
        subscriptionRef: input.mode === 'setup' ? input.subscriptionId : null,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      // The page is ours, served where the browser came from (the success route's origin).
      const origin = new URL(input.successUrl).origin;
      return { id: SESSION_PREFIX + id, url: `${origin}/api/payments-test/checkout/${SESSION_PREFIX}${id}` };
    },
    async retrieveCheckout(id) {
      const uuid = uuidOf(id, SESSION_PREFIX);
      const s = uuid ? await repo.getSession(database, uuid) : null;
      if (!s) return null;
      const sub =
        s.mode === 'subscription' && s.status === 'complete' && s.subscriptionRef
          ? await repo.getBySubscription(database, s.subscriptionRef)
          : null;
      const checkout: ProviderCheckout = {
        id,
        mode: s.mode,
        status: s.status,
        tenantId: s.clinicRef,
        customerId: s.status === 'complete' ? `cus_test_${s.clinicRef}` : null,
        subscription: sub ? subscriptionOf(sub) : null,
        paymentMethodId: s.mode === 'setup' && s.status === 'complete' ? `pm_test_${uuid}` : null,
        setupFor: s.mode === 'setup' ? s.subscriptionRef : null,
        card: s.status !== 'complete' ? null : s.mode === 'setup' ? TEST_NEW_CARD : TEST_CARD,
      };
      return checkout;
    },
    async retrieveSubscription(id) {
      const s = await subscriptionRow(id);
      return s ? subscriptionOf(s) : null;
    },
    async updateSubscription(id, change) {
      const s = await subscriptionRow(id);
      if (!s) throw new ProviderFailed('no such subscription');
      await repo.updateSession(database, s.id, {
        ...(change.priceId !== undefined && { priceRef: change.priceId }),
        ...(change.quantity !== undefined && { quantity: change.quantity }),
        ...(change.cancelAtPeriodEnd !== undefined && { cancelAtPeriodEnd: change.cancelAtPeriodEnd }),
      });
      return subscriptionOf((await repo.getSession(database, s.id))!);
    },
    async useCard(subscriptionId) {
      const s = await subscriptionRow(subscriptionId);
      if (!s) throw new ProviderFailed('no such subscription');
      await repo.updateSession(database, s.id, { cardLast4: TEST_NEW_CARD.last4 });
      return subscriptionOf((await repo.getSession(database, s.id))!);
    },
    readEvent() {
      // The test provider sends no webhooks: nothing it could sign, so nothing is believed.
      throw new ProviderFailed('the test provider sends no webhooks');
    },
  };
}

/** The hosted page's «Pagar» / «Guardar cartão» and «Cancelar»: where the browser goes next. */
export async function finishTestCheckout(
  database: Database,
  clock: Clock,
  id: string,
  pay: boolean,
): Promise<string | null> {
  const uuid = uuidOf(id, SESSION_PREFIX);
  const s = uuid ? await repo.getSession(database, uuid) : null;
  if (!s) return null;
  if (s.status === 'open') {
    const paidSubscription = pay && s.mode === 'subscription';
    await repo.updateSession(database, s.id, {
      status: pay ? 'complete' : 'expired',
      ...(paidSubscription && {
        subscriptionRef: `${SUB_PREFIX}${randomUUID()}`,
        periodEndsAt: periodEnd(s.priceRef ?? '', clock.now()),
        cardLast4: TEST_CARD.last4,
      }),
    });
  }
  const url = pay ? s.successUrl : s.cancelUrl;
  return url.replace('{CHECKOUT_SESSION_ID}', id);
}

export async function readTestCheckout(database: Database, id: string): Promise<repo.TestSession | null> {
  const uuid = uuidOf(id, SESSION_PREFIX);
  return uuid ? repo.getSession(database, uuid) : null;
}
