/**
 * Query keys of the payments feature (DESIGN §6). A payment changes what documents owe, so a write
 * refreshes the payments, every current account and the invoicing documents (their lists and pages).
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  list: (query: Record<string, unknown>) => ['payments', 'list', query] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
  /** Under `payments`: recording or cancelling a payment refreshes the accounts too. */
  account: (patientId: string) => ['payments', 'current-account', patientId] as const,
  patient: (id: string) => ['patients', 'payment-customer', id] as const,
  services: ['services', 'payment-advance'] as const,
};
