import { addDays, addMonths, addWeeks, endOfMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** Calendar days are the app's (lib/days.ts): the appointments' modules read them here too. */
export { completeDate, isoDay, parseIsoDay } from '../../lib/days';

/**
 * The calendar works in the clinic's wall-clock time (DESIGN §9: the clinic's zone decides local days
 * and working hours), whatever zone the browser is in. A "wall-clock Date" is a Date whose local
 * fields (year … minute) are the clinic's local time; these convert it to and from the API's instants.
 */
export const defaultTimeZone = 'Europe/Lisbon';

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function zonedFields(ms: number, timeZone: string): Fields {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (+1 h in Lisbon's summer). */
function offsetAt(ms: number, timeZone: string): number {
  const f = zonedFields(ms, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The zone's offsets by quarter hour (a week view converts ~1,600 instants; `formatToParts` is slow):
 * a quarter hour whose two ends share an offset has it throughout — no zone changes its clocks twice
 * in 15 minutes; one with a change inside is worked out per instant. Bounded, cleared when full.
 */
const quarterHour = 900_000;
const quarterOffsets = new Map<string, Map<number, number | null>>();
function steadyOffset(ms: number, timeZone: string): number | null {
  const quarter = Math.floor(ms / quarterHour);
  let zone = quarterOffsets.get(timeZone);
  if (!zone) quarterOffsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const start = offsetAt(quarter * quarterHour, timeZone);
    offset = start === offsetAt((quarter + 1) * quarterHour - 1000, timeZone) ? start : null;
    if (zone.size >= 10_000) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

/** An API instant → the clinic's wall-clock time as a local Date (what the calendar draws). */
export function toWallClock(instant: string | Date, timeZone = defaultTimeZone): Date {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const offset = steadyOffset(ms, timeZone);
  if (offset !== null) {
    const f = new Date(Math.floor(ms / 1000) * 1000 + offset);
    return new Date(
      f.getUTCFullYear(),
      f.getUTCMonth(),
      f.getUTCDate(),
      f.getUTCHours(),
      f.getUTCMinutes(),
      f.getUTCSeconds(),
    );
  }
  const f = zonedFields(ms, timeZone);
  return new Date(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
}

/**
 * A wall-clock Date → the API's instant (UTC ISO). A time the clock skips (the spring DST gap) is
 * read with the offset before the change, as the clocks do (01:30 in Lisbon's gap → 01:30 UTC = 02:30
 * local); a time the clock repeats (autumn) is the first of the two.
 */
export function fromWallClock(wall: Date, timeZone = defaultTimeZone): string {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  );
  // The offsets a few hours either side: around a change they differ, and the wall time may match
  // either (autumn: the earlier is the first of the repeated hour), or neither (spring gap).
  const before = offsetAt(asUtc - 3 * 3_600_000, timeZone);
  const after = offsetAt(asUtc + 3 * 3_600_000, timeZone);
  let ms = asUtc - before;
  if (offsetAt(ms, timeZone) !== before && offsetAt(asUtc - after, timeZone) === after) ms = asUtc - after;
  return new Date(ms).toISOString();
}

/** Whether a wall-clock time exists in the zone that day (false in the spring DST gap). */
export function wallTimeExists(wall: Date, timeZone = defaultTimeZone): boolean {
  const back = toWallClock(fromWallClock(wall, timeZone), timeZone);
  return back.getHours() === wall.getHours() && back.getMinutes() === wall.getMinutes();
}

export const calendarViews = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Weeks start on Monday (Portugal). */
const weekStartsOn = 1;

/**
 * The days a phone's "week" shows: three from the date on, wide enough to read (issue 22, item 8).
 * A desktop's week is Monday to Sunday.
 */
export const compactWeekDays = 3;

/**
 * The wall-clock days a view shows around `date`: [start, end). A month view shows whole weeks; on a
 * phone (`compact`) the week view shows three days from `date`.
 */
export function visibleDays(view: CalendarView, date: Date, compact = false): { start: Date; end: Date } {
  if (view === 'day') {
    const start = startOfDay(date);
    return { start, end: addDays(start, 1) };
  }
  if (view === 'week' && compact) {
    const start = startOfDay(date);
    return { start, end: addDays(start, compactWeekDays) };
  }
  if (view === 'week') {
    const start = startOfWeek(date, { weekStartsOn });
    return { start, end: addDays(start, 7) };
  }
  const start = startOfWeek(startOfMonth(date), { weekStartsOn });
  const lastWeek = startOfWeek(endOfMonth(date), { weekStartsOn });
  return { start, end: addDays(lastWeek, 7) };
}

/** The range read for a view (instants, ≤ 42 days — six weeks at most in a month view). */
export function rangeFor(
  view: CalendarView,
  date: Date,
  timeZone = defaultTimeZone,
  compact = false,
): { from: string; to: string } {
  const { start, end } = visibleDays(view, date, compact);
  return { from: fromWallClock(start, timeZone), to: fromWallClock(end, timeZone) };
}

/** The date the toolbar's arrows go to. */
export function stepDate(view: CalendarView, date: Date, direction: 1 | -1, compact = false): Date {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week' && compact) return addDays(date, direction * compactWeekDays);
  if (view === 'week') return addWeeks(date, direction);
  return addMonths(date, direction);
}

/** "HH:MM" → minutes since midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** "HH:MM" of a wall-clock Date. */
export function hhmm(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
