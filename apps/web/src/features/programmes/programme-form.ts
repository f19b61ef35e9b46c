import { z } from 'zod';
import {
  programmeUpdate,
  type Programme,
  type ProgrammeItemInput,
} from '@clinica/contracts/exercise-programmes';
import { interventionRegions, type Intervention } from '@clinica/contracts/interventions';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { numberText, parseNumber } from '../../lib/number-text';

export const PROGRAMME_NOTES_MAX = 1000;
export const ITEM_NOTES_MAX = 500;

/** What the editor shows of an exercise beside its dose. */
export type ItemIntervention = Pick<Intervention, 'name' | 'region'>;

/** One exercise as typed: numbers as text («12,5», an empty box). */
export interface ItemValues {
  intervention_id: string;
  intervention: ItemIntervention;
  sets: string;
  repetitions: string;
  hold_seconds: string;
  load_kg: string;
  notes: string;
}
export interface ProgrammeValues {
  times_per_week: string;
  notes: string;
  items: ItemValues[];
}

const itemText = z.object({
  intervention_id: z.string(),
  intervention: z.object({ name: z.string(), region: z.enum(interventionRegions).nullable() }),
  sets: z.string(),
  repetitions: z.string(),
  hold_seconds: z.string(),
  load_kg: z.string(),
  notes: z.string(),
});

/**
 * The editor's form: the typed text turned into numbers, then checked by the contract's own schemas, so
 * the messages and their paths (`items.0.repetitions`) are the server's.
 */
const checked = programmeUpdate.required();
// A blank or unreadable number goes on as null or NaN for the contract to refuse with its own message.
export const programmeForm = z
  .object({ times_per_week: z.string(), notes: z.string(), items: z.array(itemText) })
  .transform((v): z.input<typeof checked> => ({
    times_per_week: parseNumber(v.times_per_week) as number,
    notes: v.notes,
    items: v.items.map((i): ProgrammeItemInput => ({
      intervention_id: i.intervention_id,
      sets: parseNumber(i.sets) as number,
      repetitions: parseNumber(i.repetitions),
      hold_seconds: parseNumber(i.hold_seconds),
      load_kg: parseNumber(i.load_kg),
      notes: i.notes,
    })),
  }))
  .pipe(checked);
export type ProgrammeOutput = z.output<typeof programmeForm>;

type Dose = Pick<Programme['items'][number], 'sets' | 'repetitions' | 'hold_seconds' | 'load_kg'>;

const itemValues = (
  intervention_id: string,
  intervention: ItemIntervention,
  dose: Dose,
  notes: string | null,
): ItemValues => ({
  intervention_id,
  intervention: { name: intervention.name, region: intervention.region },
  sets: String(dose.sets),
  repetitions: numberText(dose.repetitions),
  hold_seconds: numberText(dose.hold_seconds),
  load_kg: numberText(dose.load_kg),
  notes: notes ?? '',
});

/** A new exercise picked from the library: 3 sets of 10, the usual starting dose, to be adjusted. */
export const pickedItem = (intervention: Intervention): ItemValues =>
  itemValues(
    intervention.id,
    intervention,
    { sets: 3, repetitions: 10, hold_seconds: null, load_kg: null },
    null,
  );

/**
 * A session's recorded intervention as a programme exercise: as many sets as were done, the dose of
 * the first set.
 */
export function performedItem(p: Performed): ItemValues {
  const first = p.sets[0];
  return itemValues(
    p.intervention.id,
    p.intervention,
    {
      sets: Math.max(1, p.sets.length),
      repetitions: first?.repetitions ?? null,
      hold_seconds: first?.hold_seconds ?? null,
      load_kg: first?.load_kg ?? null,
    },
    null,
  );
}

/**
 * The editor's starting values: the current programme (or defaults: twice a week), then `extra`
 * exercises (a session's) not already in it, in the order given.
 */
export function programmeValues(programme: Programme | null, extra: ItemValues[] = []): ProgrammeValues {
  const items = (programme?.items ?? []).map((i) =>
    itemValues(i.intervention.id, i.intervention, i, i.notes),
  );
  const present = new Set(items.map((i) => i.intervention_id));
  for (const item of extra) {
    if (present.has(item.intervention_id)) continue;
    present.add(item.intervention_id);
    items.push(item);
  }
  return {
    times_per_week: String(programme?.times_per_week ?? 2),
    notes: programme?.notes ?? '',
    items,
  };
}
