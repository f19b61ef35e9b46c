import { describe, expect, it } from 'vitest';
import { intervalProblem, intervalText, mergeIntervals, withinOpeningHours } from './schedule-intervals';

const i = (start_time: string, end_time: string) => ({ start_time, end_time });

describe('intervalProblem', () => {
  it('accepts an interval that ends after it starts and touches nothing', () => {
    expect(intervalProblem(i('09:00', '13:00'), [])).toBeNull();
    expect(intervalProblem(i('14:00', '18:00'), [i('09:00', '13:00')])).toBeNull();
  });

  it('refuses an end at or before the start', () => {
    expect(intervalProblem(i('13:00', '09:00'), [])).toEqual({ kind: 'endBeforeStart' });
    expect(intervalProblem(i('09:00', '09:00'), [])).toEqual({ kind: 'endBeforeStart' });
  });

  it('names the interval it overlaps', () => {
    const other = { id: 'x', ...i('10:00', '13:00') };
    expect(intervalProblem(i('09:00', '10:30'), [other])).toEqual({ kind: 'overlap', with: other });
    expect(intervalProblem(i('11:00', '12:00'), [other])).toEqual({ kind: 'overlap', with: other });
    expect(intervalProblem(i('08:00', '14:00'), [other])).toEqual({ kind: 'overlap', with: other });
  });

  it('lets intervals meet back to back', () => {
    expect(intervalProblem(i('13:00', '14:00'), [i('09:00', '13:00'), i('14:00', '18:00')])).toBeNull();
  });
});

describe('mergeIntervals', () => {
  it('joins contiguous and overlapping intervals and sorts them', () => {
    expect(mergeIntervals([i('14:00', '19:00'), i('08:00', '13:00'), i('13:00', '14:00')])).toEqual([
      i('08:00', '19:00'),
    ]);
    expect(mergeIntervals([i('09:00', '12:00'), i('10:00', '11:00'), i('15:00', '16:00')])).toEqual([
      i('09:00', '12:00'),
      i('15:00', '16:00'),
    ]);
  });
});

describe('withinOpeningHours', () => {
  const opening = [i('08:00', '13:00'), i('13:00', '20:00')];
  it('is true inside one (merged) opening interval', () => {
    expect(withinOpeningHours(i('12:30', '13:30'), opening, true)).toBe(true);
    expect(withinOpeningHours(i('08:00', '20:00'), opening, true)).toBe(true);
  });
  it('is false past the opening hours or on a closed day', () => {
    expect(withinOpeningHours(i('07:00', '09:00'), opening, true)).toBe(false);
    expect(withinOpeningHours(i('09:00', '12:00'), [], true)).toBe(false);
  });
  it('is true when the clinic has no hours at all', () => {
    expect(withinOpeningHours(i('22:00', '23:00'), [], false)).toBe(true);
  });
});

describe('intervalText', () => {
  it('writes start–end', () => expect(intervalText(i('09:00', '13:00'))).toBe('09:00–13:00'));
});
