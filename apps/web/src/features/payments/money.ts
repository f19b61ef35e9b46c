/**
 * Euros typed in a text box, as Portugal writes them: «45», «45,5», «45,50» (a point is taken too, and
 * a thousands space is ignored). Cents are what the contract carries.
 */

/** Typed text → cents: blank → null, «12,50» → 1250, anything else (three decimals, letters) → NaN. */
export function parseEuros(text: string): number | null {
  const trimmed = text.replace(/[\s\u00a0€]/g, '');
  if (trimmed === '') return null;
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Cents back in a text box: 1250 → «12,50». */
export const eurosText = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
