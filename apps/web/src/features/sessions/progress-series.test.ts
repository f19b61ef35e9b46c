import { describe, expect, it } from 'vitest';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { progressSeries } from './progress-series';

type Set = Performed['sets'][number];
const session = (sets: Partial<Set>[], top_load_kg: number | null = null, volume_kg = 0) =>
  ({
    sets: sets.map((s) => ({ repetitions: null, load_kg: null, hold_seconds: null, ...s })),
    top_load_kg,
    volume_kg,
  }) as Performed;

describe('what an exercise’s progress chart draws', () => {
  it('a loaded exercise: top load and volume in kg', () => {
    const series = progressSeries([session([{ repetitions: 10, load_kg: 5 }], 5, 50)]);
    expect(series).toEqual([
      { key: 'topLoad', data: [5] },
      { key: 'volumeSeries', data: [50] },
    ]);
  });

  it('a bodyweight exercise: the repetitions done, not an empty load axis', () => {
    const series = progressSeries([
      session([{ repetitions: 10 }, { repetitions: 8 }]),
      session([{ repetitions: 12 }, { repetitions: 12 }, { repetitions: 10 }]),
    ]);
    expect(series).toEqual([{ key: 'totalRepetitions', data: [18, 34] }]);
  });

  it('a hold: the longest and the total time, a session without holds left out', () => {
    const series = progressSeries([
      session([{ hold_seconds: 30 }, { hold_seconds: 20 }]),
      session([{ repetitions: 5 }]),
      session([{ hold_seconds: 45 }, { hold_seconds: 40 }]),
    ]);
    expect(series).toEqual([
      { key: 'longestHold', data: [30, null, 45] },
      { key: 'totalHold', data: [50, null, 85] },
    ]);
  });
});
