import { describe, expect, it } from 'vitest';
import {
  completeDate,
  fromWallClock,
  isoDay,
  parseIsoDay,
  rangeFor,
  stepDate,
  toWallClock,
  visibleDays,
  wallTimeExists,
} from './time';

const wall = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const fields = (date: Date) => [
  date.getFullYear(),
  date.getMonth() + 1,
  date.getDate(),
  date.getHours(),
  date.getMinutes(),
];

describe('wall clock ↔ instant (Europe/Lisbon)', () => {
  it('winter is UTC, summer is UTC+1', () => {
    expect(fromWallClock(wall(2026, 1, 15, 9, 0))).toBe('2026-01-15T09:00:00.000Z');
    expect(fromWallClock(wall(2026, 7, 15, 9, 0))).toBe('2026-07-15T08:00:00.000Z');
    expect(fields(toWallClock('2026-07-15T08:00:00.000Z'))).toEqual([2026, 7, 15, 9, 0]);
    expect(fields(toWallClock('2026-01-15T09:00:00Z'))).toEqual([2026, 1, 15, 9, 0]);
  });

  it('the March DST Sunday: 09:00 is summer time, 01:30 does not exist', () => {
    // 29 March 2026: 01:00 WET → 02:00 WEST.
    expect(fromWallClock(wall(2026, 3, 29, 9, 0))).toBe('2026-03-29T08:00:00.000Z');
    expect(fromWallClock(wall(2026, 3, 29, 0, 30))).toBe('2026-03-29T00:30:00.000Z');
    expect(fromWallClock(wall(2026, 3, 29, 3, 0))).toBe('2026-03-29T02:00:00.000Z');
    expect(wallTimeExists(wall(2026, 3, 29, 1, 30))).toBe(false);
    expect(wallTimeExists(wall(2026, 3, 29, 9, 0))).toBe(true);
    // The gap reads as the clocks do: 01:30 with the winter offset, shown as 02:30.
    expect(fromWallClock(wall(2026, 3, 29, 1, 30))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('the October DST Sunday: the repeated hour is its first occurrence', () => {
    // 25 October 2026: 02:00 WEST → 01:00 WET, so 01:00–02:00 happens twice.
    expect(fromWallClock(wall(2026, 10, 25, 1, 30))).toBe('2026-10-25T00:30:00.000Z');
    expect(fromWallClock(wall(2026, 10, 25, 9, 0))).toBe('2026-10-25T09:00:00.000Z');
    expect(fromWallClock(wall(2026, 10, 24, 9, 0))).toBe('2026-10-24T08:00:00.000Z');
    expect(fields(toWallClock('2026-10-25T00:30:00Z'))).toEqual([2026, 10, 25, 1, 30]);
    expect(fields(toWallClock('2026-10-25T01:30:00Z'))).toEqual([2026, 10, 25, 1, 30]);
    expect(wallTimeExists(wall(2026, 10, 25, 1, 30))).toBe(true);
  });

  it('round-trips every quarter hour of both DST weeks', () => {
    for (const [y, m, d] of [
      [2026, 3, 26],
      [2026, 10, 22],
    ] as const) {
      for (let q = 0; q < 7 * 96; q++) {
        const w = new Date(y, m - 1, d, 0, q * 15);
        if (!wallTimeExists(w)) continue;
        expect(fields(toWallClock(fromWallClock(w)))).toEqual(fields(w));
      }
    }
  });

  it('another zone (the clinic decides, not the browser)', () => {
    expect(fromWallClock(wall(2026, 7, 15, 9, 0), 'Atlantic/Azores')).toBe('2026-07-15T09:00:00.000Z');
  });

  it('reads every instant as Intl does, minute by minute across the DST nights (the cached offsets)', () => {
    for (const timeZone of ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores']) {
      const intl = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      for (const night of [Date.UTC(2026, 2, 28, 20), Date.UTC(2026, 9, 24, 20)])
        for (let ms = night; ms < night + 8 * 3_600_000; ms += 60_000 + 7_000) {
          const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
          expect(fields(toWallClock(new Date(ms), timeZone)), `${timeZone} ${ms}`).toEqual([
            p.year,
            p.month,
            p.day,
            p.hour,
            p.minute,
          ]);
        }
    }
  });
});

describe('visible range per view', () => {
  const thursday = wall(2026, 3, 26, 15, 0);

  it('day: that day', () => {
    const { start, end } = visibleDays('day', thursday);
    expect([isoDay(start), isoDay(end)]).toEqual(['2026-03-26', '2026-03-27']);
  });

  it('week: Monday to the next Monday; the DST week is 167 hours long', () => {
    const { start, end } = visibleDays('week', thursday);
    expect([isoDay(start), isoDay(end)]).toEqual(['2026-03-23', '2026-03-30']);
    expect(rangeFor('week', thursday)).toEqual({
      from: '2026-03-23T00:00:00.000Z',
      to: '2026-03-29T23:00:00.000Z',
    });
  });

  it("a phone's week: three days from the date, across the DST change, stepping three at a time", () => {
    const { start, end } = visibleDays('week', thursday, true);
    expect([isoDay(start), isoDay(end)]).toEqual(['2026-03-26', '2026-03-29']);
    // Saturday 28 to Tuesday 31 March: the clocks go forward on the 29th, so 71 hours.
    expect(rangeFor('week', wall(2026, 3, 28), 'Europe/Lisbon', true)).toEqual({
      from: '2026-03-28T00:00:00.000Z',
      to: '2026-03-30T23:00:00.000Z',
    });
    expect(isoDay(stepDate('week', thursday, 1, true))).toBe('2026-03-29');
    expect(isoDay(stepDate('week', thursday, -1, true))).toBe('2026-03-23');
  });

  it('month: whole weeks around the month, never more than 42 days', () => {
    const { start, end } = visibleDays('month', thursday);
    expect([isoDay(start), isoDay(end)]).toEqual(['2026-02-23', '2026-04-06']);
    for (let m = 0; m < 24; m++) {
      const r = rangeFor('month', new Date(2026, m, 10));
      expect(Date.parse(r.to) - Date.parse(r.from)).toBeLessThanOrEqual(42 * 86_400_000);
    }
    expect(rangeFor('month', wall(2026, 10, 10))).toEqual({
      from: '2026-09-27T23:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
  });

  it('steps by a day, a week or a month', () => {
    expect(isoDay(stepDate('day', thursday, 1))).toBe('2026-03-27');
    expect(isoDay(stepDate('week', thursday, -1))).toBe('2026-03-19');
    expect(isoDay(stepDate('month', wall(2026, 1, 31), 1))).toBe('2026-02-28');
  });

  it('reads only real dates from the address', () => {
    expect(parseIsoDay('2026-02-28')?.getDate()).toBe(28);
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('28/02/2026')).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
  });
});

describe('completeDate', () => {
  it('is a whole date only once the year has four digits', () => {
    // What the picker answers while 25/11/2 and 25/11/202 are typed (years 2 and 202).
    const typing = (year: number) => {
      const d = new Date(2026, 10, 25);
      d.setFullYear(year);
      return d;
    };
    expect(completeDate(typing(2))).toBe(false);
    expect(completeDate(typing(202))).toBe(false);
    expect(completeDate(new Date(2026, 10, 25))).toBe(true);
    expect(completeDate(new Date(Number.NaN))).toBe(false);
    expect(completeDate(null)).toBe(false);
  });
});
