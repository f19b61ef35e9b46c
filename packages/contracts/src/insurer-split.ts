import { roundHalfUp } from './invoicing-tax.js';

/**
 * The split of a session under an insurer's agreement (issue 45, decision 044): pure functions without
 * zod, shared by the server, the booking form, the appointment page and the patient's appointments tab.
 */

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

/** An agreement as the split reads it: its date and its lines. */
export interface SplitAgreement {
  valid_from: string;
  lines: ReadonlyArray<SplitRule & { service_id: string }>;
}

/** A patient's cover as the split reads it (`PatientInsurance` in insurers.ts). */
export interface SplitCover {
  insurer: { id: string; name: string } | null;
  insurance_number: string | null;
  agreements: readonly SplitAgreement[];
}

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
  insurance: SplitCover | null | undefined,
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
