import { describe, expect, it } from 'vitest';
import { formatEuros } from './format';
import { centsToInput, parseEuros } from './price';

describe('parseEuros', () => {
  it('reads euros with a decimal comma, as typed in Portugal', () => {
    expect(parseEuros('45,00')).toBe(4500);
    expect(parseEuros('45,5')).toBe(4550);
    expect(parseEuros('0,99')).toBe(99);
    expect(parseEuros('45')).toBe(4500);
    expect(parseEuros('1 234,56')).toBe(123456);
    expect(parseEuros('1.234,56')).toBe(123456);
    expect(parseEuros('45,00 €')).toBe(4500);
    expect(parseEuros(' € 12,30 ')).toBe(1230);
  });

  it('accepts a decimal point too, and a point before three digits as thousands', () => {
    expect(parseEuros('45.50')).toBe(4550);
    expect(parseEuros('45.5')).toBe(4550);
    expect(parseEuros('1,234.56')).toBe(123456);
    expect(parseEuros('1.250')).toBe(125000);
    expect(parseEuros('1.250.000')).toBe(125000000);
  });

  it('refuses what is not an amount in cents', () => {
    for (const bad of ['', ' ', 'abc', '-5', '45,005', '4,5,6', '12a', ',50', '€']) {
      expect(parseEuros(bad), bad).toBeNull();
    }
  });

  it('round-trips with the edit format and the display format', () => {
    for (const cents of [0, 5, 99, 4500, 123456]) {
      expect(parseEuros(centsToInput(cents))).toBe(cents);
    }
    expect(centsToInput(4500)).toBe('45,00');
    expect(centsToInput(123456)).toBe('1234,56');
    // What the list shows ("45,00 €") can be pasted back.
    expect(parseEuros(formatEuros(4500))).toBe(4500);
    expect(parseEuros(formatEuros(123456))).toBe(123456);
  });
});
