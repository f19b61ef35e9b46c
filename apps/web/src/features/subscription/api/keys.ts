/** Query keys of the subscription (DESIGN §6: one keys.ts per feature). */
export const subscriptionKeys = {
  plans: ['subscription-plans'] as const,
  /** Under the tenant's key: a change to the tenant refreshes it too. */
  subscription: (tenantId: string) => ['tenant', tenantId, 'subscription'] as const,
};
