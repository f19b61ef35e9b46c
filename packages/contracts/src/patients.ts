import { z } from 'zod';
import { blankToNull, listQuery, optionalText, requiredText } from './common.js';
import { phone } from './phone.js';
import { nif, postalCode } from './pt.js';
import { email } from './sign-up.js';

export const patientMessages = {
  notFound: 'Paciente não encontrado',
  createFailed: 'Erro ao tentar criar o paciente',
  updateFailed: 'Erro ao tentar editar o paciente',
  created: 'Paciente criado com sucesso',
  updated: 'Paciente editado com sucesso',
  dateOfBirth: 'Data de Nascimento Inválida. Formato: dd/mm/yyyy.',
  dateOfBirthFuture: 'A data de nascimento não pode ser no futuro',
  insurerNotFound: 'Seguradora não encontrada',
  referenceNotFound: 'Referência não encontrada',
  clinicNotFound: 'Clínica não encontrada',
  imageNotFound: 'Imagem não encontrada',
  portalNeedsEmail: 'Indique o e-mail do paciente para o convidar para o portal',
  portalEmailUnavailable: 'Este e-mail não pode ser usado para acesso ao portal',
  portalAlreadyActive: 'Este paciente já tem acesso ao portal',
  erased: 'Os dados pessoais deste paciente foram apagados',
  duplicateNif: 'Já existe um paciente com este NIF',
} as const;

/**
 * The "consumidor final" NIF of invoices to someone who gives none: many patients may carry it, so it
 * is never a duplicate.
 */
export const FINAL_CONSUMER_NIF = '999999990';

export const NOTES_MAX = 5000;

/**
 * Today's date in mainland Portugal and Madeira, whose day starts first among the clinics' time zones
 * (UTC at midnight would call a Lisbon birth at 00:30 in summer a future one).
 */
const lisbonDate = new Intl.DateTimeFormat('pt-PT', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = () => {
  const parts = lisbonDate.formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/**
 * A real calendar date, ISO `YYYY-MM-DD`, not before 1900 (the spec's message for a date that is not
 * one) and not in the future (a message of its own: the date is well written, just impossible).
 */
export const dateOfBirth = z
  .string()
  .refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01';
    },
    { error: patientMessages.dateOfBirth, abort: true },
  )
  .refine((v) => v <= today(), { error: patientMessages.dateOfBirthFuture });

const patientFields = {
  first_name: requiredText(80),
  surname: requiredText(120),
  email: blankToNull(email),
  phone: blankToNull(phone),
  address: optionalText(200),
  postal_code: blankToNull(postalCode),
  city: optionalText(80),
  nif: blankToNull(nif),
  job: optionalText(120),
  date_of_birth: blankToNull(dateOfBirth),
  insurer_id: blankToNull(z.uuid()),
  insurance_number: optionalText(60),
  license_number: optionalText(60),
  reference_id: blankToNull(z.uuid()),
  consent_sms: z.boolean(),
  consent_email: z.boolean(),
  notes: optionalText(NOTES_MAX),
  clinic_ids: z.array(z.uuid()).max(50),
  image_file_id: blankToNull(z.uuid()),
};

/**
 * Save even though another patient the caller sees already has this NIF (409 `duplicate_nif`
 * otherwise); the confirmation is written to the audit log. Not a field of the record.
 */
const confirmDuplicateNif = z.boolean().default(false);

export const patientInput = z.strictObject({
  ...patientFields,
  consent_sms: patientFields.consent_sms.default(false),
  consent_email: patientFields.consent_email.default(false),
  clinic_ids: patientFields.clinic_ids.default([]),
  confirm_duplicate_nif: confirmDuplicateNif,
});
export type PatientInput = z.input<typeof patientInput>;
/** Only the fields sent change (no defaults here but the confirmation's). */
export const patientUpdate = z
  .strictObject(patientFields)
  .partial()
  .extend({ confirm_duplicate_nif: confirmDuplicateNif });
export type PatientUpdate = z.input<typeof patientUpdate>;

/** The patient who already has a NIF: `details` of the 409 `duplicate_nif`, and the check's answer. */
export const duplicateNifPatient = z.object({ id: z.uuid(), name: z.string() });
export type DuplicateNifPatient = z.infer<typeof duplicateNifPatient>;

/** `GET /api/v1/users/patients/nif-check?nif=&exclude_id=`: as the form's user types. */
export const nifCheckQuery = z.object({
  nif,
  /** The patient being edited, who does not count. */
  exclude_id: z.uuid().optional(),
});
export const nifCheckResponse = z.object({ duplicate: duplicateNifPatient.nullable() });
export type NifCheckResponse = z.infer<typeof nifCheckResponse>;

export const patient = z.object({
  id: z.uuid(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  image_file_id: z.uuid().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  nif: z.string().nullable(),
  job: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  insurer_id: z.uuid().nullable(),
  insurer_name: z.string().nullable(),
  insurance_number: z.string().nullable(),
  license_number: z.string().nullable(),
  reference_id: z.uuid().nullable(),
  reference_name: z.string().nullable(),
  consent_sms: z.boolean(),
  consent_email: z.boolean(),
  notes: z.string().nullable(),
  clinic_ids: z.array(z.uuid()),
  active: z.boolean(),
  portal: z.enum(['none', 'invited', 'active']),
  erased: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Patient = z.infer<typeof patient>;

export const patientListItem = patient.pick({
  id: true,
  first_name: true,
  surname: true,
  email: true,
  phone: true,
  nif: true,
  date_of_birth: true,
  insurer_name: true,
  image: true,
  active: true,
  created_at: true,
});
export type PatientListItem = z.infer<typeof patientListItem>;

export const patientListQuery = listQuery.extend({
  insurer_id: z.uuid().optional(),
  clinic_id: z.uuid().optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
});

export const auditEvent = z.object({
  id: z.uuid(),
  action: z.string(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  at: z.iso.datetime(),
  ip: z.string().nullable(),
  /**
   * What the event names besides the record: the name of a downloaded document, or of the patient whose
   * NIF a confirmed duplicate repeats (as that patient is named now).
   */
  detail: z.string().nullable(),
});
