import { describe, expect, it } from 'vitest';
import { ListTotals } from './list-totals.js';

describe('list totals kept under the patient-list version', () => {
  it('counts a key once, counts again under a new version, and stays bounded', async () => {
    const totals = new ListTotals(3);
    let counted = 0;
    const count = (n: number) => async () => {
      counted++;
      return n;
    };
    expect(await totals.total('t|7|a', count(50_000))).toBe(50_000);
    expect(await totals.total('t|7|a', count(49_999))).toBe(50_000);
    expect(counted).toBe(1);
    // A write moved the version: the key is new, the total counted afresh.
    expect(await totals.total('t|8|a', count(49_999))).toBe(49_999);
    expect(await totals.total('t|8|b', count(40))).toBe(40);
    expect(counted).toBe(3);
    // Full (3 keys): the next new key starts over, so old versions' totals do not pile up.
    expect(await totals.total('t|9|a', count(1))).toBe(1);
    expect(await totals.total('t|8|a', count(2))).toBe(2);
    expect(counted).toBe(5);
  });
});
