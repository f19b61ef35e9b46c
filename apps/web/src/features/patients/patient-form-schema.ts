import { z } from 'zod';
import { formatPhone } from '@clinica/contracts/phone';
import { patientInput, patientMessages, type Patient } from '@clinica/contracts/patients';
import { formatDateOfBirth, parseDateOfBirth } from './date-of-birth';

/** What the form holds: text as typed (the date as dd/mm/yyyy), the selects' ids ('' for none). */
export const patientFormValues = z.object({
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  nif: z.string(),
  job: z.string(),
  date_of_birth: z.string(),
  insurer_id: z.string(),
  insurance_number: z.string(),
  license_number: z.string(),
  reference_id: z.string(),
  consent_sms: z.boolean(),
  consent_email: z.boolean(),
  notes: z.string(),
  clinic_ids: z.array(z.string()),
  image_file_id: z.string(),
});
export type PatientFormValues = z.infer<typeof patientFormValues>;
export type PatientBody = z.output<typeof patientInput>;
export type PatientField = keyof PatientFormValues;

export const patientFields = Object.keys(patientFormValues.shape) as PatientField[];

export function isPatientField(name: string): name is PatientField {
  return (patientFields as string[]).includes(name);
}

/**
 * The form's text → the API body, validated by the contract's own schema (its pt-PT messages land under
 * the field they name). The date of birth is typed dd/mm/yyyy and sent as ISO; a date that is not one
 * gets the spec's message (§5) without reaching the server.
 */
export const patientFormSchema = patientFormValues.transform((v, ctx): PatientBody => {
  const typedDate = v.date_of_birth.trim();
  const isoDate = typedDate ? parseDateOfBirth(typedDate) : null;
  if (typedDate && !isoDate) {
    ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: patientMessages.dateOfBirth });
  }
  const parsed = patientInput.safeParse({ ...v, date_of_birth: isoDate ?? '' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'first_name');
      // The date's own problem is already reported once.
      if (field === 'date_of_birth' && typedDate && !isoDate) continue;
      ctx.addIssue({
        code: 'custom',
        path: [isPatientField(field) ? field : 'first_name'],
        message: issue.message,
      });
    }
  }
  if ((typedDate && !isoDate) || !parsed.success) return z.NEVER;
  return parsed.data;
});

/** A patient (or none, for a new one) as the form's values. */
export function valuesOf(patient: Patient | null): PatientFormValues {
  return {
    first_name: patient?.first_name ?? '',
    surname: patient?.surname ?? '',
    email: patient?.email ?? '',
    phone: patient?.phone ? formatPhone(patient.phone) : '',
    address: patient?.address ?? '',
    postal_code: patient?.postal_code ?? '',
    city: patient?.city ?? '',
    nif: patient?.nif ?? '',
    job: patient?.job ?? '',
    date_of_birth: formatDateOfBirth(patient?.date_of_birth ?? null),
    insurer_id: patient?.insurer_id ?? '',
    insurance_number: patient?.insurance_number ?? '',
    license_number: patient?.license_number ?? '',
    reference_id: patient?.reference_id ?? '',
    consent_sms: patient?.consent_sms ?? false,
    consent_email: patient?.consent_email ?? false,
    notes: patient?.notes ?? '',
    clinic_ids: patient?.clinic_ids ?? [],
    image_file_id: patient?.image_file_id ?? '',
  };
}
