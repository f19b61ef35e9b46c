import type { TFunction } from 'i18next';
import type { ProgrammeItem } from '@clinica/contracts/exercise-programmes';
import { formatDecimal } from '../../lib/format';

type Dose = Pick<ProgrammeItem, 'sets' | 'repetitions' | 'hold_seconds' | 'load_kg'>;

function extras(t: TFunction, d: Dose, repetitions: (n: number) => string): string[] {
  const parts: string[] = [];
  if (d.repetitions !== null) parts.push(repetitions(d.repetitions));
  if (d.hold_seconds !== null) parts.push(t('programmes.dose.seconds', { value: d.hold_seconds }));
  return parts;
}

const withLoad = (t: TFunction, d: Dose, text: string) =>
  d.load_kg === null ? text : `${text} · ${t('programmes.dose.kg', { value: formatDecimal(d.load_kg) })}`;

/** As a clinician writes it: «3 × 12 · 5 kg», «3 × 30 s». */
export function doseShort(t: TFunction, d: Dose): string {
  return withLoad(t, d, [String(d.sets), ...extras(t, d, String)].join(' × '));
}

/** As a patient reads it: «3 séries × 12 repetições · 5 kg», «3 séries × 30 s». */
export function doseInWords(t: TFunction, d: Dose): string {
  const sets = t('programmes.dose.sets', { count: d.sets });
  const rest = extras(t, d, (count) => t('programmes.dose.repetitions', { count }));
  return withLoad(t, d, [sets, ...rest].join(' × '));
}
