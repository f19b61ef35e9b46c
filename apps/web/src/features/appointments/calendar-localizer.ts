import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { pt } from 'date-fns/locale/pt';
import { dateFnsLocalizer, type DateLocalizer } from 'react-big-calendar';

/**
 * react-big-calendar's localizer (date-fns formats, weeks from Monday) with fast date comparisons.
 *
 * The calendar compares dates several times per event and per day column (a week of 800
 * appointments: ~30,000 comparisons per render). The library's own `startOf`, on which every
 * comparison, `inRange`, `merge` and `diff` rest, builds half a dozen Dates through string-named
 * setters each time — about a third of the render's script (issue 7 §9, docs/performance.md). These
 * do the same arithmetic on numbers for the units the views use (milliseconds to day) and hand
 * anything else (week, month, year) to the library; calendar-localizer.test.ts holds both to the
 * same answers, DST days included.
 */
type Unit = string | undefined;
type Comparer = (a: Date, b: Date, unit?: Unit) => boolean;

/** The library's own localizer: date-fns formats in Portuguese or British English, weeks from Monday. */
export const libraryLocalizer = (): DateLocalizer =>
  dateFnsLocalizer({
    format,
    parse,
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
    getDay,
    locales: { pt, 'en-GB': enGB },
  });

const base = libraryLocalizer();
const slow = {
  startOf: base.startOf.bind(base) as (d: Date, unit?: Unit, firstOfWeek?: number) => Date,
  diff: base.diff.bind(base) as (a: Date, b: Date, unit?: Unit) => number,
};

const millisecondsIn: Readonly<Record<string, number>> = {
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  day: 86_400_000,
};

/**
 * Local midnight and the minute's start before an instant: the week view asks them ~25,000 times per
 * render (each day column tests every event) about a few dozen distinct instants, so the answers are
 * kept (bounded; a browser whose zone changes meanwhile keeps the old ones until the page is loaded
 * again). Computed as the library does (local fields), so DST days answer the same.
 */
function remembered(compute: (ms: number) => number) {
  const answers = new Map<number, number>();
  return (ms: number): number => {
    let answer = answers.get(ms);
    if (answer === undefined) {
      answer = compute(ms);
      if (answers.size >= 10_000) answers.clear();
      answers.set(ms, answer);
    }
    return answer;
  };
}
const midnight = remembered((ms) => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
});
const minuteStart = remembered((ms) => new Date(ms).setSeconds(0, 0));

/** The start of `unit` containing `d`, in epoch milliseconds (the library's `+startOf(d, unit)`). */
function floor(d: Date, unit: Unit): number {
  switch (unit) {
    case undefined:
    case 'milliseconds':
      return +d;
    case 'minutes':
      return minuteStart(+d);
    case 'seconds':
      return new Date(+d).setMilliseconds(0);
    case 'hours':
      return new Date(+d).setMinutes(0, 0, 0);
    case 'day':
      return midnight(+d);
    default:
      return +slow.startOf(d, unit);
  }
}

const comparer =
  (test: (a: number, b: number) => boolean): Comparer =>
  (a, b, unit) =>
    test(floor(a, unit), floor(b, unit));
const eq = comparer((a, b) => a === b);
const neq = comparer((a, b) => a !== b);
const gt = comparer((a, b) => a > b);
const gte = comparer((a, b) => a >= b);
const lt = comparer((a, b) => a < b);
const lte = comparer((a, b) => a <= b);

const fast = {
  eq,
  neq,
  gt,
  gte,
  lt,
  lte,
  startOf(d: Date, unit?: Unit, firstOfWeek?: number): Date {
    return unit === undefined || unit === 'milliseconds' || unit in millisecondsIn
      ? new Date(floor(d, unit))
      : slow.startOf(d, unit, firstOfWeek);
  },
  inRange(day: Date, min?: Date | null, max?: Date | null, unit: Unit = 'day'): boolean {
    return (!min || gte(day, min, unit)) && (!max || lte(day, max, unit));
  },
  /** `date`'s day at `time`'s time of day. */
  merge(date: Date | null, time: Date | null): Date | null {
    if (time == null && date == null) return null;
    const d = date ?? new Date();
    const t = time ?? new Date();
    return new Date(
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      t.getHours(),
      t.getMinutes(),
      t.getSeconds(),
      t.getMilliseconds(),
    );
  },
  diff(a: Date, b: Date, unit?: Unit): number {
    if (!unit || unit === 'milliseconds') return Math.abs(+a - +b);
    const ms = millisecondsIn[unit];
    if (ms === undefined) return slow.diff(a, b, unit);
    return Math.round(Math.abs(floor(a, unit) / ms - floor(b, unit) / ms));
  },
  isSameDate(a: Date, b: Date): boolean {
    return floor(a, 'day') === floor(b, 'day');
  },
  continuesPrior(start: Date, first: Date): boolean {
    return lt(start, first, 'day');
  },
  continuesAfter(start: Date, end: Date, last: Date): boolean {
    return eq(start, end, 'minutes') ? gte(end, last, 'minutes') : gt(end, last, 'minutes');
  },
  inEventRange({
    event: { start, end },
    range: { start: rangeStart, end: rangeEnd },
  }: {
    event: { start: Date; end: Date };
    range: { start: Date; end: Date };
  }): boolean {
    const eventDay = floor(start, 'day');
    const startsBeforeEnd = eventDay <= floor(rangeEnd, 'day');
    const endMinute = floor(end, 'minutes');
    const rangeStartMinute = floor(rangeStart, 'minutes');
    // A zero-length event at midnight still shows on its day.
    const endsAfterStart =
      eventDay !== endMinute ? endMinute > rangeStartMinute : endMinute >= rangeStartMinute;
    return startsBeforeEnd && endsAfterStart;
  },
};

/** The library's localizer with the fast comparisons above (the instance's own methods are replaced). */
export const localizer: DateLocalizer = Object.assign(base, fast);
