/** A month picked as a Date (its first day) as the API's "YYYY-MM"; null when not a valid date. */
export function monthKey(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** "2026-10" → "10/2026" (the month as the interface writes it). */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-');
  return `${m}/${year}`;
}

/** A local calendar day "2026-10-05" as dd/mm/yyyy (no time zone shift: it is a day, not an instant). */
export function formatLocalDay(day: string | null): string {
  if (!day) return '—';
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}
