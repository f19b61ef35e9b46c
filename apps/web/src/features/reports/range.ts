import { monthOf } from '../../lib/days';

export const presets = ['this_month', 'last_month', 'this_year', 'custom'] as const;
export type Preset = (typeof presets)[number];

/** A preset's days (inclusive) seen from `today` (`YYYY-MM-DD`, the clinic's zone); custom: none. */
export function presetRange(preset: Preset, today: string): { from: string; to: string } | null {
  if (preset === 'this_month') return monthOf(today);
  if (preset === 'last_month') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const prev = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
    return monthOf(prev);
  }
  if (preset === 'this_year') return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  return null;
}

/** The preset a range is, if any (a link from the dashboard opens on «this month»). */
export function presetOf(from: string, to: string, today: string): Preset {
  return (
    presets.find((p) => {
      const r = presetRange(p, today);
      return r !== null && r.from === from && r.to === to;
    }) ?? 'custom'
  );
}
