import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { imageMessages } from '@clinica/contracts/files';
import type { TenantTx, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Storage } from './storage.js';
import { findFile, imageHolders, insertFile } from './files.repository.js';
import { sniffImage } from './sniff.js';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

/** The stored files' rows, for the modules that own files (patients' documents and photos). */
export { deleteFileRow, findFile, findOwnerFile, insertFile, listOwnerFiles } from './files.repository.js';

export const imageUrl = (id: string) => `/api/v1/file_uploads/${id}`;

/** The part's bytes; the part was opened with a size limit, and going over it answers 413. */
async function readLimited(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
      throw new AppError(413, 'payload_too_large', tooLarge);
    }
    throw e;
  }
}

/** A photo (profile, patient): jpg or png by content, at most 5 MB. Bytes are stored before the row. */
export async function uploadImage(
  deps: { storage: Storage; tenantTx: TenantTx },
  user: AuthUser,
  part: MultipartFile | undefined,
  name: string | undefined,
): Promise<{ id: string; url: string }> {
  if (!part) throw badRequest({ file: REQUIRED_MESSAGE });
  const bytes = await readLimited(part, imageMessages.tooLarge);
  if (bytes.length === 0) throw badRequest({ file: imageMessages.empty });
  const contentType = sniffImage(bytes);
  if (!contentType)
    throw new AppError(415, 'unsupported_media_type', imageMessages.badType, { file: imageMessages.badType });

  const id = randomUUID();
  const storageKey = `${user.tenantId}/${id}`;
  await deps.storage.put(storageKey, bytes);
  try {
    await deps.tenantTx((tx) =>
      insertFile(tx, {
        id,
        tenantId: user.tenantId,
        ownerId: user.id,
        purpose: 'image',
        name: (name ?? part.filename ?? 'imagem').slice(0, 255),
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: user.id,
      }),
    );
  } catch (e) {
    await deps.storage.delete(storageKey);
    throw e;
  }
  return { id, url: imageUrl(id) };
}

/**
 * A stored photo, for whoever may see what it belongs to: a patient's photo — staff who may see that
 * patient (`seesPatient`), and the patient; a team member's photo — the clinic's staff; a photo on no
 * record yet — whoever uploaded it (a form shows it before it is saved). Anything else answers 404, the
 * same as an unknown id.
 */
export async function readImage(
  deps: { storage: Storage; tenantTx: TenantTx },
  user: AuthUser,
  id: string,
  seesPatient: (tx: Tx, patientId: string) => Promise<boolean>,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const row = await deps.tenantTx(async (tx) => {
    const file = await findFile(tx, id, 'image');
    if (!file) return null;
    const holders = await imageHolders(tx, id);
    if (!holders.length) return file.createdBy === user.id ? file : null;
    for (const holder of holders) {
      if (
        holder.type !== 'patient'
          ? user.type !== 'patient'
          : holder.id === user.id || (user.type !== 'patient' && (await seesPatient(tx, holder.id)))
      )
        return file;
    }
    return null;
  });
  if (!row) throw notFound();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.contentType, name: row.name };
}

export async function imageExists(tx: Tx, id: string): Promise<boolean> {
  return (await findFile(tx, id, 'image')) !== null;
}
