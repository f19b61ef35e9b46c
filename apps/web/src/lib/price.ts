/**
 * Prices are typed in euros the Portuguese way ("45,00", "1 234,5", "1.234,50") or with a point
 * ("45.50"), and travel as integer cents (DESIGN §4). Returns null when the text is not an amount
 * with at most two decimals.
 */
export function parseEuros(text: string): number | null {
  let value = text.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '');
  if (value === '' || !/^\d[\d.,]*$/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  let decimalSep: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalSep = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0) decimalSep = value.split(',').length === 2 ? ',' : null;
  // A lone point followed by exactly three digits is a thousands separator ("1.250" is 1250 €).
  else if (lastDot >= 0) decimalSep = /^\d+\.\d{3}$/.test(value) || value.split('.').length > 2 ? null : '.';

  let whole = value;
  let fraction = '';
  if (decimalSep) {
    const at = value.lastIndexOf(decimalSep);
    whole = value.slice(0, at);
    fraction = value.slice(at + 1);
  }
  const thousands = decimalSep === ',' ? '.' : decimalSep === '.' ? ',' : /[.,]/;
  const groups = whole.split(thousands);
  // Thousands separators only between groups of three digits ("1.234", not "4,5").
  if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g))))
    return null;
  whole = groups.join('');
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  value = `${whole}.${fraction.padEnd(2, '0')}`;
  const [units, cents] = value.split('.') as [string, string];
  const result = Number(units) * 100 + Number(cents);
  return Number.isSafeInteger(result) ? result : null;
}

/** Cents as the price field shows them for editing: "45,00". */
export function centsToInput(cents: number): string {
  const units = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${units},${rest}`;
}
