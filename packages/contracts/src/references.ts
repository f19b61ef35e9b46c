import { z } from 'zod';
import { listQuery, optionalText, requiredText } from './common.js';

export const referenceMessages = {
  notFound: 'Referência não encontrada',
  invalidRelationship: 'Relação inválida (médico, familiar, amigo ou outra)',
  invalidSort: 'Ordenação inválida (nome, relação ou data de criação)',
} as const;

/** Who referred a patient to the clinic (spec §3 "Reference"). */
export const referenceRelationships = ['doctor', 'family_member', 'friend', 'other'] as const;
export type ReferenceRelationship = (typeof referenceRelationships)[number];
const relationship = z.enum(referenceRelationships, { error: referenceMessages.invalidRelationship });

/**
 * Fields without defaults: the update schema is their `.partial()`, and a default there would reset
 * the field on every PUT that does not send it.
 */
const referenceFields = {
  name: requiredText(120),
  relationship,
  address: optionalText(200),
  /** Free text: a phone number, an e-mail, a practice. Searched together with the name. */
  contact: optionalText(200),
};

export const referenceInput = z.strictObject({
  ...referenceFields,
  relationship: relationship.default('other'),
});
export type ReferenceInput = z.input<typeof referenceInput>;
/** Only the fields sent change. */
export const referenceUpdate = z.strictObject(referenceFields).partial();
export type ReferenceUpdate = z.input<typeof referenceUpdate>;

export const reference = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.enum(referenceRelationships),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  active: z.boolean(),
  /** Active patients this reference sent to the clinic. */
  patients_count: z.number().int(),
});
export type Reference = z.infer<typeof reference>;

/** The most referred patients a detail lists; `patients_count` still counts them all. */
export const REFERENCE_PATIENTS_MAX = 200;

export const referenceDetail = reference.extend({
  /** The active patients this reference sent, by name, at most `REFERENCE_PATIENTS_MAX`. */
  patients: z.array(z.object({ id: z.uuid(), first_name: z.string(), surname: z.string() })),
});
export type ReferenceDetail = z.infer<typeof referenceDetail>;

export const referenceSorts = ['name', 'relationship', 'created_at'] as const;
export const referenceListQuery = listQuery.extend({
  sort: z.enum(referenceSorts, { error: referenceMessages.invalidSort }).optional(),
  relationship: relationship.optional(),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuery>;
