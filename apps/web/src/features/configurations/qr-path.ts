/** A QR code's module grid (qrcode's BitMatrix). */
export interface QrModules {
  size: number;
  get: (row: number, col: number) => boolean | number;
}

/**
 * The dark modules as one SVG path, each a 1×1 square offset by the quiet zone (`margin` modules of
 * white the scanners need around the code); the view box is `size + 2 × margin` square.
 */
export function qrPath(modules: QrModules, margin = 4): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
  return parts.join('');
}
