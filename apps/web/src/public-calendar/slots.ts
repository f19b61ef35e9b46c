/** The free slots as the page shows them (pure, tested in slots.test.ts): days and times in the clinic's zone. */

export interface Slot {
  starts_at: string;
  ends_at: string;
  professional_id: string;
}

export interface DaySlots {
  /** The clinic's local date, yyyy-mm-dd. */
  date: string;
  /** Distinct starts (instants, ISO), earliest first: with «Qualquer profissional» two people free at 10:00 are one time. */
  starts: string[];
}

const dayParts = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as yyyy-mm-dd. */
export function localDate(instant: string | Date, timeZone: string): string {
  let format = dayParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayParts.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Slots grouped by the clinic's calendar day, days and times in order, each start once. */
export function groupByDay(slots: readonly Slot[], timeZone: string): DaySlots[] {
  const byDay = new Map<string, Set<string>>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const slot of sorted) {
    const iso = new Date(slot.starts_at).toISOString();
    const date = localDate(iso, timeZone);
    let starts = byDay.get(date);
    if (!starts) byDay.set(date, (starts = new Set()));
    starts.add(iso);
  }
  return [...byDay].map(([date, starts]) => ({ date, starts: [...starts] }));
}

/** Adds a later window's days to those shown (a day cut by the window's edge is joined). */
export function mergeDays(shown: readonly DaySlots[], more: readonly DaySlots[]): DaySlots[] {
  const byDay = new Map(shown.map((d) => [d.date, d.starts]));
  for (const d of more) byDay.set(d.date, [...new Set([...(byDay.get(d.date) ?? []), ...d.starts])].sort());
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, starts]) => ({ date, starts }));
}

/** «30/11/2026», the date in the clinic's zone. */
export function dateLabel(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(instant));
}

/** «segunda-feira, 30/11/2026» (pt-PT) or «Monday, 30/11/2026» (en-GB), the date in the clinic's zone. */
export function dayLabel(instant: string, timeZone: string, locale: string): string {
  const d = new Date(instant);
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' }).format(d);
  return `${weekday}, ${dateLabel(instant, timeZone, locale)}`;
}

/** «seg., 30/11» for the day buttons. */
export function shortDayLabel(instant: string, timeZone: string, locale: string): string {
  const d = new Date(instant);
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }).format(d);
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit' }).format(d);
  return `${weekday} ${date}`;
}

/** 24-hour «09:15» in the clinic's zone. */
export function timeLabel(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-PT', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** A day and time in full: «segunda-feira, 30/11/2026, 09:15». */
export function whenLabel(instant: string, timeZone: string, locale: string): string {
  return `${dayLabel(instant, timeZone, locale)}, ${timeLabel(instant, timeZone)}`;
}

/** The days each request for more slots covers. */
export const WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * The next window to ask for: from `from` for WINDOW_DAYS, never past the clinic's horizon (counted
 * from `now`); null when the horizon is reached.
 */
export function nextWindow(from: Date, now: Date, horizonDays: number): { from: Date; to: Date } | null {
  const end = now.getTime() + horizonDays * DAY_MS;
  if (from.getTime() >= end) return null;
  return { from, to: new Date(Math.min(from.getTime() + WINDOW_DAYS * DAY_MS, end)) };
}

export function formatPrice(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
