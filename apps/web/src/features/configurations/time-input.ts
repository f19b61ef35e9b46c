/**
 * A 24-hour time typed by hand ("9", "9:30", "09h30", "0930", "9.30") as the API's "HH:MM";
 * anything else is returned trimmed, for the contract's wallTime rule to reject.
 */
export function normaliseTime(value: string): string {
  const text = value.trim();
  const match = /^(\d{1,2})(?:[:hH.]?(\d{2}))?[hH]?$/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
