import type { ReferenceRelationship } from '@clinica/contracts/references';

// Written out rather than imported: the list page validates nothing, and importing the contract module
// would load zod with it. The `satisfies` makes the compiler insist on every relationship of the
// contract, and relationships.test.ts on the same order.
const order = {
  doctor: 0,
  family_member: 1,
  friend: 2,
  other: 3,
} as const satisfies Record<ReferenceRelationship, number>;

/** Who sent a patient (spec §3 Reference): doctor, family member, friend or other. */
export const relationships = Object.keys(order) as ReferenceRelationship[];

export function isRelationship(value: string): value is ReferenceRelationship {
  return Object.hasOwn(order, value);
}
