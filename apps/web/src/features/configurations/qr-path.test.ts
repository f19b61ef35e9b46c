import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws one square per dark module, shifted by the quiet zone', () => {
    const grid = [
      [1, 0],
      [0, 1],
    ];
    expect(qrPath({ size: 2, get: (r, c) => grid[r]![c]! }, 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });

  it('draws every dark module of a real code, its finder pattern included', () => {
    const { modules } = create('https://app.clinica.pt/public-calendar?tenant=clinica-demo', {
      errorCorrectionLevel: 'M',
    });
    let dark = 0;
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark++;
    const path = qrPath(modules, 4);
    expect(path.split('z').length - 1).toBe(dark);
    // The top-left finder's corner module is dark and sits just inside the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
