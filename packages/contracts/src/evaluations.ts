import { z } from 'zod';
import { blankToNull, listQuery, optionalText, requiredText } from './common.js';
import {
  bodyRegions,
  jointMovements,
  joints,
  measurementUnits,
  movements,
  muscleGroups,
  painTypes,
  redFlags,
  romSideKind,
  sides,
  specialTests,
  testResults,
  type RedFlag,
} from './evaluation-catalogue.js';
import { REQUIRED_MESSAGE } from './zod-config.js';

export const evaluationMessages = {
  notFound: 'Avaliação não encontrada',
  appointmentNotFound: 'Marcação não encontrada',
  invalidPain: 'A dor é de 0 a 10',
  invalidStrength: 'A força é de 0 a 5 (escala MRC)',
  invalidDegrees: 'Os graus vão de −30 a 360',
  invalidRegion: 'Região desconhecida',
  invalidSide: 'Lado inválido (esquerdo, direito ou central)',
  invalidJoint: 'Articulação desconhecida',
  invalidMovement: 'Movimento desconhecido para esta articulação',
  invalidMuscleGroup: 'Grupo muscular desconhecido',
  invalidTest: 'Teste desconhecido',
  invalidResult: 'Resultado inválido (positivo, negativo ou inconclusivo)',
  invalidUnit: 'Unidade desconhecida',
  invalidPainType: 'Tipo de dor inválido',
  noPainType: 'Escolha pelo menos um tipo de dor',
  invalidRedFlag: 'Sinal de alerta desconhecido',
  repeatedRegion: 'Esta região já está marcada',
  typeMismatch: 'O tipo não corresponde ao da avaliação',
  needsPatientOrAppointment: 'Indique o paciente ou a marcação',
  onlyAuthor: 'Só o autor da avaliação a pode alterar, assinar ou acrescentar-lhe adendas',
  notSignedYet: 'A avaliação ainda não foi assinada: altere-a diretamente',
  canceledAppointment: 'Não é possível registar uma avaliação numa marcação cancelada ou numa falta',
  objectiveExists: 'Esta marcação já tem uma avaliação objetiva',
  emptyObjective: 'Registe pelo menos um dado da avaliação objetiva antes de a assinar',
  signed: (by: string, day: string, time: string) =>
    `Avaliação assinada por ${by} em ${day} às ${time}: já não pode ser alterada. Para a corrigir, acrescente uma adenda.`,
} as const;

export const evaluationTypes = ['subjective', 'objective'] as const;
export type EvaluationType = (typeof evaluationTypes)[number];
export const evaluationStatuses = ['draft', 'signed'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];

/** Free notes: the form shows a character counter against this limit (spec §5). */
export const EVALUATION_NOTES_MAX = 5000;
/** Each of the other free-text fields. */
export const EVALUATION_TEXT_MAX = 2000;
/** Rows in each table of an objective evaluation. */
export const EVALUATION_ROWS_MAX = 100;

const text = optionalText(EVALUATION_TEXT_MAX);
const notes = optionalText(EVALUATION_NOTES_MAX);
const integerIn = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
const pain = blankToNull(integerIn(0, 10, evaluationMessages.invalidPain));
const degrees = blankToNull(integerIn(-30, 360, evaluationMessages.invalidDegrees));
const side = z.enum(sides, { error: evaluationMessages.invalidSide });
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(EVALUATION_ROWS_MAX).default([]);

/** The positive and negative answers given; a flag absent was not asked. */
const redFlagAnswers = z
  .partialRecord(z.enum(redFlags, { error: evaluationMessages.invalidRedFlag }), z.boolean())
  .default({});

export const subjectiveContent = z.strictObject({
  main_complaint: text,
  history: text,
  onset: text,
  pain_now: pain,
  pain_best: pain,
  pain_worst: pain,
  behaviour_24h: text,
  aggravating_factors: text,
  easing_factors: text,
  red_flags: redFlagAnswers,
  medication: text,
  previous_treatment: text,
  goals: text,
  notes,
});
export type SubjectiveContent = z.output<typeof subjectiveContent>;
export type SubjectiveContentInput = z.input<typeof subjectiveContent>;

/**
 * A row's side follows `romSideKind`: a limb's is required (left or right… or central, as before);
 * spinal flexion and extension take none (stored `central`); a spinal rotation or lateral flexion may
 * say its direction (left or right), and without one is stored `central` (issue 43: the spine asks no side).
 */
const rangeOfMotion = z
  .strictObject({
    joint: z.enum(joints as [string, ...string[]], { error: evaluationMessages.invalidJoint }),
    movement: z.enum(movements as [string, ...string[]], { error: evaluationMessages.invalidMovement }),
    side: side.optional(),
    active: degrees,
    passive: degrees,
  })
  .superRefine((row, ctx) => {
    const allowed = jointMovements[row.joint as keyof typeof jointMovements] as readonly string[];
    if (!allowed.includes(row.movement))
      ctx.addIssue({ code: 'custom', path: ['movement'], message: evaluationMessages.invalidMovement });
    const kind = romSideKind(row.joint, row.movement);
    if (kind === 'side' && row.side === undefined)
      ctx.addIssue({ code: 'custom', path: ['side'], message: REQUIRED_MESSAGE });
    else if (
      (kind === 'none' && row.side !== undefined && row.side !== 'central') ||
      (kind === 'direction' && row.side === 'central')
    )
      ctx.addIssue({ code: 'custom', path: ['side'], message: evaluationMessages.invalidSide });
  })
  .transform((row) => ({ ...row, side: row.side ?? ('central' as const) }));

const strength = z.strictObject({
  muscle_group: z.enum(muscleGroups, { error: evaluationMessages.invalidMuscleGroup }),
  side,
  grade: integerIn(0, 5, evaluationMessages.invalidStrength),
});

/** A test from the catalogue (`test`, named by the interface) or any other (`name`, as typed). */
const specialTest = z
  .strictObject({
    test: z.enum(specialTests, { error: evaluationMessages.invalidTest }).nullable().default(null),
    name: optionalText(120),
    side,
    result: z.enum(testResults, { error: evaluationMessages.invalidResult }),
  })
  .superRefine((row, ctx) => {
    if (!row.test && !row.name) ctx.addIssue({ code: 'custom', path: ['name'], message: REQUIRED_MESSAGE });
  });

const measurement = z.strictObject({
  name: requiredText(120),
  side,
  value: z.number().min(-100_000).max(100_000),
  unit: z.enum(measurementUnits, { error: evaluationMessages.invalidUnit }),
});

export const bodyChartMark = z.strictObject({
  region: z.enum(bodyRegions as [string, ...string[]], { error: evaluationMessages.invalidRegion }),
  intensity: integerIn(0, 10, evaluationMessages.invalidPain),
  /** One or more kinds of pain (a sciatica is burning and pins and needles), each once. */
  types: z
    .array(z.enum(painTypes, { error: evaluationMessages.invalidPainType }))
    .min(1, { error: evaluationMessages.noPainType })
    .max(painTypes.length)
    .refine((types) => new Set(types).size === types.length, { error: evaluationMessages.invalidPainType }),
});
export type BodyChartMark = z.infer<typeof bodyChartMark>;

/** One mark per region: a second answers on the repeated one. */
const bodyChart = z
  .array(bodyChartMark)
  .max(bodyRegions.length)
  .default([])
  .superRefine((marks, ctx) => {
    const seen = new Set<string>();
    marks.forEach((m, i) => {
      if (seen.has(m.region))
        ctx.addIssue({ code: 'custom', path: [i, 'region'], message: evaluationMessages.repeatedRegion });
      seen.add(m.region);
    });
  });

export const objectiveContent = z.strictObject({
  observation: text,
  range_of_motion: rows(rangeOfMotion),
  strength: rows(strength),
  special_tests: rows(specialTest),
  measurements: rows(measurement),
  body_chart: bodyChart,
  notes,
});
export type ObjectiveContent = z.output<typeof objectiveContent>;
export type ObjectiveContentInput = z.input<typeof objectiveContent>;

/**
 * The content as answers carry it: the plain shape the input schemas produce (responses are encoded
 * without transforms or defaults).
 */
const textOut = z.string().nullable();
const intOut = z.number().int().nullable();
const sideOut = z.enum(sides);
export const subjectiveRecord = z.object({
  main_complaint: textOut,
  history: textOut,
  onset: textOut,
  pain_now: intOut,
  pain_best: intOut,
  pain_worst: intOut,
  behaviour_24h: textOut,
  aggravating_factors: textOut,
  easing_factors: textOut,
  red_flags: z.partialRecord(z.enum(redFlags), z.boolean()),
  medication: textOut,
  previous_treatment: textOut,
  goals: textOut,
  notes: textOut,
}) satisfies z.ZodType<SubjectiveContent>;
const markOut = z.object({
  region: z.string(),
  intensity: z.number().int(),
  types: z.array(z.enum(painTypes)),
});
export const objectiveRecord = z.object({
  observation: textOut,
  range_of_motion: z.array(
    z.object({ joint: z.string(), movement: z.string(), side: sideOut, active: intOut, passive: intOut }),
  ),
  strength: z.array(z.object({ muscle_group: z.enum(muscleGroups), side: sideOut, grade: z.number().int() })),
  special_tests: z.array(
    z.object({
      test: z.enum(specialTests).nullable(),
      name: textOut,
      side: sideOut,
      result: z.enum(testResults),
    }),
  ),
  measurements: z.array(
    z.object({ name: z.string(), side: sideOut, value: z.number(), unit: z.enum(measurementUnits) }),
  ),
  body_chart: z.array(markOut),
  notes: textOut,
}) satisfies z.ZodType<ObjectiveContent>;

export const evaluationCreate = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subjective'), appointment_id: z.uuid(), content: subjectiveContent }),
  z.strictObject({ type: z.literal('objective'), appointment_id: z.uuid(), content: objectiveContent }),
]);
export type EvaluationCreate = z.input<typeof evaluationCreate>;

/** The whole content again (the form sends what it shows); `type` must be the evaluation's. */
export const evaluationUpdate = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subjective'), content: subjectiveContent }),
  z.strictObject({ type: z.literal('objective'), content: objectiveContent }),
]);
export type EvaluationUpdate = z.input<typeof evaluationUpdate>;

export const addendumInput = z.strictObject({ text: requiredText(EVALUATION_NOTES_MAX) });
export type AddendumInput = z.input<typeof addendumInput>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const addendum = z.object({
  id: z.uuid(),
  text: z.string(),
  author: person,
  created_at: z.iso.datetime(),
});
export type Addendum = z.infer<typeof addendum>;

const evaluationBase = z.object({
  id: z.uuid(),
  appointment_id: z.uuid(),
  /** When the session took place: the evaluation's date in lists. */
  appointment_starts_at: z.iso.datetime(),
  patient_id: z.uuid(),
  patient_name: z.string(),
  author: person,
  status: z.enum(evaluationStatuses),
  signed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export const evaluation = z.discriminatedUnion('type', [
  evaluationBase.extend({
    type: z.literal('subjective'),
    content: subjectiveRecord,
    addenda: z.array(addendum),
    /** Only the author changes a draft and signs it… */
    can_edit: z.boolean(),
    /** …and adds addenda once it is signed. */
    can_add_addendum: z.boolean(),
  }),
  evaluationBase.extend({
    type: z.literal('objective'),
    content: objectiveRecord,
    addenda: z.array(addendum),
    can_edit: z.boolean(),
    can_add_addendum: z.boolean(),
  }),
]);
export type Evaluation = z.infer<typeof evaluation>;

/** A list row: what the clinical record shows without opening the evaluation. */
export const evaluationSummary = evaluationBase.extend({
  type: z.enum(evaluationTypes),
  main_complaint: z.string().nullable(),
  /** Red flags answered yes. */
  red_flags: z.array(z.enum(redFlags)),
  pain_now: z.number().int().nullable(),
  pain_best: z.number().int().nullable(),
  pain_worst: z.number().int().nullable(),
  body_chart: z.array(markOut),
  addenda_count: z.number().int(),
});
export type EvaluationSummary = z.infer<typeof evaluationSummary>;

export const evaluationListQuery = listQuery.omit({ sort: true, order: true, q: true }).extend({
  patient_id: z.uuid().optional(),
  appointment_id: z.uuid().optional(),
  type: z.enum(evaluationTypes).optional(),
  /** Only sessions that started before this instant (the previous evaluation: `before` = this session's start, `page_size=1`). */
  before: z.iso.datetime().optional(),
});
export type EvaluationListQuery = z.infer<typeof evaluationListQuery>;

/** The red flags a subjective evaluation answered yes, in the catalogue's order. */
export const positiveRedFlags = (answers: Partial<Record<RedFlag, boolean>>): RedFlag[] =>
  redFlags.filter((f) => answers[f] === true);
