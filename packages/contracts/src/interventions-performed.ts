import { z } from 'zod';
import { listQuery, optionalText } from './common.js';
import { interventionRegions, interventionTypes } from './interventions.js';

export const performedMessages = {
  notFound: 'Registo de intervenção não encontrado',
  appointmentNotFound: 'Marcação não encontrada',
  interventionNotFound: 'Intervenção não encontrada',
  alreadyRecorded: 'Esta intervenção já está registada nesta sessão',
  canceledAppointment: 'Não é possível registar intervenções numa marcação cancelada ou numa falta',
  noPrevious: 'O paciente não tem uma sessão anterior com intervenções registadas',
  onlyRecorder: 'Só quem registou esta intervenção, ou um gestor, a pode alterar ou retirar',
  needsFilter: 'Indique a marcação, ou o paciente e a intervenção',
  invalidRepetitions: 'As repetições vão de 1 a 1000',
  invalidLoad: 'A carga é em kg, de 0 a 1000, com uma casa decimal no máximo',
  invalidHold: 'O tempo vai de 1 a 3600 segundos',
  emptySet: 'Indique as repetições ou o tempo',
} as const;

export const SETS_MAX = 20;

const oneDecimal = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;

/** Repetitions of a set: a whole number from 1 to 1000. */
export const repetitionsField = z
  .number({ error: performedMessages.invalidRepetitions })
  .int({ error: performedMessages.invalidRepetitions })
  .min(1, { error: performedMessages.invalidRepetitions })
  .max(1000, { error: performedMessages.invalidRepetitions });
/** A load in kg: 0 to 1000, one decimal at most. */
export const loadField = z
  .number({ error: performedMessages.invalidLoad })
  .min(0, { error: performedMessages.invalidLoad })
  .max(1000, { error: performedMessages.invalidLoad })
  .refine(oneDecimal, { error: performedMessages.invalidLoad });
/** A hold time: 1 to 3600 whole seconds. */
export const holdField = z
  .number({ error: performedMessages.invalidHold })
  .int({ error: performedMessages.invalidHold })
  .min(1, { error: performedMessages.invalidHold })
  .max(3600, { error: performedMessages.invalidHold });

/** One set: repetitions (optionally with a load in kg, one decimal) or a hold time in seconds. */
export const performedSet = z
  .strictObject({
    repetitions: repetitionsField.nullable().default(null),
    load_kg: loadField.nullable().default(null),
    hold_seconds: holdField.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.repetitions === null && s.hold_seconds === null)
      ctx.addIssue({ code: 'custom', path: ['repetitions'], message: performedMessages.emptySet });
  });
export type PerformedSet = z.output<typeof performedSet>;

const sets = z.array(performedSet).min(1).max(SETS_MAX);
const notes = optionalText(1000);

export const performedInput = z.strictObject({
  appointment_id: z.uuid(),
  intervention_id: z.uuid(),
  sets,
  notes: notes.default(null),
});
export type PerformedInput = z.input<typeof performedInput>;
export const performedUpdate = z.strictObject({ sets, notes }).partial();
export type PerformedUpdate = z.input<typeof performedUpdate>;
export const copyPreviousInput = z.strictObject({ appointment_id: z.uuid() });

const setOut = z.object({
  repetitions: z.number().int().nullable(),
  load_kg: z.number().nullable(),
  hold_seconds: z.number().int().nullable(),
});

/** An intervention performed in a session, with its sets. */
export const performed = z.object({
  id: z.uuid(),
  appointment_id: z.uuid(),
  appointment_starts_at: z.iso.datetime(),
  patient_id: z.uuid(),
  intervention: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(interventionTypes),
    region: z.enum(interventionRegions).nullable(),
    video_embed_url: z.string().nullable(),
  }),
  sets: z.array(setOut),
  notes: z.string().nullable(),
  /** Σ repetitions × kg over the sets (0 when no set carries a load). */
  volume_kg: z.number(),
  /** The heaviest load of the sets, if any. */
  top_load_kg: z.number().nullable(),
  recorded_by: z.object({ id: z.uuid(), name: z.string() }),
  created_at: z.iso.datetime(),
});
export type Performed = z.infer<typeof performed>;

/**
 * `appointment_id`: a session's interventions, in the order recorded. `patient_id` (+ `intervention_id`):
 * the patient's history, oldest session first — what the progress chart draws.
 */
export const performedListQuery = listQuery.omit({ sort: true, order: true, q: true }).extend({
  appointment_id: z.uuid().optional(),
  patient_id: z.uuid().optional(),
  intervention_id: z.uuid().optional(),
});
export type PerformedListQuery = z.infer<typeof performedListQuery>;

/** Σ repetitions × kg: sets × repetitions × load, one decimal. */
export const volumeOf = (list: readonly { repetitions: number | null; load_kg: number | null }[]) =>
  Math.round(list.reduce((sum, s) => sum + (s.repetitions ?? 0) * (s.load_kg ?? 0), 0) * 10) / 10;
