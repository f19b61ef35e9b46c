import type { SubscriptionPlan } from '@clinica/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';

/** GET /subscriptions (public): the plans on offer. */
export async function listPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  return (await apiRequest<{ items: SubscriptionPlan[] }>('/subscriptions', { signal })).items;
}
