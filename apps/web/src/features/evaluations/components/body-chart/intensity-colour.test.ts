import { describe, expect, it } from 'vitest';
import {
  contrast,
  intensityColour,
  intensityColours,
  luminance,
  outlineColour,
  textOn,
  unmarkedFill,
} from './intensity-colour';

const intensities = Array.from({ length: 11 }, (_, i) => i);

describe('intensity colour', () => {
  it('runs from pale yellow (0) to deep red (10), darker at every step', () => {
    expect(intensityColour(0)).toBe('#ffffcc');
    expect(intensityColour(10)).toBe('#800026');
    const l = intensities.map((i) => luminance(intensityColour(i)));
    for (let i = 1; i < l.length; i++) expect(l[i]).toBeLessThan(l[i - 1]!);
    expect(new Set(intensities.map(intensityColour)).size).toBe(11);
  });

  it('clamps and rounds what is outside the scale', () => {
    expect(intensityColour(-3)).toBe(intensityColour(0));
    expect(intensityColour(42)).toBe(intensityColour(10));
    expect(intensityColour(6.6)).toBe(intensityColour(7));
  });

  it('writes the number in black or white with at least 4.5:1 contrast on every fill', () => {
    for (const i of intensities) {
      const { fill, text } = intensityColours(i);
      expect(contrast(fill, text), `intensity ${i}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(intensityColours(0).text).toBe('#000000');
    expect(intensityColours(10).text).toBe('#ffffff');
  });

  it('edges a region so it stands out from white and grey neighbours', () => {
    expect(contrast(outlineColour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(outlineColour, unmarkedFill)).toBeGreaterThanOrEqual(3);
    // The deepest reds get a white edge, where the grey one would vanish.
    expect(intensityColours(10).stroke).toBe('#ffffff');
    expect(intensityColours(0).stroke).toBe(outlineColour);
  });

  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#000000')).toBe('#ffffff');
  });
});
