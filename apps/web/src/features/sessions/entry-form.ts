import { z } from 'zod';
import { performedSet, SETS_MAX, type PerformedSet } from '@clinica/contracts/interventions-performed';
import { numberText, parseNumber } from '../../lib/number-text';

export const NOTES_MAX = 1000;

/** A set as typed: text, so that «12,5» (Portugal's decimal comma) and an empty box are both possible. */
export interface SetValues {
  repetitions: string;
  load_kg: string;
  hold_seconds: string;
}
export interface EntryValues {
  sets: SetValues[];
  notes: string;
}

const setText = z.object({ repetitions: z.string(), load_kg: z.string(), hold_seconds: z.string() });

/** The card's form: the typed sets turned into numbers, then checked by the contract's own set schema. */
export const entryForm = z.object({
  sets: z
    .array(
      setText
        .transform((s): z.input<typeof performedSet> => ({
          repetitions: parseNumber(s.repetitions),
          load_kg: parseNumber(s.load_kg),
          hold_seconds: parseNumber(s.hold_seconds),
        }))
        .pipe(performedSet),
    )
    .min(1)
    .max(SETS_MAX),
  // The contract's optionalText(1000), with a string as input (the text box always gives one).
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX)
    .transform((v) => (v === '' ? null : v)),
});
export type EntryOutput = z.output<typeof entryForm>;

export const emptySet = (): SetValues => ({ repetitions: '', load_kg: '', hold_seconds: '' });

/** «Adicionar série»: the previous set's figures again (an empty set when there is none). */
export const copyOfLast = (sets: readonly SetValues[]): SetValues => ({ ...(sets.at(-1) ?? emptySet()) });

export function entryValues(entry: { sets: PerformedSet[]; notes: string | null } | null): EntryValues {
  if (!entry || entry.sets.length === 0) return { sets: [emptySet()], notes: entry?.notes ?? '' };
  return {
    sets: entry.sets.map((s) => ({
      repetitions: numberText(s.repetitions),
      load_kg: numberText(s.load_kg),
      hold_seconds: numberText(s.hold_seconds),
    })),
    notes: entry.notes ?? '',
  };
}

/** The sets as numbers for the live volume: what cannot be read counts as nothing. */
export function setsForVolume(sets: readonly SetValues[]) {
  const value = (s: string) => {
    const n = parseNumber(s);
    return n === null || Number.isNaN(n) ? null : n;
  };
  return sets.map((s) => ({ repetitions: value(s.repetitions), load_kg: value(s.load_kg) }));
}
