/** Calendar days (`YYYY-MM-DD`) and the pickers' wall-clock dates. */

export function isoDay(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** A date typed in full (a four-digit year): while «25/11/2» is being typed nothing is sent for it. */
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
