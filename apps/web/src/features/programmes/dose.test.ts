import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import pt from './messages/pt.json';
import { doseInWords, doseShort } from './dose';

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});

const dose = (
  sets: number,
  repetitions: number | null,
  hold_seconds: number | null,
  load_kg: number | null,
) => ({
  sets,
  repetitions,
  hold_seconds,
  load_kg,
});

describe('a programme exercise’s dose', () => {
  it('reads in words for the patient, singular and plural, with the decimal comma', () => {
    const t = i18n.t.bind(i18n);
    expect(doseInWords(t, dose(3, 12, null, 5))).toBe('3 séries × 12 repetições · 5 kg');
    expect(doseInWords(t, dose(1, 1, null, 7.5))).toBe('1 série × 1 repetição · 7,5 kg');
    expect(doseInWords(t, dose(3, null, 30, null))).toBe('3 séries × 30 s');
  });

  it('reads in short for the clinician', () => {
    const t = i18n.t.bind(i18n);
    expect(doseShort(t, dose(3, 12, null, 5))).toBe('3 × 12 · 5 kg');
    expect(doseShort(t, dose(3, null, 30, null))).toBe('3 × 30 s');
  });
});
