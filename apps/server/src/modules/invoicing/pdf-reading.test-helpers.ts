import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, expect } from 'vitest';

/**
 * Reading a printed document or receipt back as its reader would (issue 37: tests read the real
 * artefact): its text with poppler, its QR code with zbar, where its ATCUD and its QR code are drawn.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'document-pdf-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let counter = 0;

export function readPdf(pdf: Buffer) {
  const dir = path.join(tmp, String(++counter));
  fs.mkdirSync(dir);
  const file = path.join(dir, 'doc.pdf');
  fs.writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  /** Layout text, runs of blanks (the amounts' non-breaking spaces too) as one space. */
  const text = (page?: number) =>
    execFileSync('pdftotext', ['-layout', ...(page ? ['-f', `${page}`, '-l', `${page}`] : []), file, '-'], {
      encoding: 'utf8',
    }).replace(/[ \t\u00a0\u202f]+/g, ' ');
  const render = (dpi: number, page?: number) => {
    const prefix = path.join(dir, `p${dpi}`);
    execFileSync('pdftoppm', [
      '-r',
      `${dpi}`,
      '-png',
      ...(page ? ['-f', `${page}`, '-l', `${page}`] : []),
      file,
      prefix,
    ]);
    return fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(`p${dpi}-`) && f.endsWith('.png'))
      .sort()
      .map((f) => path.join(dir, f));
  };
  /** What zbar decodes on a page; none: zbarimg exits with status 4. */
  const qrCodes = (page: number, dpi = 200): string[] => {
    const [png] = render(dpi, page);
    try {
      const out = execFileSync('zbarimg', ['-q', '--raw', '--nodbus', png!], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return out.split('\n').filter(Boolean);
    } catch (e) {
      if ((e as { status?: number }).status === 4) return [];
      throw e;
    }
  };
  /**
   * The QR symbol's box on a page, in points from the top-left corner: the bounding box of the page's
   * pure-black pixels at 300 dpi (only the QR code is drawn in black; text and rules are in dark grey
   * #1f2933 and lighter).
   */
  const qrBox = (page: number) => {
    const prefix = path.join(dir, `gray${page}`);
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-f', `${page}`, '-l', `${page}`, file, prefix]);
    const pgm = fs.readFileSync(
      fs
        .readdirSync(dir)
        .filter((f) => f.startsWith(`gray${page}`) && f.endsWith('.pgm'))
        .map((f) => path.join(dir, f))[0]!,
    );
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [w, h, offset] = [Number(header[1]), Number(header[2]), header[0].length];
    let [minX, minY, maxX, maxY] = [w, h, -1, -1];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if (pgm[offset + y * w + x]! < 16) {
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
        }
    const pt = (px: number) => (px / 300) * 72;
    return { left: pt(minX), top: pt(minY), right: pt(maxX + 1), bottom: pt(maxY + 1) };
  };
  /** The printed size (mm) of the QR symbol. */
  const qrSizeMm = (page: number) => {
    const box = qrBox(page);
    const mm = (points: number) => (points / 72) * 25.4;
    return { width: mm(box.right - box.left), height: mm(box.bottom - box.top) };
  };
  /** The page's words with their boxes (points from the top-left corner), in reading order. */
  const words = (page: number) => {
    const html = execFileSync('pdftotext', ['-bbox', '-f', `${page}`, '-l', `${page}`, file, '-'], {
      encoding: 'utf8',
    });
    return [
      ...html.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map((m) => ({ left: +m[1]!, top: +m[2]!, right: +m[3]!, bottom: +m[4]!, text: m[5]! }));
  };
  /** Where «ATCUD: <atcud>» is printed on a page (the box of the «ATCUD:» word), every time. */
  const atcudAt = (page: number, atcud: string) => {
    const w = words(page);
    return w.filter((word, i) => word.text === 'ATCUD:' && w[i + 1]?.text === atcud);
  };
  return { file, info, pages, text, render, qrCodes, qrSizeMm, qrBox, atcudAt };
}

/**
 * The ATCUD's places (decision 029): in every page's header, and immediately above the QR code on the
 * last page (the QR's top under the ATCUD's line, within a line's height, and across the same column).
 */
export function expectAtcudPlacement(r: ReturnType<typeof readPdf>, atcud: string) {
  for (let page = 1; page <= r.pages; page++)
    expect(
      r.atcudAt(page, atcud).some((w) => w.top < 120),
      `the ATCUD in the header of page ${page}`,
    ).toBe(true);
  const qr = r.qrBox(r.pages);
  const above = r
    .atcudAt(r.pages, atcud)
    .filter(
      (w) => w.bottom <= qr.top && qr.top - w.bottom < 12 && w.left >= qr.left - 12 && w.left < qr.right,
    );
  expect(above, 'the ATCUD immediately above the QR code').toHaveLength(1);
}
