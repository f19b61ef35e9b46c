/** Calendar days (`YYYY-MM-DD`) and the pickers' wall-clock dates, for every list and form. */

/** `YYYY-MM-DD` of a wall-clock Date (the address's `date`). */
export function isoDay(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/**
 * A date typed (or picked) in full: valid, with a four-digit year from 1900 on. While a person types
 * 25/11/2 the picker already answers a valid date in the year 2; nothing may be sent for it yet.
 */
export function completeDate(value: Date | null): value is Date {
  return (
    value !== null &&
    !Number.isNaN(value.getTime()) &&
    value.getFullYear() >= 1900 &&
    value.getFullYear() <= 2199
  );
}

/** `YYYY-MM-DD` → a wall-clock Date at midnight; anything else → null. */
export function parseIsoDay(value: string | null): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDay(date) === value ? date : null;
}

/** Today in the clinic's time zone, as `YYYY-MM-DD` (the default invoice date). */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The month of a day (`YYYY-MM-DD`) as a list's date filter, first and last day inclusive: the money lists
 * (documents, payments, expenses) open on this month, the period their totals sum (issue 41).
 */
export function monthOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}
