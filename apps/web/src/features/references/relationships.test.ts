import { describe, expect, it } from 'vitest';
import { referenceRelationships } from '@clinica/contracts/references';
import { isRelationship, relationships } from './relationships';

describe('reference relationships', () => {
  it('are the contract’s, in its order', () => {
    expect(relationships).toEqual([...referenceRelationships]);
  });

  it('tell a relationship from anything else in the address', () => {
    expect(isRelationship('family_member')).toBe(true);
    expect(isRelationship('toString')).toBe(false);
    expect(isRelationship('')).toBe(false);
  });
});
