import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { interventionMessages, type Intervention } from '@clinica/contracts/interventions';
import type { TenantTx, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { deleteFileRow, findFile, imagePart, insertFile } from '../files/files.service.js';
import type { Storage } from '../files/storage.js';
import * as repo from './interventions.repository.js';
import { getIntervention } from './interventions.service.js';

/** The picture's files row: the library's, not a person's (no owner). */
export const INTERVENTION_IMAGE = 'intervention_image';

interface Deps {
  storage: Storage;
  tenantTx: TenantTx;
  clock: Clock;
}

const missing = () => notFound(interventionMessages.notFound);

/**
 * Puts `fileId` (null: none) on the intervention and removes the picture it had — its row in the same
 * transaction, its bytes after the commit (no file work inside a transaction). The new bytes are
 * stored before, and removed again if the transaction fails.
 */
async function swap(
  deps: Deps,
  user: AuthUser,
  id: string,
  insert?: (tx: Tx) => Promise<void>,
  fileId: string | null = null,
): Promise<Intervention> {
  const { previousKey, intervention } = await deps.tenantTx(async (tx) => {
    if (insert) await insert(tx);
    const swapped = await repo.swapImage(tx, user.tenantId, id, fileId);
    if (!swapped) throw missing();
    let previousKey: string | null = null;
    if (swapped.previous) {
      previousKey = (await findFile(tx, swapped.previous, INTERVENTION_IMAGE))?.storageKey ?? null;
      await deleteFileRow(tx, swapped.previous);
    }
    return { previousKey, intervention: await getIntervention(tx, user, id) };
  });
  if (previousKey) await deps.storage.delete(previousKey).catch(() => undefined);
  return intervention;
}

/**
 * `PUT /api/v1/interventions/{id}/image`: a jpg or png (≤ 5 MB) becomes the exercise's picture. Another
 * clinic's (or an unknown) intervention is 404 before the upload is even read.
 */
export async function setInterventionImage(
  deps: Deps,
  user: AuthUser,
  id: string,
  readPart: () => Promise<MultipartFile | undefined>,
): Promise<Intervention> {
  await deps.tenantTx((tx) => getIntervention(tx, user, id));
  const image = await imagePart(await readPart());
  const fileId = randomUUID();
  const storageKey = `${user.tenantId}/${fileId}`;
  await deps.storage.put(storageKey, image.bytes);
  try {
    return await swap(
      deps,
      user,
      id,
      (tx) =>
        insertFile(tx, {
          id: fileId,
          tenantId: user.tenantId,
          ownerId: null,
          purpose: INTERVENTION_IMAGE,
          name: image.name,
          contentType: image.contentType,
          sizeBytes: image.bytes.length,
          storageKey,
          createdBy: user.id,
          createdAt: deps.clock.now(),
        }).then(() => undefined),
      fileId,
    );
  } catch (e) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw e;
  }
}

/** `DELETE /api/v1/interventions/{id}/image`. */
export const removeInterventionImage = (deps: Deps, user: AuthUser, id: string) => swap(deps, user, id);

/**
 * An exercise's picture, for anyone of the clinic — staff and the patients its programmes are handed
 * to: a drawing of an exercise is the library's, not a person's data. Another clinic's, or a picture
 * the intervention no longer has, answers 404.
 */
export async function readInterventionImage(
  deps: Pick<Deps, 'storage' | 'tenantTx'>,
  user: AuthUser,
  id: string,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const row = await deps.tenantTx((tx) => repo.imageFile(tx, user.tenantId, id, fileId));
  const bytes = row && (await deps.storage.get(row.storageKey));
  if (!row || !bytes) throw notFound();
  return { bytes, contentType: row.contentType, name: row.name };
}

/**
 * The pictures of these exercises by intervention id, bytes read after the transaction: for a printed
 * programme. An exercise without a picture (or whose bytes are gone) is printed without one.
 */
export async function interventionImageBytes(
  deps: Pick<Deps, 'storage' | 'tenantTx'>,
  user: AuthUser,
  ids: readonly string[],
): Promise<Map<string, Buffer>> {
  const keys = await deps.tenantTx(async (tx) => {
    const found: [string, string][] = [];
    for (const id of ids) {
      const row = await repo.imageFile(tx, user.tenantId, id);
      if (row) found.push([id, row.storageKey]);
    }
    return found;
  });
  const out = new Map<string, Buffer>();
  for (const [id, key] of keys) {
    const bytes = await deps.storage.get(key);
    if (bytes) out.set(id, bytes);
  }
  return out;
}
