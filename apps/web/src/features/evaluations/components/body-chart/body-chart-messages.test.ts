import { describe, expect, it } from 'vitest';
import { bodyRegions, bodyViews, painTypes } from '@clinica/contracts/evaluation-catalogue';
import en from '../../messages/en.json';
import pt from '../../messages/pt.json';
import { regionParts } from './body-outline';

// The chart builds these keys at run time (`evaluations.regions.${region}`), which the literal-key test
// cannot see: every region, pain type, part, side and view is named in both languages.

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const needed = [
  ...bodyRegions.map((region) => `regions.${region}`),
  ...painTypes.map((type) => `painTypes.${type}`),
  ...bodyViews.map((view) => `bodyChart.views.${view}`),
  ...[...new Set(bodyRegions.map((region) => regionParts(region).part))].map(
    (part) => `bodyChart.parts.${part}`,
  ),
  'bodyChart.sides.left',
  'bodyChart.sides.right',
];

describe('body chart messages', () => {
  for (const [language, messages] of [
    ['pt', pt],
    ['en', en],
  ] as const) {
    it(`names every region, pain type, part, side and view in ${language}`, () => {
      const known = new Set(keys(messages.evaluations as Messages));
      expect(needed.filter((key) => !known.has(key))).toEqual([]);
    });
  }

  it('has the same keys in pt and en', () => {
    expect(keys(en.evaluations as Messages).sort()).toEqual(keys(pt.evaluations as Messages).sort());
  });
});
