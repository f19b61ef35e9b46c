import type { Performed } from '@clinica/contracts/interventions-performed';

/** What a progress chart draws: a series' message key and one figure per session (null: not done). */
export interface ProgressSeries {
  key: 'topLoad' | 'volumeSeries' | 'totalRepetitions' | 'longestHold' | 'totalHold';
  data: (number | null)[];
}

const sum = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;
const max = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? Math.max(...values.filter((v): v is number => v !== null)) : null;

/**
 * The two figures a chart of an exercise's sessions shows, from what was done: with a load, the top
 * load and the volume (kg); a bodyweight exercise, the repetitions; a hold, the longest and the total
 * time (s) — so a chart never draws an empty load axis.
 */
export function progressSeries(
  items: readonly Performed[],
): [ProgressSeries, ProgressSeries] | [ProgressSeries] {
  if (items.some((i) => (i.top_load_kg ?? 0) > 0))
    return [
      { key: 'topLoad', data: items.map((i) => i.top_load_kg) },
      { key: 'volumeSeries', data: items.map((i) => i.volume_kg) },
    ];
  const holds = items.map((i) => i.sets.map((s) => s.hold_seconds));
  if (holds.some((h) => max(h) !== null))
    return [
      { key: 'longestHold', data: holds.map(max) },
      { key: 'totalHold', data: holds.map(sum) },
    ];
  return [{ key: 'totalRepetitions', data: items.map((i) => sum(i.sets.map((s) => s.repetitions))) }];
}
