import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  joints,
  measurementUnits,
  movements,
  muscleGroups,
  redFlags,
  sides,
  specialTests,
  testRegions,
  testResults,
} from '@clinica/contracts/evaluation-catalogue';
import { evaluationMessages } from '@clinica/contracts/evaluations';
import { translateEvaluationMessage } from '../evaluation-messages';
import en from './en.json';
import pt from './pt.json';

type Labels = Record<string, string>;
const lists: [string, readonly string[]][] = [
  ['redFlags', redFlags],
  ['joints', joints],
  ['movements', movements],
  ['muscleGroups', muscleGroups],
  ['tests', specialTests],
  ['testRegions', testRegions],
  ['sides', sides],
  ['results', testResults],
  ['units', measurementUnits],
];

describe('the evaluations’ messages', () => {
  it.each(lists)(
    'name every %s code of the catalogue, in Portuguese and English, and nothing else',
    (list, codes) => {
      for (const messages of [pt, en]) {
        const labels = (messages.evaluations as unknown as Record<string, Labels>)[list]!;
        expect(Object.keys(labels).sort()).toEqual([...codes].sort());
        for (const code of codes) expect(labels[code]?.trim(), `${list}.${code}`).toBeTruthy();
      }
    },
  );

  it('say the red flags and the usual test names as a Portuguese clinic does', () => {
    expect(pt.evaluations.redFlags.saddle_anaesthesia).toBe('Anestesia em sela');
    expect(pt.evaluations.tests.straight_leg_raise).toBe('Elevação da perna estendida (Lasègue)');
    expect(pt.evaluations.sides).toEqual({ left: 'Esquerdo', right: 'Direito', central: 'Central' });
  });

  it('carry the contract’s own pt-PT messages, and translate them by their text', () => {
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    for (const [name, message] of Object.entries(evaluationMessages)) {
      if (typeof message !== 'string') continue;
      expect((pt.evaluations.contract as Labels)[name], name).toBe(message);
      expect((en.evaluations.contract as Labels)[name], name).toBeTruthy();
      expect(translateEvaluationMessage(t, message)).toBe(`t:evaluations.contract.${name}`);
    }
    // Not one of them: left to the shared translation, or shown as it came.
    expect(translateEvaluationMessage(t, 'Campo Obrigatório')).toBe('t:validation.required');
    expect(translateEvaluationMessage(t, 'Outra coisa')).toBe('Outra coisa');
  });
});
