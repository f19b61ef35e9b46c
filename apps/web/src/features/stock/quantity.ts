/**
 * A product's quantities are integer thousandths of its unit (decision 041): 0,25 l is 250. Typed with
 * Portugal's decimal comma (a point is accepted too), at most three decimals.
 */
const MILLI = 1000;

/** «0,25» or «0.25» → 250; «-1» → -1000; null when it is not a number with up to 3 decimals. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(-)?(\d{1,9})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const milli = Number(match[2]) * MILLI + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] ? -milli : milli;
}

/** 250 → «0,25»; 1500 → «1,5»; 2000 → «2»; -1000 → «−1» (no trailing zeros). */
export function formatQuantity(milli: number): string {
  const abs = Math.abs(milli);
  const fraction = String(abs % MILLI)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${milli < 0 ? '−' : ''}${Math.floor(abs / MILLI)}${fraction ? `,${fraction}` : ''}`;
}

/** A threshold typed in its box: blank → null (none); otherwise its thousandths, or NaN when invalid. */
export function parseThreshold(text: string): number | null {
  if (text.trim() === '') return null;
  const milli = parseQuantity(text);
  return milli === null || milli < 0 ? Number.NaN : milli;
}
