import type { AnyColumn, SQL } from 'drizzle-orm';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { can } from '../permissions/grants.js';
import * as repo from './patients.repository.js';

/**
 * Which patients the caller may see (decision 007): managers and front desk every patient (of their
 * clinics when data is not shared); a professional with `patients:list_all` likewise, without it only
 * the patients they have (or had) an appointment with; a patient only themself.
 */
export function patientScope(user: AuthUser): repo.PatientScope {
  if (user.type === 'patient') return { clinicIds: null, onlyUserId: user.id };
  if (user.type === 'professional' && !can(user.type, user.overrides, 'patients', 'list_all')) {
    return { clinicIds: null, professionalId: user.id };
  }
  return { clinicIds: user.clinicIds };
}

/** A visible patient, or 404 "Paciente não encontrado" (another clinic's id, another patient's id). */
export async function visiblePatient(tx: Tx, user: AuthUser, id: string): Promise<repo.PatientRow> {
  const row = await repo.getPatient(tx, patientScope(user), id);
  if (!row) throw notFound(patientMessages.notFound);
  return row;
}

/** Whether the caller may see this patient (a patient: only themself). */
export async function seesPatient(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
  return (await repo.visiblePatientIds(tx, patientScope(user), [id])).has(id);
}

/** Which of these patients the caller may see: one read, for lists of records about patients. */
export const visiblePatientsAmong = (tx: Tx, user: AuthUser, ids: string[]) =>
  repo.visiblePatientIds(tx, patientScope(user), [...new Set(ids)]);

/**
 * The same rule as SQL conditions on a patient's id — a column of a record about the patient, or an
 * expression — for the modules that list such records or look a patient up in their own statement
 * (payments, fiscal documents, a booking's patient). None for a caller who sees every patient. It does not
 * ask for an active patient: what is kept about a deleted one stays with whoever saw them.
 */
export const patientScopeConditions =
  (user: AuthUser) =>
  (patientId: AnyColumn | SQL): SQL[] =>
    repo.scopeFilters(patientScope(user), patientId);

/**
 * Whether the caller may see this patient, deleted (deactivated) or not: for the records kept about a
 * patient who was deleted — their appointments, payments and fiscal documents.
 */
export async function reachesPatient(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
  return (await repo.visiblePatientIds(tx, patientScope(user), [id], true)).has(id);
}
