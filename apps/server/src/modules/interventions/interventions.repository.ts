import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InterventionRegion, InterventionType } from '@clinica/contracts/interventions';
import type { Tx } from '../../db/client.js';
import { files, interventions } from '../../db/schema.js';
import { countRows, escapeLike, pageOf, searchWords } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type InterventionRow = typeof interventions.$inferSelect;

/** `app_search_text` (migration 0006) is lower(unaccent(x)): "rotacao" finds "Rotação". */
const searchText = (value: SQL | typeof interventions.name) => sql`app_search_text(${value})`;

export async function listInterventions(
  tx: Tx,
  tenantId: string,
  q: {
    q?: string;
    type?: InterventionType;
    region?: InterventionRegion;
    tag?: string;
    active: boolean | null;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
) {
  const conditions: SQL[] = [eq(interventions.tenantId, tenantId)];
  if (q.active !== null) conditions.push(eq(interventions.active, q.active));
  if (q.type) conditions.push(eq(interventions.type, q.type));
  if (q.region) conditions.push(eq(interventions.region, q.region));
  if (q.tag) conditions.push(sql`${interventions.tags} @> array[${q.tag}]::text[]`);
  // Every word must be in the name or one of the tags, accents and case ignored.
  for (const word of searchWords(q.q)) {
    const pattern = sql`'%' || ${searchText(sql`${escapeLike(word)}::text`)} || '%'`;
    conditions.push(
      sql`(${searchText(interventions.name)} like ${pattern}
           or exists (select 1 from unnest(${interventions.tags}) tag where app_search_text(tag) like ${pattern}))`,
    );
  }
  const where = and(...conditions);
  return pageOf(tx.select({ intervention: interventions }).from(interventions).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: {
      name: searchText(interventions.name),
      type: interventions.type,
      region: interventions.region,
      created_at: interventions.createdAt,
    },
    defaultSort: 'name',
    tieBreaker: interventions.id,
    count: (limit) => countRows(tx, interventions, where, limit),
  });
}

/** An active intervention (deactivated ones answer 404). */
export async function getIntervention(tx: Tx, tenantId: string, id: string): Promise<InterventionRow | null> {
  const [row] = await tx
    .select()
    .from(interventions)
    .where(
      and(eq(interventions.tenantId, tenantId), eq(interventions.id, id), eq(interventions.active, true)),
    );
  return row ?? null;
}

export async function insertIntervention(
  tx: Tx,
  row: typeof interventions.$inferInsert,
): Promise<InterventionRow> {
  const [inserted] = await tx.insert(interventions).values(row).returning();
  return inserted!;
}

export async function updateIntervention(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: Partial<typeof interventions.$inferInsert>,
): Promise<InterventionRow | null> {
  if (Object.keys(patch).length === 0) return getIntervention(tx, tenantId, id);
  const [row] = await tx
    .update(interventions)
    .set(patch)
    .where(
      and(eq(interventions.tenantId, tenantId), eq(interventions.id, id), eq(interventions.active, true)),
    )
    .returning();
  return row ?? null;
}

export async function isActive(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  return (await getIntervention(tx, tenantId, id)) !== null;
}

/** Which of these ids are active entries of the clinic's library. */
export async function activeInterventionIds(tx: Tx, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: interventions.id })
    .from(interventions)
    .where(
      and(
        eq(interventions.tenantId, tenantId),
        inArray(interventions.id, ids),
        eq(interventions.active, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const deleteIntervention = (tx: Tx, id: string) => deleteOrDeactivate(tx, interventions, id);

/** Points the intervention at its new picture; the file it held before (null: none), or null when it is not there. */
export async function swapImage(
  tx: Tx,
  tenantId: string,
  id: string,
  fileId: string | null,
): Promise<{ previous: string | null } | null> {
  const [row] = await tx
    .select({ previous: interventions.imageFileId })
    .from(interventions)
    .where(
      and(eq(interventions.tenantId, tenantId), eq(interventions.id, id), eq(interventions.active, true)),
    )
    .for('update');
  if (!row) return null;
  await tx
    .update(interventions)
    .set({ imageFileId: fileId })
    .where(and(eq(interventions.tenantId, tenantId), eq(interventions.id, id)));
  return row;
}

/**
 * The intervention's picture (active or not: an ended programme still shows a deactivated exercise);
 * with `fileId`, only while that file is its picture. Null otherwise.
 */
export async function imageFile(tx: Tx, tenantId: string, id: string, fileId?: string) {
  const [row] = await tx
    .select({ storageKey: files.storageKey, contentType: files.contentType, name: files.name })
    .from(interventions)
    .innerJoin(files, and(eq(files.tenantId, interventions.tenantId), eq(files.id, interventions.imageFileId)))
    .where(
      and(
        eq(interventions.tenantId, tenantId),
        eq(interventions.id, id),
        fileId ? eq(interventions.imageFileId, fileId) : undefined,
      ),
    );
  return row ?? null;
}
