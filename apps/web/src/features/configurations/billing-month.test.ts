import { describe, expect, it } from 'vitest';
import { formatLocalDay, formatMonth, monthKey } from './billing-month';

describe('billing month', () => {
  it('writes a picked month as the API asks, and reads it back as mm/yyyy', () => {
    expect(monthKey(new Date(2026, 0, 1))).toBe('2026-01');
    expect(monthKey(new Date(2026, 9, 31))).toBe('2026-10');
    expect(monthKey(null)).toBeNull();
    expect(monthKey(new Date('x'))).toBeNull();
    expect(formatMonth('2026-10')).toBe('10/2026');
    expect(formatLocalDay('2026-10-05')).toBe('05/10/2026');
    expect(formatLocalDay(null)).toBe('—');
  });
});
