/** The one place dates, times and money are formatted (DESIGN §6): dd/mm/yyyy, 24-hour, euros. */
export const defaultTimeZone = 'Europe/Lisbon';

export function formatDate(value: Date | string, timeZone = defaultTimeZone): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('pt-PT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

export function formatTime(value: Date | string, timeZone = defaultTimeZone): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('pt-PT', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A measured number as Portugal writes it: 45,5 · −10 · 1200 (decimal comma, no grouping). */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/**
 * A count in the interface's language, always grouped: «1 000» in Portuguese (a non-breaking space, as the
 * Portuguese style guides group thousands; Intl leaves 4-digit numbers ungrouped), "1,000" in English.
 */
export function formatCount(value: number, locale: 'pt' | 'en'): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'pt-PT', { useGrouping: 'always' }).format(value);
}

/** Bytes as people read them: 512 B, 68 KB, 1,5 MB (Portuguese decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** A share as a whole percentage: 0.667 → «67%». */
export function formatPercent(ratio: number): string {
  return new Intl.NumberFormat('pt-PT', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

/** A calendar date (`YYYY-MM-DD`, no time zone involved) as «dd/mm», `days` later when given. */
export function formatDayMonth(date: string, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
}
