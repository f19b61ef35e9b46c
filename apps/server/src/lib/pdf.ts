import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** An A4 pdfkit document (pt-PT unless told) and its bytes, resolved once `pdf.end()` is called. */
export function a4Pdf(options: PDFKit.PDFDocumentOptions): {
  pdf: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const pdf = new PDFDocument({ size: 'A4', lang: 'pt-PT', ...options });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

export interface PdfColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** One row of a table from `left`: each cell on one line inside its column, cut with «…» when too long. */
export function pdfTableRow(
  pdf: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  left: number,
  top: number,
  { bold = false, fontSize = 9, color }: { bold?: boolean; fontSize?: number; color: string },
) {
  pdf
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(fontSize)
    .fillColor(color);
  let x = left;
  columns.forEach((col, i) => {
    pdf.text(printable(cells[i] ?? ''), x + 3, top + 5, {
      width: col.width - 6,
      align: col.align,
      lineBreak: false,
      ellipsis: true,
    });
    x += col.width;
  });
}

export interface QrOptions {
  /** Side of the whole drawn square (symbol and quiet zone), in points. */
  size: number;
  /** White modules around the symbol on each side (the QR standard asks for 4; 1 reads well on white paper). */
  quietZone?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
}

/**
 * Draws `text` as a QR code of vector squares (sharp at any print size) with its top-left corner at
 * (x, y). Each row's dark run is one rectangle: no hairline seams between modules when rasterised.
 * Returns the side of the symbol itself, without the quiet zone (what a minimum print size refers to).
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, opts: QrOptions): number {
  const quiet = opts.quietZone ?? 1;
  const qr = QRCode.create(text, { errorCorrectionLevel: opts.errorCorrectionLevel ?? 'M' });
  const n = qr.modules.size;
  const cell = opts.size / (n + 2 * quiet);
  doc.save().rect(x, y, opts.size, opts.size).fill('#ffffff').fillColor('#000000');
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000').restore();
  return n * cell;
}

// pdfkit's standard fonts (Helvetica) are WinAnsi: they draw Portuguese and «€», but a character outside
// that set comes out as garbage. Text from users goes through `printable` first.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const outside = `[^\\n\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRA}]`;
const outsideAll = new RegExp(outside, 'gu');
const outsideAny = new RegExp(outside, 'u');
/** Letters and signs without a decomposition, written as near as WinAnsi allows. */
const NEAREST: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  '≤': '<=',
  '≥': '>=',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '\u2009': ' ',
  '\u202f': ' ',
};

/** Text Helvetica (WinAnsi) can draw: accents outside it lose their mark (ő → o), the rest become «?». */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\t|\r\n?/g, (c) => (c === '\t' ? ' ' : '\n'))
    .replace(outsideAll, (c) => {
      if (NEAREST[c]) return NEAREST[c];
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      return base !== c && !outsideAny.test(base) ? base : '?';
    });
}
