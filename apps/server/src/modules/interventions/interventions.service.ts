import type { z } from 'zod';
import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import {
  interventionMessages,
  videoEmbedUrl,
  type Intervention,
  type interventionInput,
  type InterventionListQuery,
  type interventionUpdate,
} from '@clinica/contracts/interventions';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { constraintOf, isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './interventions.repository.js';

const toIntervention = (r: repo.InterventionRow): Intervention => ({
  id: r.id,
  name: r.name,
  type: r.type,
  video_url: r.videoUrl,
  video_embed_url: r.videoUrl ? videoEmbedUrl(r.videoUrl) : null,
  description: r.description,
  region: r.region,
  tags: r.tags,
  active: r.active,
  image_url: r.imageFileId ? interventionImageUrl(r.id, r.imageFileId) : null,
  created_at: r.createdAt.toISOString(),
});

/** A picture's address names its file, so a changed picture is a new address (cached for an hour). */
export const interventionImageUrl = (id: string, fileId: string) =>
  `/api/v1/interventions/${id}/images/${fileId}`;

const missing = () => notFound(interventionMessages.notFound);

/** Spec §8 «Nome da intervenção já existe», on the name field: the unique index decides, also for two creates at once. */
async function namedUniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e) && constraintOf(e) === 'interventions_tenant_name_uq')
      throw conflict(interventionMessages.nameTaken, { name: interventionMessages.nameTaken });
    throw e;
  }
}

type Body = z.output<typeof interventionUpdate>;
const columns = (b: Body) =>
  Object.fromEntries(
    Object.entries({
      name: b.name,
      type: b.type,
      videoUrl: b.video_url,
      description: b.description,
      region: b.region,
      tags: b.tags,
    }).filter(([, v]) => v !== undefined),
  );

/** For other modules: which of these ids are active entries of the caller's library. */
export const activeInterventionIds = (tx: Tx, user: AuthUser, ids: string[]) =>
  repo.activeInterventionIds(tx, user.tenantId, ids);

export async function listInterventions(
  tx: Tx,
  user: AuthUser,
  q: InterventionListQuery,
): Promise<ListResponse<Intervention>> {
  const { rows, total, totalCapped } = await repo.listInterventions(tx, user.tenantId, {
    q: q.q,
    type: q.type,
    region: q.region,
    tag: q.tag,
    active: q.active === 'all' ? null : q.active === 'true',
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return {
    items: rows.map((r) => toIntervention(r.intervention)),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getIntervention(tx: Tx, user: AuthUser, id: string): Promise<Intervention> {
  const row = await repo.getIntervention(tx, user.tenantId, id);
  if (!row) throw missing();
  return toIntervention(row);
}

export async function createIntervention(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof interventionInput>,
): Promise<Intervention> {
  const row = await namedUniquely(() =>
    repo.insertIntervention(tx, { tenantId: user.tenantId, ...columns(body), name: body.name }),
  );
  return toIntervention(row);
}

export async function updateIntervention(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: Body,
): Promise<Intervention> {
  const row = await namedUniquely(() => repo.updateIntervention(tx, user.tenantId, id, columns(body)));
  if (!row) throw missing();
  return toIntervention(row);
}

/** Deleted when nothing uses it; deactivated (out of the library, 404 by id) when sessions or programmes do. */
export async function removeIntervention(
  tx: Tx,
  user: AuthUser,
  id: string,
): Promise<'deleted' | 'deactivated'> {
  if (!(await repo.isActive(tx, user.tenantId, id))) throw missing();
  const result = await repo.deleteIntervention(tx, id);
  if (result === 'not_found') throw missing();
  return result;
}

/** All or nothing: one unknown (or another clinic's) id answers 404 and the transaction rolls back. */
export async function removeInterventions(tx: Tx, user: AuthUser, ids: string[]): Promise<DeleteBatchResult> {
  const out: DeleteBatchResult = { deleted: [], deactivated: [] };
  for (const id of new Set(ids)) out[await removeIntervention(tx, user, id)].push(id);
  return out;
}
