import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { imageMessages } from '@clinica/contracts/files';
import type { TenantTx, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound, TooManyAttempts } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Storage } from './storage.js';
import {
  deleteStaleImages,
  findFile,
  imageHolders,
  insertFile,
  lockUploader,
  pendingImages,
} from './files.repository.js';
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

/**
 * An uploaded picture's bytes, checked: present (400), at most 5 MB (413), a jpg or png by its content,
 * whatever its name says (415). The multipart part must have been opened with `IMAGE_MAX_BYTES`.
 */
export async function imagePart(
  part: MultipartFile | undefined,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  if (!part) throw badRequest({ file: REQUIRED_MESSAGE });
  const bytes = await readLimited(part, imageMessages.tooLarge);
  if (bytes.length === 0) throw badRequest({ file: imageMessages.empty });
  const contentType = sniffImage(bytes);
  if (!contentType)
    throw new AppError(415, 'unsupported_media_type', imageMessages.badType, { file: imageMessages.badType });
  return { bytes, contentType, name: (part.filename || 'imagem').slice(0, 255) };
}

/** Photos a user may hold on no record at a time (a form's photo before it is saved). */
export const MAX_PENDING_IMAGES = 5;
/** A photo still on no record this long after its upload was forgotten: the next upload removes it. */
export const PENDING_IMAGE_MS = 24 * 60 * 60 * 1000;

/**
 * A photo (profile, patient): jpg or png by content, at most 5 MB. Bytes are stored before the row.
 * Uploads are not free storage (issue 39): the clinic's photos left on no record for a day are removed
 * first (as the rate limiter prunes its counters), then a user who already holds 5 photos on no record
 * gets 429 until one is saved on a record or goes — counted under a lock on the uploader's row, so a
 * burst in parallel cannot pass together.
 */
export async function uploadImage(
  deps: { storage: Storage; tenantTx: TenantTx; clock: Clock },
  user: AuthUser,
  part: MultipartFile | undefined,
  name: string | undefined,
): Promise<{ id: string; url: string }> {
  const { bytes, contentType, name: fileName } = await imagePart(part);
  const id = randomUUID();
  const storageKey = `${user.tenantId}/${id}`;
  const now = deps.clock.now();
  await deps.storage.put(storageKey, bytes);
  let stale: string[];
  try {
    stale = await deps.tenantTx(async (tx) => {
      await lockUploader(tx, user.id);
      const removed = await deleteStaleImages(tx, user.tenantId, new Date(now.getTime() - PENDING_IMAGE_MS));
      const pending = await pendingImages(tx, user.tenantId, user.id);
      if (pending.length >= MAX_PENDING_IMAGES) {
        // The oldest goes when it is a day old, unless it is saved on a record before.
        const freedAt = pending[0]!.getTime() + PENDING_IMAGE_MS;
        throw new TooManyAttempts(Math.ceil((freedAt - now.getTime()) / 1000), imageMessages.tooManyPending);
      }
      await insertFile(tx, {
        id,
        tenantId: user.tenantId,
        ownerId: user.id,
        purpose: 'image',
        name: (name ?? fileName).slice(0, 255),
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: user.id,
        createdAt: now,
      });
      return removed;
    });
  } catch (e) {
    await deps.storage.delete(storageKey);
    throw e;
  }
  // Bytes go after the commit (no file work inside a transaction); a leftover would only take space.
  await Promise.all(stale.map((key) => deps.storage.delete(key).catch(() => undefined)));
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

/**
 * Whether `id` may become a user record's photo (issue 39): the photo the record has (`current`), or a
 * photo the caller uploaded that is on no record yet. Anything else — someone else's upload, or a
 * photo whose id was learned from another record — is refused like an unknown id, so nobody makes
 * another person's photo their own to read it.
 */
export async function imageUsable(
  tx: Tx,
  callerId: string,
  id: string,
  current: string | null,
): Promise<boolean> {
  if (id === current) return true;
  const file = await findFile(tx, id, 'image');
  return file?.createdBy === callerId && (await imageHolders(tx, id)).length === 0;
}
