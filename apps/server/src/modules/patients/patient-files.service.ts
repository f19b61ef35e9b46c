import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { documentMessages, type PatientFile } from '@clinica/contracts/files';
import type { TenantTx, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Storage } from '../files/storage.js';
import { deleteFileRow, findOwnerFile, insertFile, listOwnerFiles } from '../files/files.service.js';
import { sniffDocument } from '../files/sniff.js';
import { visiblePatient } from './patient-access.service.js';
import { audit } from './patient-audit.repository.js';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

const PURPOSE = 'patient_file';
export async function listFiles(tx: Tx, user: AuthUser, patientId: string): Promise<PatientFile[]> {
  await visiblePatient(tx, user, patientId);
  return (await listOwnerFiles(tx, patientId, PURPOSE)).map((f) => ({
    id: f.id,
    name: f.name,
    content_type: f.contentType,
    size_bytes: f.sizeBytes,
    created_at: f.createdAt.toISOString(),
    created_by_name: f.createdByName,
  }));
}

/** A document on a patient's record: ≤ 20 MB, PDF/JPEG/PNG/WebP by content. Bytes are stored before the row. */
export async function uploadFile(
  deps: { storage: Storage; tenantTx: TenantTx },
  user: AuthUser,
  patientId: string,
  readPart: () => Promise<MultipartFile | undefined>,
): Promise<PatientFile> {
  // Another clinic's (or an invisible) patient is 404 before the upload is even read.
  await deps.tenantTx((tx) => visiblePatient(tx, user, patientId));
  const part = await readPart();
  if (!part) throw badRequest({ file: REQUIRED_MESSAGE });
  const nameField = part.fields.name;
  const name = nameField && 'value' in nameField ? String(nameField.value) : undefined;
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', documentMessages.tooLarge);
    }
    throw e;
  }
  if (bytes.length === 0) throw badRequest({ file: documentMessages.empty }, documentMessages.empty);
  const contentType = sniffDocument(bytes);
  if (!contentType) {
    throw new AppError(415, 'unsupported_media_type', documentMessages.badType, {
      file: documentMessages.badType,
    });
  }
  const id = randomUUID();
  const storageKey = `${user.tenantId}/${id}`;
  await deps.storage.put(storageKey, bytes);
  try {
    const row = await deps.tenantTx(async (tx) => {
      await visiblePatient(tx, user, patientId);
      return insertFile(tx, {
        id,
        tenantId: user.tenantId,
        ownerId: patientId,
        purpose: PURPOSE,
        name: (name?.trim() || part.filename || 'documento').slice(0, 255),
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: user.id,
      });
    });
    return {
      id: row.id,
      name: row.name,
      content_type: row.contentType,
      size_bytes: row.sizeBytes,
      created_at: row.createdAt.toISOString(),
      created_by_name: `${user.firstName} ${user.surname}`.trim(),
    };
  } catch (e) {
    await deps.storage.delete(storageKey);
    throw e;
  }
}

/** A document's bytes, for whoever may see the patient; every download is written to the audit log. */
export async function readFile(
  deps: { storage: Storage; tenantTx: TenantTx },
  user: AuthUser,
  patientId: string,
  fileId: string,
  ip: string | null,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const row = await deps.tenantTx(async (tx) => {
    await visiblePatient(tx, user, patientId);
    const found = await findOwnerFile(tx, patientId, fileId, PURPOSE);
    if (found)
      await audit(tx, {
        tenantId: user.tenantId,
        actorId: user.id,
        action: 'patient.document_download',
        entityId: patientId,
        ip,
        details: { file_id: found.id, file_name: found.name },
      });
    return found;
  });
  if (!row) throw notFound();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.contentType, name: row.name };
}

export async function deleteFile(
  deps: { storage: Storage; tenantTx: TenantTx },
  user: AuthUser,
  patientId: string,
  fileId: string,
): Promise<void> {
  const row = await deps.tenantTx(async (tx) => {
    await visiblePatient(tx, user, patientId);
    const found = await findOwnerFile(tx, patientId, fileId, PURPOSE);
    if (found) await deleteFileRow(tx, found.id);
    return found;
  });
  if (!row) throw notFound();
  await deps.storage.delete(row.storageKey);
}
