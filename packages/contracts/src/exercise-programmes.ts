import { z } from 'zod';
import { listQuery, optionalText } from './common.js';
import { interventionRegions, interventionTypes } from './interventions.js';
import { holdField, loadField, performedMessages, repetitionsField } from './interventions-performed.js';

/**
 * A patient's home exercise programme (issue 24, decision 027): interventions from the library with a
 * dose (sets × repetitions or hold, load) and how many times a week to do them. The patient reads their
 * own and marks a session done; adherence is sessions done ÷ prescribed, per week in the clinic's time zone.
 */
export const programmeMessages = {
  notFound: 'Programa de exercícios não encontrado',
  alreadyActive: 'O paciente já tem um programa de exercícios ativo',
  ended: 'Este programa de exercícios já terminou',
  repeatedExercise: 'Este exercício já está no programa',
  noExercises: 'Escolha pelo menos um exercício',
  tooManyExercises: 'Um programa tem no máximo 30 exercícios',
  invalidTimesPerWeek: 'As vezes por semana vão de 1 a 14',
  invalidSets: 'As séries vão de 1 a 20',
} as const;

export const PROGRAMME_ITEMS_MAX = 30;
export const TIMES_PER_WEEK_MAX = 14;

const setsCount = z
  .number({ error: programmeMessages.invalidSets })
  .int({ error: programmeMessages.invalidSets })
  .min(1, { error: programmeMessages.invalidSets })
  .max(20, { error: programmeMessages.invalidSets });

/** One exercise of the programme and its dose: sets of repetitions (with a load) or of a hold time. */
export const programmeItemInput = z
  .strictObject({
    intervention_id: z.uuid(),
    sets: setsCount,
    repetitions: repetitionsField.nullable().default(null),
    hold_seconds: holdField.nullable().default(null),
    load_kg: loadField.nullable().default(null),
    notes: optionalText(500).default(null),
  })
  .superRefine((item, ctx) => {
    if (item.repetitions === null && item.hold_seconds === null)
      ctx.addIssue({ code: 'custom', path: ['repetitions'], message: performedMessages.emptySet });
  });
export type ProgrammeItemInput = z.input<typeof programmeItemInput>;

const items = z
  .array(programmeItemInput)
  .min(1, { error: programmeMessages.noExercises })
  .max(PROGRAMME_ITEMS_MAX, { error: programmeMessages.tooManyExercises })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.intervention_id))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'intervention_id'],
          message: programmeMessages.repeatedExercise,
        });
      seen.add(item.intervention_id);
    });
  });

const timesPerWeek = z
  .number({ error: programmeMessages.invalidTimesPerWeek })
  .int({ error: programmeMessages.invalidTimesPerWeek })
  .min(1, { error: programmeMessages.invalidTimesPerWeek })
  .max(TIMES_PER_WEEK_MAX, { error: programmeMessages.invalidTimesPerWeek });

export const programmeInput = z.strictObject({
  patient_id: z.uuid(),
  times_per_week: timesPerWeek,
  notes: optionalText(1000).default(null),
  items,
});
export type ProgrammeInput = z.input<typeof programmeInput>;

/** Changes what is sent; `items` replaces the whole list (in its order). */
export const programmeUpdate = z
  .strictObject({ times_per_week: timesPerWeek, notes: optionalText(1000), items })
  .partial();
export type ProgrammeUpdate = z.input<typeof programmeUpdate>;

export const programmeItem = z.object({
  id: z.uuid(),
  intervention: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(interventionTypes),
    region: z.enum(interventionRegions).nullable(),
    description: z.string().nullable(),
    video_url: z.string().nullable(),
    /** Privacy-enhanced embed address (youtube-nocookie / Vimeo dnt). */
    video_embed_url: z.string().nullable(),
    /** The exercise's picture (issue 43), shown beside its dose on the phone and in the PDF. */
    image_url: z.string().nullable(),
  }),
  sets: z.number().int(),
  repetitions: z.number().int().nullable(),
  hold_seconds: z.number().int().nullable(),
  load_kg: z.number().nullable(),
  notes: z.string().nullable(),
});
export type ProgrammeItem = z.infer<typeof programmeItem>;

/** Sessions done and prescribed in one week (Monday to Sunday, clinic time zone). */
export const weekTally = z.object({
  /** The week's Monday, `YYYY-MM-DD`. */
  week_start: z.iso.date(),
  done: z.number().int(),
  prescribed: z.number().int(),
});
export type WeekTally = z.infer<typeof weekTally>;

export const programme = z.object({
  id: z.uuid(),
  patient: z.object({ id: z.uuid(), name: z.string() }),
  prescribed_by: z.object({ id: z.uuid(), name: z.string() }),
  times_per_week: z.number().int(),
  notes: z.string().nullable(),
  started_at: z.iso.datetime(),
  /** Set when the professional ended it; an ended programme is read-only. */
  ended_at: z.iso.datetime().nullable(),
  items: z.array(programmeItem),
  this_week: weekTally,
  last_done_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
export type Programme = z.infer<typeof programme>;

/**
 * `patient_id`: that patient's programmes (a patient may leave it out: their own). `active=true` (default)
 * gives the current programme only, `all` also the ended ones, newest first.
 */
export const programmeListQuery = listQuery.omit({ sort: true, order: true, q: true }).extend({
  patient_id: z.uuid().optional(),
  active: z.enum(['true', 'all']).default('true'),
});
export type ProgrammeListQuery = z.infer<typeof programmeListQuery>;

export const adherenceQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(8),
});

/**
 * Adherence, per week from the programme's first week to the current one (at most `weeks`, newest last).
 * `ratio` is min(done, prescribed) ÷ prescribed: extra sessions in one week do not make up for another.
 */
export const adherence = z.object({
  programme_id: z.uuid(),
  time_zone: z.string(),
  weeks: z.array(weekTally.extend({ ratio: z.number() })),
  total: z.object({ done: z.number().int(), prescribed: z.number().int(), ratio: z.number() }),
});
export type Adherence = z.infer<typeof adherence>;

export const programmeSession = z.object({
  id: z.uuid(),
  programme_id: z.uuid(),
  done_at: z.iso.datetime(),
  this_week: weekTally,
});
export type ProgrammeSession = z.infer<typeof programmeSession>;

/** What counts towards adherence in a week: the prescribed number at most. */
export const weekRatio = (done: number, prescribed: number) =>
  prescribed > 0 ? Math.min(done, prescribed) / prescribed : 0;

