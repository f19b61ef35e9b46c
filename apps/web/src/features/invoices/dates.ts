/** Calendar days: `lib/days.ts`; this feature adds today in the clinic's zone. */

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
