import { z } from 'zod';
import { isoDate } from './appointments.js';
import { roundHalfUp } from './invoicing-tax.js';
import { optionalText } from './common.js';

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

export const patientPartTypes = ['amount', 'percent'] as const;
export type PatientPartType = (typeof patientPartTypes)[number];

/** A rule of an agreement's line: the price and the patient's part (cents, or a percentage 0–100). */
export interface SplitRule {
  price_cents: number;
  patient_part_type: PatientPartType;
  patient_part_value: number;
}

export interface Split {
  price_cents: number;
  patient_cents: number;
  insurer_cents: number;
}

/**
 * Who pays what of a session under an agreement. A percentage is of the agreed price, half-up to the
 * cent; the insurer pays the rest, so the two parts always add up to the price. An amount above the
 * price is capped at it (the contracts refuse such a line; this keeps the sum exact regardless).
 */
export function insurerSplit(rule: SplitRule): Split {
  const price = rule.price_cents;
  const patient =
    rule.patient_part_type === 'percent'
      ? roundHalfUp((price * rule.patient_part_value) / 100)
      : Math.min(rule.patient_part_value, price);
  return { price_cents: price, patient_cents: patient, insurer_cents: price - patient };
}

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

/** The agreement in force on a day (`YYYY-MM-DD`): the latest whose valid_from is not after it. */
export function agreementOn<A extends { valid_from: string }>(
  agreements: readonly A[],
  day: string,
): A | null {
  let found: A | null = null;
  for (const a of agreements)
    if (a.valid_from <= day && (!found || a.valid_from > found.valid_from)) found = a;
  return found;
}

/**
 * The split of a session for a patient: only with an insurer AND an insurance number, under the
 * agreement in force on the session's day, when it has a line for the service; otherwise null (the
 * patient pays the appointment's price, as before).
 */
export function patientSplit(
  insurance: PatientInsurance | null | undefined,
  serviceId: string | null | undefined,
  day: string,
): (Split & { insurer_id: string; insurer_name: string; insurance_number: string }) | null {
  if (!insurance?.insurer || !insurance.insurance_number || !serviceId) return null;
  const line = agreementOn(insurance.agreements, day)?.lines.find((l) => l.service_id === serviceId);
  if (!line) return null;
  return {
    ...insurerSplit(line),
    insurer_id: insurance.insurer.id,
    insurer_name: insurance.insurer.name,
    insurance_number: insurance.insurance_number,
  };
}
