import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, parseThreshold } from './quantity';

describe('quantities in thousandths of the unit', () => {
  it('reads a decimal comma or point, up to three decimals', () => {
    expect(parseQuantity('0,25')).toBe(250);
    expect(parseQuantity('0.25')).toBe(250);
    expect(parseQuantity(' 12 ')).toBe(12_000);
    expect(parseQuantity('1,005')).toBe(1005);
    expect(parseQuantity('-1,5')).toBe(-1500);
    for (const bad of ['', '1,2345', 'abc', '1,', ',5', '1 000']) expect(parseQuantity(bad)).toBeNull();
  });

  it('writes them back without trailing zeros', () => {
    expect([250, 1500, 2000, 1005, 0, -1000].map(formatQuantity)).toEqual([
      '0,25',
      '1,5',
      '2',
      '1,005',
      '0',
      '−1',
    ]);
  });

  it('takes a blank threshold as none and refuses a negative one', () => {
    expect(parseThreshold('')).toBeNull();
    expect(parseThreshold('2,5')).toBe(2500);
    expect(parseThreshold('-1')).toBeNaN();
  });
});
