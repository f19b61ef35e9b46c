import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { specialties } from '../../db/schema.js';
import { containing, countRows, pageOf, searchWords } from '../../db/list.js';

export type SpecialtyRow = typeof specialties.$inferSelect;

export async function listSpecialties(
  tx: Tx,
  q: { q?: string; page: number; pageSize: number; sort?: string; order: 'asc' | 'desc' },
) {
  const conditions: SQL[] = [];
  for (const word of searchWords(q.q)) conditions.push(ilike(specialties.name, containing(word)));
  const where = and(...conditions);
  return pageOf(tx.select({ specialty: specialties }).from(specialties).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: { name: specialties.name, created_at: specialties.createdAt },
    defaultSort: 'name',
    tieBreaker: specialties.id,
    count: (limit) => countRows(tx, specialties, where, limit),
  });
}

export async function getSpecialty(tx: Tx, id: string): Promise<SpecialtyRow | null> {
  const [row] = await tx.select().from(specialties).where(eq(specialties.id, id));
  return row ?? null;
}

export async function insertSpecialty(tx: Tx, row: typeof specialties.$inferInsert): Promise<SpecialtyRow> {
  const [inserted] = await tx.insert(specialties).values(row).returning();
  return inserted!;
}

export async function updateSpecialty(
  tx: Tx,
  id: string,
  patch: Partial<typeof specialties.$inferInsert>,
): Promise<SpecialtyRow | null> {
  if (Object.keys(patch).length === 0) return getSpecialty(tx, id);
  const [row] = await tx.update(specialties).set(patch).where(eq(specialties.id, id)).returning();
  return row ?? null;
}

/**
 * Specialties have no `active` column: nothing needs one once it is gone (a professional's link
 * cascades, a service's `specialty_id` becomes null), so deleting is always outright.
 */
export async function deleteSpecialty(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(specialties).where(eq(specialties.id, id)).returning({ id: specialties.id });
  return rows.length > 0;
}
