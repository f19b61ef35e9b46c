import { describe, expect, it } from 'vitest';
import { wallTime } from '@clinica/contracts/clinics';
import { normaliseTime } from './time-input';

describe('normaliseTime', () => {
  it('writes the usual ways of typing a time as HH:MM', () => {
    expect(normaliseTime('9')).toBe('09:00');
    expect(normaliseTime('9:30')).toBe('09:30');
    expect(normaliseTime(' 09:30 ')).toBe('09:30');
    expect(normaliseTime('9h30')).toBe('09:30');
    expect(normaliseTime('13h')).toBe('13:00');
    expect(normaliseTime('0930')).toBe('09:30');
    expect(normaliseTime('9.30')).toBe('09:30');
    expect(normaliseTime('23:59')).toBe('23:59');
    expect(normaliseTime('0:00')).toBe('00:00');
  });

  it('leaves what is not a time for the contract to refuse', () => {
    for (const bad of ['24:00', '12:60', 'abc', '', '9:5', '1:2:3']) {
      expect(wallTime.safeParse(normaliseTime(bad)).success, bad).toBe(false);
    }
  });
});
