import type {
  CheckoutOutcome,
  CheckoutSessionCreated,
  SubscriptionUpdate,
  TenantSubscription,
} from '@clinica/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/tenants/{id}/subscription */
export function getSubscription(tenantId: string, signal?: AbortSignal): Promise<TenantSubscription> {
  return apiRequest<TenantSubscription>(`/api/v1/tenants/${tenantId}/subscription`, { signal });
}

/** PUT /api/v1/tenants/{id}/subscription: another plan, or cancel / resume at the period's end. */
export function updateSubscription(tenantId: string, body: SubscriptionUpdate): Promise<TenantSubscription> {
  return apiRequest<TenantSubscription>(`/api/v1/tenants/${tenantId}/subscription`, {
    method: 'PUT',
    json: body,
  });
}

/** PUT /api/v1/tenants/{id}/subscription/card: the hosted page that saves another card. */
export function startCardChange(tenantId: string): Promise<CheckoutSessionCreated> {
  return apiRequest<CheckoutSessionCreated>(`/api/v1/tenants/${tenantId}/subscription/card`, {
    method: 'PUT',
    json: {},
  });
}

/** POST /api/v1/checkout-session: the hosted checkout of a plan. */
export function startCheckout(planId: string): Promise<CheckoutSessionCreated> {
  return apiRequest<CheckoutSessionCreated>('/api/v1/checkout-session', {
    method: 'POST',
    json: { plan_id: planId },
  });
}

/** POST /api/v1/checkout-session/success: the provider confirms the session (spec §3). */
export function confirmCheckout(checkoutSessionId: string): Promise<CheckoutOutcome> {
  return apiRequest<CheckoutOutcome>('/api/v1/checkout-session/success', {
    method: 'POST',
    json: { checkout_session_id: checkoutSessionId },
  });
}
