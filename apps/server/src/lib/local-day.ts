/** The calendar day (`YYYY-MM-DD`, comparable as text) of an instant in a clinic's time zone. */
export const localDay = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/**
 * Whether a list's date range (`from`/`to`, inclusive, either open) holds a fixed set of days: the money
 * totals of a list are summed only then (issue 41), so that they cost what the period costs and never
 * what the clinic's whole history costs.
 */
export const closedRange = (f: { from?: string; to?: string }): boolean => Boolean(f.from && f.to);

/** Whether `day` lies in the range (`from`/`to` inclusive, either open). */
export const inRange = (day: string, f: { from?: string; to?: string }): boolean =>
  (!f.from || day >= f.from) && (!f.to || day <= f.to);

/** A time zone's offset from UTC at an instant, in minutes (Lisbon: 0 in winter, 60 in summer). */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
