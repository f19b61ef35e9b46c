import type { InterventionRegion, InterventionType } from '@clinica/contracts/interventions';

// The contract's types and regions, written out: importing the contract module would load zod on the
// list, which validates nothing (options.test.ts keeps the two in step).
export const typeOptions: readonly InterventionType[] = ['exercise', 'other'];
export const regionOptions: readonly InterventionRegion[] = [
  'cervical',
  'thoracic',
  'lumbar',
  'shoulder',
  'elbow',
  'wrist_hand',
  'hip',
  'knee',
  'ankle_foot',
  'full_body',
];

export function isType(value: string): value is InterventionType {
  return (typeOptions as readonly string[]).includes(value);
}

export function isRegion(value: string): value is InterventionRegion {
  return (regionOptions as readonly string[]).includes(value);
}
