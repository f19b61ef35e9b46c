import { z } from 'zod';
import { isoDate } from './appointments.js';
import { optionalText } from './common.js';
import { patientPartTypes } from './insurer-split.js';

export * from './insurer-split.js';

/**
 * Insurer agreements (issue 45, decision 044): an insurer's price table, in force from a date; each line
 * a service, the price the insurer agrees, and the patient's part as an amount or a percentage of it.
 */
export const insurerMessages = {
  agreementNotFound: 'Acordo não encontrado',
  percentRange: 'A percentagem tem de estar entre 0 e 100',
  amountAbovePrice: 'A parte do paciente não pode exceder o preço do acordo',
  priceRange: 'O preço tem de ser um número inteiro de cêntimos entre 0 e 100 000,00 €',
  amountRange: 'A parte do paciente tem de ser um número inteiro de cêntimos',
  duplicateService: 'Este serviço já está no acordo',
  duplicateValidFrom: 'Já existe um acordo desta seguradora com início nesta data',
  serviceNotFound: 'Serviço não encontrado',
  /** On the patient's line of a session an insurer shares: «Sessão de fisioterapia — parte do paciente (Médis, n.º …)». */
  patientPartLine: 'parte do paciente',
} as const;

export const agreementLineInput = z
  .strictObject({
    service_id: z.uuid(),
    price_cents: z.number().int({ error: insurerMessages.priceRange }).min(0).max(10_000_000, {
      error: insurerMessages.priceRange,
    }),
    patient_part_type: z.enum(patientPartTypes),
    patient_part_value: z.number().min(0, { error: insurerMessages.percentRange }),
  })
  .superRefine((line, ctx) => {
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['patient_part_value'], message });
    if (line.patient_part_type === 'percent') {
      if (
        line.patient_part_value > 100 ||
        Math.round(line.patient_part_value * 100) !== line.patient_part_value * 100
      )
        issue(insurerMessages.percentRange);
    } else if (!Number.isInteger(line.patient_part_value)) issue(insurerMessages.amountRange);
    else if (line.patient_part_value > line.price_cents) issue(insurerMessages.amountAbovePrice);
  });
export type AgreementLineInput = z.infer<typeof agreementLineInput>;

export const agreementInput = z
  .strictObject({
    valid_from: isoDate,
    notes: optionalText(1000),
    lines: z.array(agreementLineInput).max(200),
  })
  .superRefine((a, ctx) => {
    const seen = new Set<string>();
    a.lines.forEach((line, i) => {
      if (seen.has(line.service_id))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'service_id'],
          message: insurerMessages.duplicateService,
        });
      seen.add(line.service_id);
    });
  });
export type AgreementInput = z.infer<typeof agreementInput>;

export const agreementLine = z.object({
  service_id: z.uuid(),
  service_name: z.string(),
  price_cents: z.number().int(),
  patient_part_type: z.enum(patientPartTypes),
  patient_part_value: z.number(),
});
export type AgreementLine = z.infer<typeof agreementLine>;

export const agreement = z.object({
  id: z.uuid(),
  insurer_id: z.uuid(),
  valid_from: z.string(),
  notes: z.string().nullable(),
  lines: z.array(agreementLine),
});
export type Agreement = z.infer<typeof agreement>;

/** A patient's cover: their insurer, insurance number and the insurer's agreements (newest first). */
export const patientInsurance = z.object({
  insurer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  insurance_number: z.string().nullable(),
  agreements: z.array(agreement),
});
export type PatientInsurance = z.infer<typeof patientInsurance>;
