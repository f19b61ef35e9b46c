import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The QR codes a person's phone would read on a PDF: every page rendered by poppler (pdftoppm, 200 dpi)
 * and decoded by zbar (zbarimg), in page order. A page without a code adds nothing.
 */
export function pdfQrCodes(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '200', '-png', file, path.join(dir, 'page')]);
    const pages = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    return pages.flatMap((png) => {
      try {
        return execFileSync('zbarimg', ['-q', '--raw', '--nodbus', path.join(dir, png)], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        })
          .split('\n')
          .filter(Boolean);
      } catch (e) {
        // zbarimg exits with status 4 when the page has no code.
        if ((e as { status?: number }).status === 4) return [];
        throw e;
      }
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
