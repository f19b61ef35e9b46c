import { catalogueMessages } from '@clinica/contracts/catalogue';
import {
  insurerMessages,
  type Agreement,
  type AgreementInput,
  type PatientInsurance,
} from '@clinica/contracts/insurers';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { visiblePatient } from '../patients/patient-access.service.js';
import * as repo from './agreements.repository.js';
import { getInsurer } from './insurers.repository.js';

type Loaded = Awaited<ReturnType<typeof repo.withLines>>[number];

const toAgreement = (a: Loaded): Agreement => ({
  id: a.id,
  insurer_id: a.insurerId,
  valid_from: a.validFrom,
  notes: a.notes,
  lines: a.lines.map((l) => ({
    service_id: l.serviceId,
    service_name: l.serviceName,
    price_cents: l.priceCents,
    patient_part_type: l.patientPartCents === null ? 'percent' : 'amount',
    patient_part_value: l.patientPartCents ?? Number(l.patientPartPercent),
  })),
});

const toLines = (body: AgreementInput) =>
  body.lines.map((l) => ({
    serviceId: l.service_id,
    priceCents: l.price_cents,
    patientPartCents: l.patient_part_type === 'amount' ? l.patient_part_value : null,
    patientPartPercent: l.patient_part_type === 'percent' ? l.patient_part_value : null,
  }));

/** An insurer's agreements, newest first, as `patientSplit` reads them. */
export const agreementsOfInsurer = async (tx: Tx, insurerId: string): Promise<Agreement[]> =>
  (await repo.agreementsOf(tx, insurerId)).map(toAgreement);

async function activeInsurer(tx: Tx, id: string) {
  const insurer = await getInsurer(tx, id);
  if (!insurer) throw notFound(catalogueMessages.insurerNotFound);
  return insurer;
}

/** 400 naming each line whose service is not this clinic's (nothing written: checked first). */
async function checkServices(tx: Tx, body: AgreementInput) {
  const found = await repo.existingServices(
    tx,
    body.lines.map((l) => l.service_id),
  );
  const fields: Record<string, string> = {};
  body.lines.forEach((l, i) => {
    if (!found.has(l.service_id)) fields[`lines.${i}.service_id`] = insurerMessages.serviceNotFound;
  });
  if (Object.keys(fields).length) throw badRequest(fields);
}

const duplicateDate = () =>
  conflict(insurerMessages.duplicateValidFrom, { valid_from: insurerMessages.duplicateValidFrom });

export async function listAgreements(tx: Tx, insurerId: string): Promise<Agreement[]> {
  await activeInsurer(tx, insurerId);
  return agreementsOfInsurer(tx, insurerId);
}

async function loaded(tx: Tx, id: string): Promise<Agreement> {
  const row = await repo.getAgreement(tx, id);
  if (!row) throw notFound(insurerMessages.agreementNotFound);
  return toAgreement((await repo.withLines(tx, [row]))[0]!);
}

export async function createAgreement(
  tx: Tx,
  user: AuthUser,
  insurerId: string,
  body: AgreementInput,
): Promise<Agreement> {
  await activeInsurer(tx, insurerId);
  await checkServices(tx, body);
  try {
    const row = await repo.insertAgreement(tx, {
      tenantId: user.tenantId,
      insurerId,
      validFrom: body.valid_from,
      notes: body.notes,
    });
    await repo.replaceLines(tx, user.tenantId, row.id, toLines(body));
    return loaded(tx, row.id);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateDate();
    throw e;
  }
}

/** Replaces the agreement: its date, notes and every line (the table is edited as a whole). */
export async function updateAgreement(tx: Tx, user: AuthUser, id: string, body: AgreementInput) {
  const row = await repo.getAgreement(tx, id, true);
  if (!row) throw notFound(insurerMessages.agreementNotFound);
  await activeInsurer(tx, row.insurerId);
  await checkServices(tx, body);
  try {
    await repo.updateAgreement(tx, id, { validFrom: body.valid_from, notes: body.notes });
    await repo.replaceLines(tx, user.tenantId, id, toLines(body));
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateDate();
    throw e;
  }
  return loaded(tx, id);
}

export async function deleteAgreement(tx: Tx, id: string): Promise<void> {
  const row = await repo.getAgreement(tx, id, true);
  if (!row || !(await getInsurer(tx, row.insurerId))) throw notFound(insurerMessages.agreementNotFound);
  await repo.deleteAgreement(tx, id);
}

/**
 * A patient's cover as the invoicing module reads it (the caller already sees the patient): their
 * insurer (active), insurance number and the insurer's agreements; null without an insurer.
 */
export async function coverOf(tx: Tx, patientId: string): Promise<PatientInsurance | null> {
  const patient = await repo.patientInsurer(tx, patientId);
  const insurer = patient?.insurerId ? await getInsurer(tx, patient.insurerId) : null;
  if (!insurer) return null;
  return {
    insurer: { id: insurer.id, name: insurer.name },
    insurance_number: patient!.insuranceNumber,
    agreements: await agreementsOfInsurer(tx, insurer.id),
  };
}

/**
 * A patient's cover (404 for a patient the caller does not see): the insurer, the insurance number and
 * the insurer's agreements, from which `patientSplit` (contracts) gives each session's split.
 */
export async function patientInsurance(tx: Tx, user: AuthUser, patientId: string): Promise<PatientInsurance> {
  const patient = await visiblePatient(tx, user, patientId);
  const insurer = patient.insurerId ? await getInsurer(tx, patient.insurerId) : null;
  if (!insurer) return { insurer: null, insurance_number: patient.insuranceNumber, agreements: [] };
  return {
    insurer: { id: insurer.id, name: insurer.name },
    insurance_number: patient.insuranceNumber,
    agreements: await agreementsOfInsurer(tx, insurer.id),
  };
}
