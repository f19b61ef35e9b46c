import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { redFlags, type RedFlag } from '@clinica/contracts/evaluation-catalogue';
import { subjectiveContent, type SubjectiveContent } from '@clinica/contracts/evaluations';

/** The free-text questions of a subjective evaluation, in the order the form asks them. */
export const subjectiveTextFields = [
  'main_complaint',
  'history',
  'onset',
  'behaviour_24h',
  'aggravating_factors',
  'easing_factors',
  'medication',
  'previous_treatment',
  'goals',
] as const;
export type SubjectiveTextField = (typeof subjectiveTextFields)[number];

export const painFields = ['pain_now', 'pain_best', 'pain_worst'] as const;
export type PainField = (typeof painFields)[number];

/** A red flag as the form holds it: answered yes, answered no, or not asked (''). */
export const redFlagAnswers = ['yes', 'no', ''] as const;
export type RedFlagAnswer = (typeof redFlagAnswers)[number];

const text = z.string();
const pain = z.number().nullable();

/** What the form holds: text as typed, each pain figure or null, every red flag's answer. */
export const subjectiveFormValues = z.object({
  main_complaint: text,
  history: text,
  onset: text,
  pain_now: pain,
  pain_best: pain,
  pain_worst: pain,
  behaviour_24h: text,
  aggravating_factors: text,
  easing_factors: text,
  red_flags: z.record(z.enum(redFlags), z.enum(redFlagAnswers)),
  medication: text,
  previous_treatment: text,
  goals: text,
  notes: text,
});
export type SubjectiveFormValues = z.infer<typeof subjectiveFormValues>;
export type SubjectiveForm = UseFormReturn<SubjectiveFormValues, unknown, SubjectiveContent>;

/** The form's first values: the evaluation's content, or a blank one. */
export function subjectiveValues(content: SubjectiveContent | null | undefined): SubjectiveFormValues {
  const answer = (flag: RedFlag): RedFlagAnswer => {
    const given = content?.red_flags[flag];
    return given === undefined ? '' : given ? 'yes' : 'no';
  };
  return {
    main_complaint: content?.main_complaint ?? '',
    history: content?.history ?? '',
    onset: content?.onset ?? '',
    pain_now: content?.pain_now ?? null,
    pain_best: content?.pain_best ?? null,
    pain_worst: content?.pain_worst ?? null,
    behaviour_24h: content?.behaviour_24h ?? '',
    aggravating_factors: content?.aggravating_factors ?? '',
    easing_factors: content?.easing_factors ?? '',
    red_flags: Object.fromEntries(redFlags.map((f) => [f, answer(f)])) as Record<RedFlag, RedFlagAnswer>,
    medication: content?.medication ?? '',
    previous_treatment: content?.previous_treatment ?? '',
    goals: content?.goals ?? '',
    notes: content?.notes ?? '',
  };
}

/**
 * The form's values → the content the API takes, checked by the contract's own schema (its pt-PT
 * messages land under the field they name). Only the red flags answered are sent: one absent was not asked.
 */
export const subjectiveFormSchema = subjectiveFormValues.transform((v, ctx): SubjectiveContent => {
  const answered = Object.entries(v.red_flags).filter(([, a]) => a !== '');
  const parsed = subjectiveContent.safeParse({
    ...v,
    red_flags: Object.fromEntries(answered.map(([flag, a]) => [flag, a === 'yes'])),
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
