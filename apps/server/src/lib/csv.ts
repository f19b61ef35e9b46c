/**
 * CSV for a Portuguese spreadsheet (issue 27): `;` between cells, CRLF between rows, UTF-8 with a BOM so
 * Excel reads the accents. A cell with `;`, `"` or a line break is quoted; a cell a spreadsheet would run
 * as a formula (= + - @, tab, CR) gets a leading apostrophe (OWASP CSV injection).
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(';')}\r\n`;

/** Cents as «1234,50» (no thousands separator: a spreadsheet reads it as a number). */
export const csvAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'. */
export const csvDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** `attachment; filename="pagamentos-2026-11-26.csv"`. */
export const csvDisposition = (name: string) => `attachment; filename="${name}"`;
