import { strToU8, zipSync } from 'fflate';
import type { Database, TenantTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Storage } from '../files/storage.js';
import { deleteFileRow, findFile, listOwnerFiles } from '../files/files.service.js';
import { deleteUserSessions } from '../auth/auth.service.js';
import { DUPLICATE_NIF_CONFIRMED, patientAudit, toPatient } from './patients.service.js';
import { visiblePatient } from './patient-access.service.js';
import * as auditRepo from './patient-audit.repository.js';
import * as gdprRepo from './gdpr.repository.js';
import { evaluationsForExport } from '../evaluations/evaluations.service.js';
import { performedForExport } from '../interventions/performed.service.js';
import { programmesForExport } from '../exercise-programmes/programmes.service.js';
import { responsesForExport } from '../instruments/instruments.service.js';

interface Deps {
  database: Database;
  storage: Storage;
  clock: Clock;
}

/**
 * Subject-access / portability export: one zip with `paciente.json` (the record, the clinical record —
 * evaluations, interventions performed, exercise programmes, outcome measures —, its files' metadata
 * and its audit trail) and every file under `ficheiros/`. The export itself is audited.
 */
export async function exportPatient(
  deps: Omit<Deps, 'database'> & { tenantTx: TenantTx },
  user: AuthUser,
  id: string,
  ip: string | null,
) {
  // The request's own tenant transaction (on PostgreSQL the one its session lookup opened, decision 015),
  // ended before the files are read and zipped.
  const data = await deps.tenantTx(async (tx) => {
    const row = await visiblePatient(tx, user, id);
    const files = await listOwnerFiles(tx, id, 'patient_file');
    const photo = row.imageFileId ? await findFile(tx, row.imageFileId) : null;
    await auditRepo.audit(tx, {
      tenantId: user.tenantId,
      actorId: user.id,
      action: 'patient.export',
      entityId: id,
      ip,
    });
    // The export goes to the patient: another person's name (whose NIF this record repeats) stays out.
    const audit = (await patientAudit(tx, user, id)).map((e) =>
      e.action === DUPLICATE_NIF_CONFIRMED ? { ...e, detail: null } : e,
    );
    // The clinical record too: a patient's right of access covers their health data (issue 23's gap).
    const clinicalRecord = {
      evaluations: await evaluationsForExport(tx, user, id),
      interventions_performed: await performedForExport(tx, user, id),
      exercise_programmes: await programmesForExport(tx, user, id, deps.clock.now()),
      outcome_measures: await responsesForExport(tx, user, id),
    };
    return { patient: toPatient(row), files, photo, audit, clinicalRecord };
  });
  const entries: Record<string, Uint8Array> = {};
  const fileList = [];
  for (const f of [...data.files, ...(data.photo ? [{ ...data.photo, createdByName: null }] : [])]) {
    const bytes = await deps.storage.get(f.storageKey);
    const path = `ficheiros/${f.id}-${f.name.replace(/[^\p{L}\p{N}._ -]/gu, '_')}`;
    if (bytes) entries[path] = new Uint8Array(bytes);
    fileList.push({
      id: f.id,
      name: f.name,
      content_type: f.contentType,
      size_bytes: f.sizeBytes,
      path: bytes ? path : null,
    });
  }
  const document = {
    exported_at: deps.clock.now().toISOString(),
    clinic: user.tenant.name,
    patient: data.patient,
    clinical_record: data.clinicalRecord,
    files: fileList,
    audit: data.audit,
  };
  entries['paciente.json'] = strToU8(JSON.stringify(document, null, 2));
  const zip = zipSync(entries, { level: 6 });
  const slug = `${data.patient.first_name}-${data.patient.surname}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]+/g, '-');
  return { bytes: Buffer.from(zip), filename: `paciente-${slug}.zip` };
}

/**
 * Right to erasure: names, contacts, identifiers, notes and files go; the rows stay so that what the
 * law requires (issued invoices carry their own copy of the customer's data) still adds up. The
 * patient leaves every list and answers 404; sessions end.
 */
export async function erasePatient(deps: Deps, user: AuthUser, id: string, ip: string | null): Promise<void> {
  const keys = await deps.database.withTenant(user.tenantId, async (tx) => {
    const row = await visiblePatient(tx, user, id);
    const files = await listOwnerFiles(tx, id, 'patient_file');
    const photo = row.imageFileId ? await findFile(tx, row.imageFileId) : null;
    for (const f of files) await deleteFileRow(tx, f.id);
    await gdprRepo.anonymise(tx, id, deps.clock.now());
    if (photo) await deleteFileRow(tx, photo.id);
    await deleteUserSessions(tx, id);
    await auditRepo.audit(tx, {
      tenantId: user.tenantId,
      actorId: user.id,
      action: 'patient.erase',
      entityId: id,
      ip,
    });
    return [...files.map((f) => f.storageKey), ...(photo ? [photo.storageKey] : [])];
  });
  for (const key of keys) await deps.storage.delete(key);
}
