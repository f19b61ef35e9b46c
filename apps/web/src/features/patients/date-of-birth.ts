import { differenceInYears, format, isValid, parse, parseISO } from 'date-fns';

/**
 * A date of birth as typed (dd/mm/yyyy, spec §3; one-digit day or month accepted) → ISO `YYYY-MM-DD`
 * for the API, or null when it is not a real calendar date in that format. Whether it is plausible
 * (not in the future, not before 1900) is the contract's rule.
 */
export function parseDateOfBirth(text: string): string | null {
  const value = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value)) return null;
  const date = parse(value, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** ISO `YYYY-MM-DD` → dd/mm/yyyy (a calendar date: no time zone involved). */
export function formatDateOfBirth(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/** Age in whole years on `today`. */
export function ageOn(iso: string, today: Date = new Date()): number {
  return differenceInYears(today, parseISO(iso));
}
