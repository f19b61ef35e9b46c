import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  interventionInput,
  interventionMessages,
  interventionTypes,
  type Intervention,
} from '@clinica/contracts/interventions';
import { translateMessage } from '../../../lib/validation-messages';

/** What the form holds: text as typed, no region as `''`. */
const formValues = z.object({
  name: z.string(),
  type: z.enum(interventionTypes),
  region: z.string(),
  tags: z.array(z.string()),
  video_url: z.string(),
  description: z.string(),
});
export type InterventionFormValues = z.infer<typeof formValues>;
export type InterventionBody = z.output<typeof interventionInput>;
export const interventionFormFields = Object.keys(formValues.shape) as (keyof InterventionFormValues)[];

/** The form's values → the contract's body, checked by the contract's own schema (its pt-PT messages). */
export const interventionFormSchema = formValues.transform((v, ctx): InterventionBody => {
  const parsed = interventionInput.safeParse({ ...v, region: v.region || null });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    // A tag's issue (`tags.3`) goes under the tags field.
    ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'name')], message: issue.message });
  }
  return z.NEVER;
});

export function interventionFormValues(intervention: Intervention | null): InterventionFormValues {
  return {
    name: intervention?.name ?? '',
    type: intervention?.type ?? 'exercise',
    region: intervention?.region ?? '',
    tags: intervention?.tags ?? [],
    video_url: intervention?.video_url ?? '',
    description: intervention?.description ?? '',
  };
}

/** The contract's Portuguese texts → this feature's keys, so an English interface reads them in English. */
const contractKeys = new Map<string, string>(
  Object.entries(interventionMessages).map(([key, text]) => [text, `interventions.contract.${key}`]),
);

export function translateInterventionMessage(t: TFunction, message: string | undefined): string | undefined {
  const key = message ? contractKeys.get(message) : undefined;
  return key ? t(key) : translateMessage(t, message);
}

/** Tags as the contract keeps them (trimmed, lower case, no repeats), so the chips show what is saved. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}
