import type { Me } from '@clinica/contracts/auth';

export interface SetupTotals {
  clinics: number;
  services: number;
  professionals: number;
}

export type FirstStepId = 'clinic' | 'service' | 'professional';

export interface FirstStep {
  id: FirstStepId;
  to: string;
  done: boolean;
}

/** The first-steps guide of a new clinic: each step is done once the clinic has one of its kind. */
export function firstSteps(totals: SetupTotals): FirstStep[] {
  return [
    { id: 'clinic', to: '/configurations/clinics', done: totals.clinics > 0 },
    { id: 'service', to: '/services', done: totals.services > 0 },
    { id: 'professional', to: '/configurations/users', done: totals.professionals > 0 },
  ];
}

export interface TrialState {
  endsAt: string;
  /** Whole days left, counting a part of a day as a day; 0 once it has ended. */
  daysLeft: number;
  ended: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The trial notice's facts, or null when the tenant is not on a trial. */
export function trialState(
  subscription: Me['tenant']['subscription'] | undefined,
  now: Date,
): TrialState | null {
  if (!subscription || subscription.status !== 'trialing' || !subscription.trial_ends_at) return null;
  const left = new Date(subscription.trial_ends_at).getTime() - now.getTime();
  return {
    endsAt: subscription.trial_ends_at,
    daysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
    ended: left <= 0,
  };
}
