import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  measurementUnits,
  muscleGroups,
  romSideKind,
  sides,
  specialTests,
  testResults,
} from '@clinica/contracts/evaluation-catalogue';
import { bodyChartMark, objectiveContent, type ObjectiveContent } from '@clinica/contracts/evaluations';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

const blank = z.literal('');
const side = z.enum(sides).or(blank);

/** The rows as the form holds them: selects '' until chosen, numbers as typed. */
export const objectiveFormValues = z.object({
  observation: z.string(),
  range_of_motion: z.array(
    z.object({ joint: z.string(), movement: z.string(), side, active: z.string(), passive: z.string() }),
  ),
  strength: z.array(z.object({ muscle_group: z.enum(muscleGroups).or(blank), side, grade: z.string() })),
  special_tests: z.array(
    z.object({
      test: z.enum(specialTests).nullable(),
      name: z.string(),
      side,
      result: z.enum(testResults).or(blank),
    }),
  ),
  measurements: z.array(
    z.object({ name: z.string(), side, value: z.string(), unit: z.enum(measurementUnits).or(blank) }),
  ),
  body_chart: z.array(bodyChartMark),
  notes: z.string(),
});
export type ObjectiveFormValues = z.infer<typeof objectiveFormValues>;
export type ObjectiveForm = UseFormReturn<ObjectiveFormValues, unknown, ObjectiveContent>;
export type RangeOfMotionRow = ObjectiveFormValues['range_of_motion'][number];
export type StrengthRow = ObjectiveFormValues['strength'][number];
export type SpecialTestRow = ObjectiveFormValues['special_tests'][number];
export type MeasurementRow = ObjectiveFormValues['measurements'][number];

export const emptyRows = {
  range_of_motion: (): RangeOfMotionRow => ({ joint: '', movement: '', side: '', active: '', passive: '' }),
  strength: (): StrengthRow => ({ muscle_group: '', side: '', grade: '' }),
  special_tests: (): SpecialTestRow => ({ test: null, name: '', side: '', result: '' }),
  measurements: (): MeasurementRow => ({ name: '', side: '', value: '', unit: '' }),
};

/**
 * A number as typed in Portugal or elsewhere: "12,5", "12.5", "−5" → the number; "" → null;
 * anything else → undefined (not a number).
 */
export function parseDecimal(text: string): number | null | undefined {
  const normalised = text.trim().replace(/\s/g, '').replace('−', '-').replace(',', '.');
  if (normalised === '') return null;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : undefined;
}

/** A number as the form shows it again: the decimal comma of Portugal. */
const typed = (value: number | null | undefined) => (value == null ? '' : String(value).replace('.', ','));

export function objectiveValues(content: ObjectiveContent | null | undefined): ObjectiveFormValues {
  return {
    observation: content?.observation ?? '',
    range_of_motion: (content?.range_of_motion ?? []).map((r) => ({
      joint: r.joint,
      movement: r.movement,
      side: r.side,
      active: typed(r.active),
      passive: typed(r.passive),
    })),
    strength: (content?.strength ?? []).map((r) => ({ ...r, grade: String(r.grade) })),
    special_tests: (content?.special_tests ?? []).map((r) => ({ ...r, name: r.name ?? '' })),
    measurements: (content?.measurements ?? []).map((r) => ({ ...r, value: typed(r.value) })),
    body_chart: content?.body_chart ?? [],
    notes: content?.notes ?? '',
  };
}

const NOT_A_NUMBER = 'evaluations.form.notANumber';

/**
 * The form's values → the content the API takes, checked by the contract's schema. What it cannot see
 * — a select left blank, a number that is not one — is reported first with the form's own messages.
 */
export const objectiveFormSchema = objectiveFormValues.transform((v, ctx): ObjectiveContent => {
  const reported = new Set<string>();
  const report = (path: (string | number)[], message: string) => {
    const key = path.join('.');
    if (reported.has(key)) return;
    reported.add(key);
    ctx.addIssue({ code: 'custom', path, message });
  };
  const required = (table: string, i: number, row: Record<string, unknown>, fields: string[]) => {
    for (const f of fields) if (row[f] === '' || row[f] == null) report([table, i, f], REQUIRED_MESSAGE);
  };
  const number = (table: string, i: number, field: string, text: string) => {
    const value = parseDecimal(text);
    if (value === undefined) report([table, i, field], NOT_A_NUMBER);
    return value ?? null;
  };
  const orAbsent = <T>(value: T | '') => (value === '' ? undefined : value);

  const input = {
    observation: v.observation,
    range_of_motion: v.range_of_motion.map((r, i) => {
      const sideKind = romSideKind(r.joint, r.movement);
      required(
        'range_of_motion',
        i,
        r,
        sideKind === 'side' ? ['joint', 'movement', 'side'] : ['joint', 'movement'],
      );
      return {
        joint: orAbsent(r.joint),
        movement: orAbsent(r.movement),
        // The spine's flexion and extension have no side: a side chosen before the movement is dropped.
        side: sideKind === 'none' ? undefined : orAbsent(r.side),
        active: number('range_of_motion', i, 'active', r.active),
        passive: number('range_of_motion', i, 'passive', r.passive),
      };
    }),
    strength: v.strength.map((r, i) => {
      required('strength', i, r, ['muscle_group', 'side', 'grade']);
      return {
        muscle_group: orAbsent(r.muscle_group),
        side: orAbsent(r.side),
        grade: r.grade === '' ? undefined : number('strength', i, 'grade', r.grade),
      };
    }),
    special_tests: v.special_tests.map((r, i) => {
      required('special_tests', i, r, ['side', 'result']);
      return {
        test: r.test,
        name: r.test ? null : r.name,
        side: orAbsent(r.side),
        result: orAbsent(r.result),
      };
    }),
    measurements: v.measurements.map((r, i) => {
      required('measurements', i, r, ['side', 'value', 'unit']);
      return {
        name: r.name,
        side: orAbsent(r.side),
        value: r.value.trim() === '' ? undefined : number('measurements', i, 'value', r.value),
        unit: orAbsent(r.unit),
      };
    }),
    body_chart: v.body_chart,
    notes: v.notes,
  };
  const parsed = objectiveContent.safeParse(input);
  if (parsed.success && reported.size === 0) return parsed.data;
  for (const issue of parsed.error?.issues ?? []) report(issue.path as (string | number)[], issue.message);
  return z.NEVER;
});
