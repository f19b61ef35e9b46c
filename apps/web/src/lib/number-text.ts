/**
 * Numbers typed in text boxes (sets, loads, doses): text so that «12,5» (Portugal's decimal comma) and
 * an empty box are both possible. Shared by the sessions and the home programme's forms.
 */

/** Typed text → a number for the contract: blank → null, «12,5» → 12.5, anything else → NaN (refused). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** A stored number back in its text box: null → empty, 12.5 → «12,5». */
export const numberText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
