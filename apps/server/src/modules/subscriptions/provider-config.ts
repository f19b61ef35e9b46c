import { subscriptionMessages as m } from '@clinica/contracts/subscriptions';
import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { ProviderFailed, type PaymentsProvider } from './payments-provider.js';
import { stripeProvider } from './stripe-provider.js';
import { testProvider } from './test-provider.js';
import * as repo from './subscriptions.repository.js';

export interface Deps {
  config: Config;
  database: Database;
  clock: Clock;
}

const providers = new WeakMap<Config, PaymentsProvider>();

/** Stripe when its keys are configured, else the TEST provider (decision 048); one client per configuration. */
export function providerFor(deps: Deps): PaymentsProvider {
  let p = providers.get(deps.config);
  if (!p) {
    const { secretKey, webhookSecret, apiUrl } = deps.config.payments;
    p =
      secretKey && webhookSecret
        ? stripeProvider({ secretKey, webhookSecret, apiUrl })
        : testProvider(deps.database);
    providers.set(deps.config, p);
  }
  return p;
}

/** A provider call that failed: 502, nothing changed on our side. */
export async function callProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ProviderFailed) throw new AppError(502, 'payment_provider_error', m.providerFailed);
    throw e;
  }
}

/** The provider's price of a plan: the environment's for Stripe; the plan's code for the test provider. */
export function priceIdOf(deps: Deps, plan: repo.PlanRow): string {
  if (providerFor(deps).name === 'test') return plan.code;
  const price = deps.config.payments.priceIds[plan.code];
  if (!price) throw badRequest({ plan_id: m.planNotFound }, m.planNotFound);
  return price;
}

/** The plan a provider's price stands for (null: a price we do not sell). */
export async function planOfPrice(deps: Deps, tx: Tx, priceId: string | null): Promise<repo.PlanRow | null> {
  if (!priceId) return null;
  const code =
    providerFor(deps).name === 'test'
      ? priceId
      : Object.entries(deps.config.payments.priceIds).find(([, p]) => p === priceId)?.[0];
  return code ? repo.getPlanByCode(tx, code) : null;
}
