import { describe, expect, it } from 'vitest';
import { libraryLocalizer, localizer } from './calendar-localizer';

/** The fast comparisons answer exactly what react-big-calendar's own date arithmetic answers. */
const library = libraryLocalizer() as unknown as Record<string, (...args: unknown[]) => unknown>;
const fast = localizer as unknown as Record<string, (...args: unknown[]) => unknown>;

// Around both of Lisbon's DST changes, midnights, month ends, and ordinary hours (the browser's zone
// is the test process's; the comparisons are about local fields, whatever the zone).
const dates = [
  new Date(2026, 2, 28, 23, 59, 59, 999),
  new Date(2026, 2, 29, 0, 0),
  new Date(2026, 2, 29, 0, 30),
  new Date(2026, 2, 29, 2, 30),
  new Date(2026, 2, 29, 9, 0),
  new Date(2026, 9, 25, 0, 0),
  new Date(2026, 9, 25, 1, 30),
  new Date(Date.UTC(2026, 9, 25, 0, 30)),
  new Date(Date.UTC(2026, 9, 25, 1, 30)),
  new Date(2026, 9, 25, 23, 59),
  new Date(2027, 5, 7, 8, 0),
  new Date(2027, 5, 7, 8, 0, 30),
  new Date(2027, 5, 7, 8, 45),
  new Date(2027, 5, 7, 9, 0),
  new Date(2027, 5, 8, 0, 0),
  new Date(2027, 5, 30, 23, 59, 59),
  new Date(2027, 6, 1, 0, 0),
  new Date(2027, 11, 31, 12, 0),
];
const units = [undefined, 'milliseconds', 'seconds', 'minutes', 'hours', 'day', 'week', 'month', 'year'];

describe('calendar localizer', () => {
  it('compares, floors and measures like the library for every unit', () => {
    for (const unit of units)
      for (const a of dates) {
        expect(+(fast.startOf!(a, unit, 1) as Date), `startOf ${unit} ${a.toString()}`).toBe(
          +(library.startOf!(a, unit, 1) as Date),
        );
        for (const b of dates)
          for (const name of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'diff'])
            expect(fast[name]!(a, b, unit), `${name} ${unit} ${a.toString()} ${b.toString()}`).toBe(
              library[name]!(a, b, unit),
            );
      }
  });

  it('ranges, merges and day tests like the library', () => {
    for (const a of dates)
      for (const b of dates) {
        expect(+(fast.merge!(a, b) as Date)).toBe(+(library.merge!(a, b) as Date));
        expect(fast.isSameDate!(a, b)).toBe(library.isSameDate!(a, b));
        expect(fast.continuesPrior!(a, b)).toBe(library.continuesPrior!(a, b));
        for (const c of dates) {
          for (const unit of ['day', 'minutes', undefined])
            expect(fast.inRange!(a, b, c, unit)).toBe(library.inRange!(a, b, c, unit));
          expect(fast.continuesAfter!(a, b, c)).toBe(library.continuesAfter!(a, b, c));
          const args = { event: { start: a, end: b }, range: { start: c, end: b } };
          expect(fast.inEventRange!(args)).toBe(library.inEventRange!(args));
        }
      }
    expect(fast.merge!(null, null)).toBeNull();
  });
});
