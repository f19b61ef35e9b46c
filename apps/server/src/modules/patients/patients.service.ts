import { randomUUID } from 'node:crypto';
import type { patientListQuery } from '@clinica/contracts/patients';
import {
  FINAL_CONSUMER_NIF,
  patientMessages,
  type DuplicateNifPatient,
  type Patient,
  type PatientListItem,
} from '@clinica/contracts/patients';
import type { ListResponse } from '@clinica/contracts/common';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { imageUrl, imageUsable } from '../files/files.service.js';
import * as repo from './patients.repository.js';
import * as listRepo from './patient-list.repository.js';
import * as auditRepo from './patient-audit.repository.js';
import { patientScope, visiblePatient } from './patient-access.service.js';

const portalOf = (r: repo.PatientRow): Patient['portal'] =>
  !r.canLogin ? 'none' : r.status === 'email_confirmed' ? 'active' : 'invited';

export const toPatient = (r: repo.PatientRow): Patient => ({
  id: r.id,
  first_name: r.firstName,
  surname: r.surname,
  email: r.email,
  phone: r.phone,
  image: r.imageFileId ? imageUrl(r.imageFileId) : null,
  image_file_id: r.imageFileId,
  address: r.address,
  postal_code: r.postalCode,
  city: r.city,
  nif: r.nif,
  job: r.job,
  date_of_birth: r.dateOfBirth,
  insurer_id: r.insurerId,
  insurer_name: r.insurerName,
  insurance_number: r.insuranceNumber,
  license_number: r.licenseNumber,
  reference_id: r.referenceId,
  reference_name: r.referenceName,
  consent_sms: r.consentSms,
  consent_email: r.consentEmail,
  notes: r.notes,
  clinic_ids: r.clinicIds,
  active: r.active,
  portal: portalOf(r),
  erased: r.erasedAt !== null,
  created_at: r.createdAt.toISOString(),
});

type PatientListQuery = z.infer<typeof patientListQuery>;

export async function listPatients(
  tx: Tx,
  user: AuthUser,
  q: PatientListQuery,
): Promise<ListResponse<PatientListItem>> {
  const { rows, total, totalCapped } = await listRepo.listPatients(tx, patientScope(user), {
    q: q.q,
    insurerId: q.insurer_id,
    clinicId: q.clinic_id,
    active: q.active,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      surname: r.surname,
      email: r.email,
      phone: r.phone,
      nif: r.nif,
      date_of_birth: r.dateOfBirth,
      insurer_name: r.insurerName,
      image: r.imageFileId ? imageUrl(r.imageFileId) : null,
      active: r.active,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * Writes events about patients' records to their access log (DESIGN §5), for modules that keep parts of
 * the record (evaluations): one insert for any number.
 */
export const auditPatientRecords = (tx: Tx, events: auditRepo.AuditEvent[]) => auditRepo.audit(tx, events);

/**
 * Every view of a patient's record is written to the audit log (DESIGN §5). The staff's notes on the
 * record are not the patient's to read (as an appointment's are not); their GDPR export keeps them.
 */
export async function getPatient(tx: Tx, user: AuthUser, id: string, ip: string | null): Promise<Patient> {
  const row = await visiblePatient(tx, user, id);
  await auditRepo.audit(tx, {
    tenantId: user.tenantId,
    actorId: user.id,
    action: 'patient.view',
    entityId: id,
    ip,
  });
  const patient = toPatient(row);
  return user.type === 'patient' ? { ...patient, notes: null } : patient;
}

type Fields = {
  first_name?: string;
  surname?: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  nif?: string | null;
  job?: string | null;
  date_of_birth?: string | null;
  insurer_id?: string | null;
  insurance_number?: string | null;
  license_number?: string | null;
  reference_id?: string | null;
  consent_sms?: boolean;
  consent_email?: boolean;
  notes?: string | null;
  clinic_ids?: string[];
  image_file_id?: string | null;
};

/** `currentImage`: the photo the record has (a new one must be an upload of the caller's, decision 007). */
async function checkReferences(
  tx: Tx,
  user: AuthUser,
  body: Fields,
  currentImage: string | null,
): Promise<void> {
  const missing = await repo.missingReferences(tx, {
    insurerId: body.insurer_id,
    referenceId: body.reference_id,
    clinicIds: body.clinic_ids,
  });
  const fields: Record<string, string> = {};
  if (missing.insurer) fields.insurer_id = patientMessages.insurerNotFound;
  if (missing.reference) fields.reference_id = patientMessages.referenceNotFound;
  if (missing.clinics) fields.clinic_ids = patientMessages.clinicNotFound;
  if (body.image_file_id && !(await imageUsable(tx, user.id, body.image_file_id, currentImage))) {
    fields.image_file_id = patientMessages.imageNotFound;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

const userColumns = (b: Fields) => ({
  firstName: b.first_name,
  surname: b.surname,
  email: b.email === undefined ? undefined : (b.email?.toLowerCase() ?? null),
  phone: b.phone,
  imageFileId: b.image_file_id,
});
const profileColumns = (b: Fields) => ({
  address: b.address,
  postalCode: b.postal_code,
  city: b.city,
  nif: b.nif,
  job: b.job,
  dateOfBirth: b.date_of_birth,
  insurerId: b.insurer_id,
  insuranceNumber: b.insurance_number,
  licenseNumber: b.license_number,
  referenceId: b.reference_id,
  consentSms: b.consent_sms,
  consentEmail: b.consent_email,
  notes: b.notes,
});

/**
 * Another active patient the caller sees with this NIF (decision 007), oldest first; never for the final
 * consumer's NIF. Patients the caller cannot see — another clinic's, or not theirs for a professional
 * without `patients:list_all` — do not count, so nothing about them leaks.
 */
export async function duplicateNif(
  tx: Tx,
  user: AuthUser,
  nif: string,
  excludeId?: string,
): Promise<DuplicateNifPatient | null> {
  if (nif === FINAL_CONSUMER_NIF) return null;
  const row = await repo.patientWithNif(tx, patientScope(user), user.tenantId, nif, excludeId);
  return row ? { id: row.id, name: `${row.firstName} ${row.surname}` } : null;
}

/**
 * Saving a NIF another visible patient has: 409 `duplicate_nif` naming them, unless the body confirms
 * it; then the patient it duplicates, for the audit row.
 */
async function checkDuplicateNif(
  tx: Tx,
  user: AuthUser,
  nif: string,
  confirmed: boolean,
  excludeId?: string,
): Promise<DuplicateNifPatient | null> {
  const other = await duplicateNif(tx, user, nif, excludeId);
  if (other && !confirmed) {
    throw new AppError(
      409,
      'duplicate_nif',
      patientMessages.duplicateNif,
      { nif: patientMessages.duplicateNif },
      { patient_id: other.id, name: other.name },
    );
  }
  return other;
}

/** The audit action of a save that repeats another patient's NIF, confirmed. */
export const DUPLICATE_NIF_CONFIRMED = 'patient.duplicate_nif_confirmed';

const duplicateConfirmed = (
  user: AuthUser,
  id: string,
  other: DuplicateNifPatient,
  ip: string | null,
): auditRepo.AuditEvent => ({
  tenantId: user.tenantId,
  actorId: user.id,
  action: DUPLICATE_NIF_CONFIRMED,
  entityId: id,
  ip,
  // The id only: the trail reads the name as it is now (an erased patient's name is not kept here).
  details: { other_patient_id: other.id },
});

/**
 * A patient without portal access can share an e-mail with anyone (another clinic's patient or
 * user): it is not a login, so it never answers 409 and reveals nothing.
 */
export async function createPatient(
  tx: Tx,
  user: AuthUser,
  body: Fields & { first_name: string; surname: string; confirm_duplicate_nif?: boolean },
  ip: string | null,
): Promise<Patient> {
  await checkReferences(tx, user, body, null);
  const duplicate = body.nif
    ? await checkDuplicateNif(tx, user, body.nif, body.confirm_duplicate_nif ?? false)
    : null;
  const id = randomUUID();
  const u = userColumns(body);
  await repo.insertPatient(
    tx,
    {
      id,
      tenantId: user.tenantId,
      type: 'patient',
      firstName: body.first_name,
      surname: body.surname,
      email: u.email ?? null,
      phone: u.phone ?? null,
      imageFileId: u.imageFileId ?? null,
      canLogin: false,
      status: 'email_not_confirmed',
    },
    profileColumns(body),
  );
  await repo.replaceClinics(tx, user.tenantId, id, body.clinic_ids ?? []);
  await repo.refreshSearchText(tx, id);
  await auditRepo.audit(tx, [
    { tenantId: user.tenantId, actorId: user.id, action: 'patient.create', entityId: id, ip },
    ...(duplicate ? [duplicateConfirmed(user, id, duplicate, ip)] : []),
  ]);
  return toPatient((await repo.getPatient(tx, { clinicIds: null }, id))!);
}

export async function updatePatient(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: Fields & { confirm_duplicate_nif?: boolean },
  ip: string | null,
): Promise<Patient> {
  const current = await visiblePatient(tx, user, id);
  if (user.type === 'patient') throw notFound(patientMessages.notFound);
  await checkReferences(tx, user, body, current.imageFileId);
  // Only a NIF that changes is checked: a duplicate kept earlier (confirmed, or from before the check)
  // does not ask again at every edit of the record.
  const duplicate =
    body.nif && body.nif !== current.nif
      ? await checkDuplicateNif(tx, user, body.nif, body.confirm_duplicate_nif ?? false, id)
      : null;
  // A portal login's e-mail is its identity: it changes only through the portal invitation.
  const u = userColumns(body);
  if (current.canLogin) delete u.email;
  await repo.updatePatient(tx, id, u, profileColumns(body));
  if (body.clinic_ids) await repo.replaceClinics(tx, user.tenantId, id, body.clinic_ids);
  await repo.refreshSearchText(tx, id);
  await auditRepo.audit(tx, [
    { tenantId: user.tenantId, actorId: user.id, action: 'patient.update', entityId: id, ip },
    ...(duplicate ? [duplicateConfirmed(user, id, duplicate, ip)] : []),
    ...consentChanges(current, body).map((details) => ({
      tenantId: user.tenantId,
      actorId: user.id,
      action: 'patient.consent',
      entityId: id,
      ip,
      details,
    })),
  ]);
  return toPatient((await repo.getPatient(tx, { clinicIds: null }, id))!);
}

/** Consents the edit changes, for the access log (issue 47: RGPD art. 7.º(1), consent shown when given). */
function consentChanges(
  current: { consentSms: boolean; consentEmail: boolean },
  body: { consent_sms?: boolean; consent_email?: boolean },
): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  if (body.consent_sms !== undefined && body.consent_sms !== current.consentSms)
    out.push({ consent_sms: String(body.consent_sms), source: 'staff' });
  if (body.consent_email !== undefined && body.consent_email !== current.consentEmail)
    out.push({ consent_email: String(body.consent_email), source: 'staff' });
  return out;
}

/** DESIGN §9: a patient other records need is deactivated (404 by id, gone from lists); else deleted. */
export async function deletePatients(tx: Tx, user: AuthUser, ids: string[], ip: string | null) {
  const unique = [...new Set(ids)];
  // All or nothing: one id the caller cannot see answers 404 and nothing is deleted.
  const visible = await repo.visiblePatientIds(tx, patientScope(user), unique);
  if (unique.some((id) => !visible.has(id))) throw notFound(patientMessages.notFound);
  await auditRepo.audit(
    tx,
    unique.map((id) => ({
      tenantId: user.tenantId,
      actorId: user.id,
      action: 'patient.delete',
      entityId: id,
      ip,
    })),
  );
  const deleted: string[] = [];
  const deactivated: string[] = [];
  for (const id of unique) {
    const result = await repo.removePatient(tx, id);
    if (result === 'deleted') deleted.push(id);
    if (result === 'deactivated') deactivated.push(id);
  }
  return { deleted, deactivated };
}

export async function patientAudit(tx: Tx, user: AuthUser, id: string) {
  await visiblePatient(tx, user, id);
  return (await auditRepo.auditTrail(tx, id)).map((e) => ({
    id: e.id,
    action: e.action,
    actor_id: e.actorId,
    actor_name: e.actorName,
    at: e.at.toISOString(),
    ip: e.ip,
    detail: e.details?.file_name ?? e.otherPatientName ?? null,
  }));
}

/**
 * A patient's own unsubscribe (issue 47): e-mail consent off (RGPD art. 7.º(3): withdrawing is as easy as
 * giving), written to their access log with themselves as the actor. Idempotent: a second click changes
 * nothing and logs nothing.
 */
export async function withdrawEmailConsent(
  tx: Tx,
  tenantId: string,
  patientId: string,
  source: string,
  ip: string | null,
): Promise<void> {
  if (!(await repo.withdrawEmailConsent(tx, patientId))) return;
  await auditRepo.audit(tx, {
    tenantId,
    actorId: patientId,
    action: 'patient.consent',
    entityId: patientId,
    ip,
    details: { consent_email: 'false', source },
  });
}
