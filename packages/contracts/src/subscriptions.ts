import { z } from 'zod';
import { subscriptionStatus } from './auth.js';

/** Issue 49, decision 048: plans, hosted checkout, the clinic's subscription. */
export const subscriptionMessages = {
  planNotFound: 'Plano não encontrado',
  checkoutNotFound: 'Sessão de pagamento não encontrada',
  checkoutNotComplete: 'O pagamento ainda não foi concluído',
  noSubscription: 'A clínica ainda não tem uma subscrição paga',
  alreadySubscribed: 'A clínica já tem uma subscrição',
  invalidSignature: 'Assinatura do evento inválida',
  providerFailed: 'O serviço de pagamentos não respondeu. Tente novamente.',
  nothingToChange: 'Indique o plano ou o cancelamento',
} as const;

/** After a failed renewal the clinic keeps working this long (decision 048), then 402. */
export const PAYMENT_GRACE_DAYS = 7;

export const planInterval = z.enum(['month', 'year']);
export type PlanInterval = z.infer<typeof planInterval>;

export const subscriptionPlan = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  interval: planInterval,
  /** Per active professional and interval, VAT excluded. */
  unit_amount_cents: z.number().int(),
  vat_rate_percent: z.number().int(),
  /** The same with VAT (rounded to the cent). */
  unit_amount_with_vat_cents: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** `GET /subscriptions` (public): the plans on offer. */
export const subscriptionPlanList = z.object({ items: z.array(subscriptionPlan) });

export const paymentsProviderName = z.enum(['stripe', 'test']);

/** `GET`/`PUT /api/v1/tenants/{id}/subscription`: what the manager sees. */
export const tenantSubscription = z.object({
  /** As the 402 gate reads it: `active` turns `past_due` once the grace after a failed payment ends. */
  status: subscriptionStatus,
  trial_ends_at: z.iso.datetime().nullable(),
  plan: subscriptionPlan.nullable(),
  /** Active professionals billed. */
  quantity: z.number().int().nullable(),
  current_period_ends_at: z.iso.datetime().nullable(),
  cancel_at_period_end: z.boolean(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  payment_failed_at: z.iso.datetime().nullable(),
  /** When the grace after a failed payment ends (null: no failed payment). */
  grace_ends_at: z.iso.datetime().nullable(),
  provider: paymentsProviderName,
});
export type TenantSubscription = z.infer<typeof tenantSubscription>;

/** Change plan (the provider prorates) and/or cancel (or resume) at the end of the period. */
export const subscriptionUpdate = z
  .strictObject({ plan_id: z.uuid().optional(), cancel_at_period_end: z.boolean().optional() })
  .refine((v) => v.plan_id !== undefined || v.cancel_at_period_end !== undefined, {
    message: subscriptionMessages.nothingToChange,
    path: ['plan_id'],
  });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdate>;

/** `POST /api/v1/checkout-session`: the first subscription's hosted checkout. */
export const checkoutSessionInput = z.strictObject({ plan_id: z.uuid() });

/** Where to send the browser: the provider's hosted page. */
export const checkoutSessionCreated = z.object({ checkout_session_id: z.string(), url: z.string() });
export type CheckoutSessionCreated = z.infer<typeof checkoutSessionCreated>;

/** `POST /api/v1/checkout-session/success` (spec §3: checkout confirmation). */
export const checkoutSuccessInput = z.strictObject({ checkout_session_id: z.string().min(1).max(255) });

export const checkoutOutcome = z.object({
  mode: z.enum(['subscription', 'setup']),
  subscription: tenantSubscription,
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcome>;
