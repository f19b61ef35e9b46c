/**
 * The subscription's payment provider behind one interface (decision 048): Stripe with keys configured,
 * else the TEST provider whose hosted page says «modo de teste — nada é cobrado». Everything the service
 * writes about a subscription comes from one of these answers (a retrieval or a verified webhook).
 */
export interface Card {
  brand: string;
  last4: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our tenant, from the metadata we set at checkout. */
  tenantId: string | null;
  /** The provider's own status (Stripe: active, trialing, past_due, unpaid, canceled, incomplete…). */
  status: string;
  priceId: string | null;
  quantity: number | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  card: Card | null;
}

export interface ProviderCheckout {
  id: string;
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  tenantId: string | null;
  customerId: string | null;
  subscription: ProviderSubscription | null;
  /** Setup mode: the card just saved, and the subscription it is for. */
  paymentMethodId: string | null;
  setupFor: string | null;
  card: Card | null;
}

export type ProviderEvent =
  | { id: string; created: Date; kind: 'subscription'; subscription: ProviderSubscription }
  | { id: string; created: Date; kind: 'checkout_completed'; checkoutId: string }
  | {
      id: string;
      created: Date;
      kind: 'payment_failed' | 'payment_succeeded';
      tenantId: string | null;
      subscriptionId: string | null;
    }
  | { id: string; created: Date; kind: 'ignored'; type: string };

export type CheckoutInput =
  | {
      mode: 'subscription';
      tenantId: string;
      priceId: string;
      quantity: number;
      customerId: string | null;
      customerEmail: string | null;
      successUrl: string;
      cancelUrl: string;
    }
  | {
      mode: 'setup';
      tenantId: string;
      customerId: string;
      subscriptionId: string;
      successUrl: string;
      cancelUrl: string;
    };

export interface SubscriptionChange {
  priceId?: string;
  quantity?: number;
  cancelAtPeriodEnd?: boolean;
}

export interface PaymentsProvider {
  readonly name: 'stripe' | 'test';
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Null: the provider does not know this id. */
  retrieveCheckout(id: string): Promise<ProviderCheckout | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Changes with the provider's proration (`create_prorations`). */
  updateSubscription(id: string, change: SubscriptionChange): Promise<ProviderSubscription>;
  /** Makes the card saved in setup mode the one the subscription charges. */
  useCard(subscriptionId: string, customerId: string, paymentMethodId: string): Promise<ProviderSubscription>;
  /** Verifies the signature (and its timestamp's tolerance) and reads the event; throws `InvalidSignature`. */
  readEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class InvalidSignature extends Error {}
export class ProviderFailed extends Error {}
