import { describe, expect, it } from 'vitest';
import { interventionRegions, interventionTypes } from '@clinica/contracts/interventions';
import { isRegion, isType, regionOptions, typeOptions } from './options';

describe('the list’s types and regions', () => {
  it('are the contract’s, in its order', () => {
    expect(typeOptions).toEqual(interventionTypes);
    expect(regionOptions).toEqual(interventionRegions);
  });

  it('tell a hand-edited address’s value from a real one', () => {
    expect(isType('exercise')).toBe(true);
    expect(isType('massage')).toBe(false);
    expect(isRegion('knee')).toBe(true);
    expect(isRegion('')).toBe(false);
  });
});
