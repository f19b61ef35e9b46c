import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { insurers } from '../../db/schema.js';
import { containing, countRows, pageOf, searchWords } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type InsurerRow = typeof insurers.$inferSelect;

export async function listInsurers(
  tx: Tx,
  q: { q?: string; page: number; pageSize: number; sort?: string; order: 'asc' | 'desc' },
) {
  const conditions: SQL[] = [eq(insurers.active, true)];
  for (const word of searchWords(q.q)) conditions.push(ilike(insurers.name, containing(word)));
  const where = and(...conditions);
  return pageOf(tx.select({ insurer: insurers }).from(insurers).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: { name: insurers.name, created_at: insurers.createdAt },
    defaultSort: 'name',
    tieBreaker: insurers.id,
    count: (limit) => countRows(tx, insurers, where, limit),
  });
}

export async function getInsurer(tx: Tx, id: string): Promise<InsurerRow | null> {
  const [row] = await tx
    .select()
    .from(insurers)
    .where(and(eq(insurers.id, id), eq(insurers.active, true)));
  return row ?? null;
}

export async function insertInsurer(tx: Tx, row: typeof insurers.$inferInsert): Promise<InsurerRow> {
  const [inserted] = await tx.insert(insurers).values(row).returning();
  return inserted!;
}

export async function updateInsurer(
  tx: Tx,
  id: string,
  patch: Partial<typeof insurers.$inferInsert>,
): Promise<InsurerRow | null> {
  if (Object.keys(patch).length === 0) return getInsurer(tx, id);
  const [row] = await tx
    .update(insurers)
    .set(patch)
    .where(and(eq(insurers.id, id), eq(insurers.active, true)))
    .returning();
  return row ?? null;
}

export const removeInsurer = (tx: Tx, id: string) => deleteOrDeactivate(tx, insurers, id);
