/**
 * Pain intensity (0–10) → the fill of a marked region: pale yellow through orange to deep red (a
 * yellow–orange–red sequential scale), and the colour of the number written on it.
 */
const scale = [
  '#ffffcc',
  '#ffeda0',
  '#fed976',
  '#feb24c',
  '#fd8d3c',
  '#fc4e2a',
  '#e31a1c',
  '#c9101f',
  '#b10026',
  '#990024',
  '#800026',
] as const;

/** A region without a mark. */
export const unmarkedFill = '#eceff1';
/** Every region's outline: dark enough to read against white and against the scale's pale end. */
export const outlineColour = '#455a64';

export function intensityColour(intensity: number): string {
  const step = Math.min(10, Math.max(0, Math.round(intensity)));
  return scale[step]!;
}

function channel(hex: string, i: number): number {
  const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The number's colour on a fill: black or white, whichever reads better. */
export function textOn(fill: string): '#000000' | '#ffffff' {
  return contrast(fill, '#000000') >= contrast(fill, '#ffffff') ? '#000000' : '#ffffff';
}

export interface RegionColours {
  fill: string;
  /** The intensity number drawn on the region. */
  text: string;
  /** The region's edge: the outline colour, or white on the dark reds where grey would vanish. */
  stroke: string;
}

/** Fill, number and edge colours for an intensity. */
export function intensityColours(intensity: number): RegionColours {
  const fill = intensityColour(intensity);
  const stroke = contrast(fill, outlineColour) >= contrast(fill, '#ffffff') ? outlineColour : '#ffffff';
  return { fill, text: textOn(fill), stroke };
}
