import Stripe from 'stripe';
import {
  InvalidSignature,
  ProviderFailed,
  type Card,
  type PaymentsProvider,
  type ProviderCheckout,
  type ProviderSubscription,
} from './payments-provider.js';

/** A webhook whose signature's timestamp is older than this is refused as a replay (Stripe's default). */
const TOLERANCE_SECONDS = 300;

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

function cardOf(pm: string | Stripe.PaymentMethod | null | undefined): Card | null {
  if (!pm || typeof pm === 'string') return null;
  if (pm.card) return { brand: pm.card.brand, last4: pm.card.last4 };
  if (pm.sepa_debit?.last4) return { brand: 'sepa_debit', last4: pm.sepa_debit.last4 };
  return null;
}

function toSubscription(s: Stripe.Subscription): ProviderSubscription {
  const item = s.items.data[0];
  return {
    id: s.id,
    customerId: idOf(s.customer) ?? '',
    tenantId: s.metadata?.tenant_id ?? null,
    status: s.status,
    priceId: item?.price.id ?? null,
    quantity: item?.quantity ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    card: cardOf(s.default_payment_method),
  };
}

/** Stripe through its official package (pinned 23.1.0); `apiUrl` points it elsewhere (tests' local server). */
export function stripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}): PaymentsProvider {
  const url = opts.apiUrl ? new URL(opts.apiUrl) : null;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port,
      protocol: url.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404)
        throw new ProviderFailed('not_found');
      throw new ProviderFailed((e as Error).message);
    }
  };
  const orNull = async <T>(fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await call(fn);
    } catch (e) {
      if (e instanceof ProviderFailed && e.message === 'not_found') return null;
      throw e;
    }
  };
  const expandSubscription = ['default_payment_method', 'items.data.price'];

  return {
    name: 'stripe',
    async createCheckout(input) {
      const metadata = { tenant_id: input.tenantId };
      const session = await call(() =>
        input.mode === 'subscription'
          ? stripe.checkout.sessions.create({
              mode: 'subscription',
              client_reference_id: input.tenantId,
              line_items: [{ price: input.priceId, quantity: input.quantity }],
              ...(input.customerId
                ? { customer: input.customerId }
                : input.customerEmail
                  ? { customer_email: input.customerEmail }
                  : {}),
              metadata,
              subscription_data: { metadata },
              locale: 'pt',
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
            })
          : stripe.checkout.sessions.create({
              mode: 'setup',
              currency: 'eur',
              client_reference_id: input.tenantId,
              customer: input.customerId,
              metadata: { ...metadata, subscription_id: input.subscriptionId },
              locale: 'pt',
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
            }),
      );
      if (!session.url) throw new ProviderFailed('checkout session without url');
      return { id: session.id, url: session.url };
    },
    async retrieveCheckout(id) {
      const s = await orNull(() =>
        stripe.checkout.sessions.retrieve(id, {
          expand: ['subscription', 'subscription.default_payment_method', 'setup_intent.payment_method'],
        }),
      );
      if (!s) return null;
      const sub =
        s.subscription && typeof s.subscription !== 'string' ? toSubscription(s.subscription) : null;
      const setup = s.setup_intent && typeof s.setup_intent !== 'string' ? s.setup_intent : null;
      const checkout: ProviderCheckout = {
        id: s.id,
        mode: s.mode === 'setup' ? 'setup' : 'subscription',
        status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
        tenantId: s.metadata?.tenant_id ?? s.client_reference_id ?? null,
        customerId: idOf(s.customer),
        subscription: sub,
        paymentMethodId: idOf(setup?.payment_method),
        setupFor: s.metadata?.subscription_id ?? null,
        card: cardOf(setup?.payment_method) ?? sub?.card ?? null,
      };
      return checkout;
    },
    async retrieveSubscription(id) {
      const s = await orNull(() => stripe.subscriptions.retrieve(id, { expand: expandSubscription }));
      return s ? toSubscription(s) : null;
    },
    async updateSubscription(id, change) {
      const current = await call(() => stripe.subscriptions.retrieve(id));
      const item = current.items.data[0];
      if (!item) throw new ProviderFailed('subscription without items');
      const s = await call(() =>
        stripe.subscriptions.update(id, {
          ...(change.priceId !== undefined || change.quantity !== undefined
            ? {
                items: [
                  {
                    id: item.id,
                    ...(change.priceId !== undefined && { price: change.priceId }),
                    ...(change.quantity !== undefined && { quantity: change.quantity }),
                  },
                ],
                proration_behavior: 'create_prorations' as const,
              }
            : {}),
          ...(change.cancelAtPeriodEnd !== undefined && { cancel_at_period_end: change.cancelAtPeriodEnd }),
          expand: expandSubscription,
        }),
      );
      return toSubscription(s);
    },
    async useCard(subscriptionId, customerId, paymentMethodId) {
      await call(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      );
      const s = await call(() =>
        stripe.subscriptions.update(subscriptionId, {
          default_payment_method: paymentMethodId,
          expand: expandSubscription,
        }),
      );
      return toSubscription(s);
    },
    readEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          opts.webhookSecret,
          TOLERANCE_SECONDS,
        );
      } catch {
        throw new InvalidSignature();
      }
      const created = new Date(event.created * 1000);
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return {
            id: event.id,
            created,
            kind: 'subscription',
            subscription: toSubscription(event.data.object),
          };
        case 'checkout.session.completed':
          return { id: event.id, created, kind: 'checkout_completed', checkoutId: event.data.object.id };
        case 'invoice.payment_failed':
        case 'invoice.paid': {
          const details = event.data.object.parent?.subscription_details;
          return {
            id: event.id,
            created,
            kind: event.type === 'invoice.paid' ? 'payment_succeeded' : 'payment_failed',
            tenantId: details?.metadata?.tenant_id ?? null,
            subscriptionId: idOf(details?.subscription),
          };
        }
        default:
          return { id: event.id, created, kind: 'ignored', type: event.type };
      }
    },
  };
}
