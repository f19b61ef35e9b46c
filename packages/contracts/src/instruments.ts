import { z } from 'zod';
import { listQuery } from './common.js';
import { instrumentRegions, type InstrumentDefinition } from './instrument-definitions.js';

export const instrumentMessages = {
  notFound: 'Instrumento não encontrado',
  responseNotFound: 'Resposta não encontrada',
  appointmentNotFound: 'Marcação não encontrada',
  canceledAppointment: 'Não é possível registar um instrumento numa marcação cancelada ou numa falta',
  needsFilter: 'Indique o paciente ou o instrumento',
  invalidAnswer: 'Resposta fora das opções deste item',
  unknownItem: 'Este instrumento não tem este item',
  repeatedItem: 'Este item foi respondido duas vezes',
  /** «Faltam respostas: são precisas pelo menos 9 de 10 (faltam 2).» */
  tooManyMissing: (needed: number, of: number, missing: number) =>
    `Faltam respostas: são precisas pelo menos ${needed} de ${of} (faltam ${missing})`,
  activityNeeded: 'Indique a atividade',
  scoreNotAccepted: 'A pontuação é calculada pelo servidor; não a envie',
} as const;

const text = z.object({ pt: z.string(), en: z.string() });
const option = z.object({ value: z.number(), label: text });

/** A definition as the API gives it: the data of `instrument-definitions.ts`, plus its row id. */
export const instrument = z.object({
  id: z.uuid(),
  code: z.string(),
  version: z.number().int(),
  abbreviation: z.string(),
  name: text,
  measures: text,
  region: z.enum(instrumentRegions),
  minutes: z.number().int(),
  items: z.array(
    z.object({
      number: z.number().int(),
      label: text,
      options: z.array(option).optional(),
      named: z.boolean().optional(),
    }),
  ),
  options: z.array(option),
  scoring: z.object({
    min_answered: z.number().int(),
    offset: z.number(),
    factor: z.number(),
    decimals: z.number().int(),
  }),
  range: z.object({ min: z.number(), max: z.number() }),
  higher_is_better: z.boolean(),
  unit: text,
  mcid: z.object({ value: z.number(), source: z.string() }),
}) satisfies z.ZodType<InstrumentDefinition & { id: string }>;
export type Instrument = z.infer<typeof instrument>;

/** One answer: the item's number and the chosen value, or `null` when the patient left it blank. */
export const answerInput = z.strictObject({
  item: z.number().int().min(1).max(100),
  value: z.number().nullable(),
  /** PSFS: the activity the patient named (required when the item is answered). */
  activity: z.string().trim().max(120).optional(),
});

export const responseInput = z.strictObject({
  instrument_code: z.string().trim().min(1).max(40),
  patient_id: z.uuid(),
  appointment_id: z.uuid().nullable().default(null),
  answers: z.array(answerInput).min(1).max(100),
});
export type ResponseInput = z.input<typeof responseInput>;

export const instrumentResponse = z.object({
  id: z.uuid(),
  patient: z.object({ id: z.uuid(), name: z.string() }),
  appointment_id: z.uuid().nullable(),
  instrument: z.object({ code: z.string(), version: z.number().int(), abbreviation: z.string(), unit: text }),
  answers: z.array(
    z.object({ item: z.number().int(), value: z.number().nullable(), activity: z.string().nullable() }),
  ),
  answered: z.number().int(),
  score: z.number(),
  recorded_by: z.object({ id: z.uuid(), name: z.string() }),
  recorded_at: z.iso.datetime(),
});
export type InstrumentResponse = z.infer<typeof instrumentResponse>;

/**
 * A patient's responses (`patient_id`; those recorded in one session with `appointment_id`), or the
 * clinic's latest of one instrument (`code`), newest first.
 */
export const responseListQuery = listQuery.omit({ sort: true, order: true, q: true }).extend({
  patient_id: z.uuid().optional(),
  appointment_id: z.uuid().optional(),
  code: z.string().trim().max(40).optional(),
});
export type ResponseListQuery = z.infer<typeof responseListQuery>;

export const mcidStatuses = ['improved', 'worsened', 'unchanged'] as const;

/** One instrument's scores for a patient over time, each against the first. */
export const trend = z.object({
  instrument: z.object({
    code: z.string(),
    abbreviation: z.string(),
    name: text,
    range: z.object({ min: z.number(), max: z.number() }),
    higher_is_better: z.boolean(),
    unit: text,
    mcid: z.object({ value: z.number(), source: z.string() }),
  }),
  points: z.array(
    z.object({
      response_id: z.uuid(),
      recorded_at: z.iso.datetime(),
      score: z.number(),
      /** Against the first score: crossed the MCID for the better, for the worse, or not. */
      status: z.enum(mcidStatuses),
    }),
  ),
  /** The latest score against the first (`unchanged` with a single score). */
  latest_status: z.enum(mcidStatuses),
});
export type Trend = z.infer<typeof trend>;
export const trendsQuery = z.object({ patient_id: z.uuid() });
