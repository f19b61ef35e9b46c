import { describe, expect, it } from 'vitest';
import {
  instrumentDefinitions,
  mcidStatus,
  scoreOf,
  type InstrumentDefinition,
} from './instrument-definitions.js';

const def = (code: string): InstrumentDefinition => instrumentDefinitions.find((d) => d.code === code)!;
/** `n` answers of `value`, then `blank` unanswered items. */
const answers = (values: number[], blank = 0) => [...values, ...Array<null>(blank).fill(null)];
const filled = (n: number, value: number) => Array<number>(n).fill(value);

describe('scoring, against the manuals’ worked examples', () => {
  it('NPRS: the rating itself, 0 to 10', () => {
    expect(scoreOf(def('nprs'), [7])).toEqual({ score: 7, answered: 1 });
    expect(scoreOf(def('nprs'), [0])).toEqual({ score: 0, answered: 1 });
    expect(scoreOf(def('nprs'), [10])).toEqual({ score: 10, answered: 1 });
    expect(scoreOf(def('nprs'), [null])).toEqual({ missing: 1 });
  });

  it('PSFS: the mean of the activities scored, one decimal', () => {
    expect(scoreOf(def('psfs'), answers([3, 5, 4], 2))).toEqual({ score: 4, answered: 3 });
    expect(scoreOf(def('psfs'), answers([2, 3, 3], 2))).toEqual({ score: 2.7, answered: 3 });
    expect(scoreOf(def('psfs'), answers([10, 10, 10, 10, 10]))).toEqual({ score: 10, answered: 5 });
    expect(scoreOf(def('psfs'), answers([], 5))).toEqual({ missing: 1 });
  });

  it('ODI: sum ÷ (5 × sections answered) × 100, at most one section missing (Fairbank 2000)', () => {
    // The manual's example: 16 points over all ten sections is 32 %; the same 16 over nine is 35.6 %.
    expect(scoreOf(def('odi'), answers([2, 2, 2, 2, 2, 2, 1, 1, 1, 1]))).toEqual({ score: 32, answered: 10 });
    expect(scoreOf(def('odi'), answers([2, 2, 2, 2, 2, 2, 1, 1, 2], 1))).toEqual({
      score: 35.6,
      answered: 9,
    });
    expect(scoreOf(def('odi'), filled(10, 0))).toEqual({ score: 0, answered: 10 });
    expect(scoreOf(def('odi'), filled(10, 5))).toEqual({ score: 100, answered: 10 });
    expect(scoreOf(def('odi'), answers(filled(8, 3), 2))).toEqual({ missing: 1 });
  });

  it('NDI: the sum of ten items out of 50, prorated over nine when one is missing', () => {
    expect(scoreOf(def('ndi'), answers([3, 2, 2, 1, 3, 2, 2, 2, 1, 2]))).toEqual({ score: 20, answered: 10 });
    expect(scoreOf(def('ndi'), answers([2, 2, 2, 2, 2, 2, 2, 2, 2], 1))).toEqual({ score: 20, answered: 9 });
    expect(scoreOf(def('ndi'), filled(10, 5))).toEqual({ score: 50, answered: 10 });
    expect(scoreOf(def('ndi'), answers(filled(8, 1), 2))).toEqual({ missing: 1 });
  });

  it('QuickDASH: ((sum ÷ answered) − 1) × 25, with at least 10 of the 11 items', () => {
    expect(scoreOf(def('quickdash'), filled(11, 1))).toEqual({ score: 0, answered: 11 });
    expect(scoreOf(def('quickdash'), filled(11, 5))).toEqual({ score: 100, answered: 11 });
    expect(scoreOf(def('quickdash'), filled(11, 3))).toEqual({ score: 50, answered: 11 });
    // Ten answers summing 25: (2.5 − 1) × 25 = 37.5.
    expect(scoreOf(def('quickdash'), answers([3, 3, 3, 3, 3, 2, 2, 2, 2, 2], 1))).toEqual({
      score: 37.5,
      answered: 10,
    });
    // Eleven answers summing 30: (30/11 − 1) × 25 = 43.18… → 43.2.
    expect(scoreOf(def('quickdash'), answers([3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2]))).toEqual({
      score: 43.2,
      answered: 11,
    });
    expect(scoreOf(def('quickdash'), answers(filled(9, 2), 2))).toEqual({ missing: 1 });
  });

  it('LEFS: the sum of 20 items out of 80 (higher is better), prorated with up to four missing', () => {
    expect(scoreOf(def('lefs'), filled(20, 4))).toEqual({ score: 80, answered: 20 });
    expect(scoreOf(def('lefs'), filled(20, 0))).toEqual({ score: 0, answered: 20 });
    expect(scoreOf(def('lefs'), answers([...filled(10, 3), ...filled(10, 2)]))).toEqual({
      score: 50,
      answered: 20,
    });
    expect(scoreOf(def('lefs'), answers(filled(16, 2), 4))).toEqual({ score: 40, answered: 16 });
    expect(scoreOf(def('lefs'), answers(filled(15, 2), 5))).toEqual({ missing: 1 });
  });

  it('ships the six with their published MCID, range and direction', () => {
    expect(
      instrumentDefinitions.map((d) => [
        d.code,
        d.mcid.value,
        d.range.max,
        d.higher_is_better,
        d.items.length,
      ]),
    ).toEqual([
      ['nprs', 2, 10, false, 1],
      ['psfs', 2, 10, true, 5],
      ['odi', 10, 100, false, 10],
      ['ndi', 7.5, 50, false, 10],
      ['quickdash', 8, 100, false, 11],
      ['lefs', 9, 80, true, 20],
    ]);
  });
});

describe('the MCID flag, against the first score', () => {
  it('flags an improvement and a worsening in either direction of the scale', () => {
    // ODI: lower is better.
    expect(mcidStatus(def('odi'), 40, 30)).toBe('improved');
    expect(mcidStatus(def('odi'), 40, 31)).toBe('unchanged');
    expect(mcidStatus(def('odi'), 40, 50)).toBe('worsened');
    expect(mcidStatus(def('odi'), 40, 49.9)).toBe('unchanged');
    // LEFS: higher is better.
    expect(mcidStatus(def('lefs'), 40, 49)).toBe('improved');
    expect(mcidStatus(def('lefs'), 40, 48)).toBe('unchanged');
    expect(mcidStatus(def('lefs'), 40, 31)).toBe('worsened');
    // NDI's 7.5 exactly, and PSFS's 2 on the mean.
    expect(mcidStatus(def('ndi'), 20, 12.5)).toBe('improved');
    expect(mcidStatus(def('ndi'), 20, 12.6)).toBe('unchanged');
    expect(mcidStatus(def('psfs'), 3, 5)).toBe('improved');
    expect(mcidStatus(def('psfs'), 3.3, 1.3)).toBe('worsened');
  });
});
