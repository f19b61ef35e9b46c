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
