import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { services, specialties } from '../../db/schema.js';
import { containing, countRows, pageOf, searchWords } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceWithSpecialty = { service: ServiceRow; specialtyName: string | null };

const withSpecialty = { service: services, specialtyName: specialties.name };

export async function listServices(
  tx: Tx,
  q: {
    q?: string;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
    active: boolean | null;
    specialtyId?: string;
    kind?: ServiceRow['kind'];
  },
) {
  const conditions: SQL[] = [];
  if (q.active !== null) conditions.push(eq(services.active, q.active));
  if (q.specialtyId) conditions.push(eq(services.specialtyId, q.specialtyId));
  if (q.kind) conditions.push(eq(services.kind, q.kind));
  for (const word of searchWords(q.q)) {
    const like = containing(word);
    conditions.push(or(ilike(services.name, like), ilike(services.description, like))!);
  }
  const where = and(...conditions);
  return pageOf(
    tx
      .select({ ...withSpecialty })
      .from(services)
      .leftJoin(specialties, eq(specialties.id, services.specialtyId))
      .where(where)
      .$dynamic(),
    {
      page: q.page,
      pageSize: q.pageSize,
      sort: q.sort,
      order: q.order,
      sortable: {
        name: services.name,
        price_cents: services.priceCents,
        duration_minutes: services.durationMinutes,
        kind: services.kind,
        created_at: services.createdAt,
      },
      defaultSort: 'name',
      tieBreaker: services.id,
      count: (limit) => countRows(tx, services, where, limit),
    },
  );
}

/** Active or not: a deactivated service is still read by id (old appointments and invoices name it). */
export async function getService(tx: Tx, id: string): Promise<ServiceWithSpecialty | null> {
  const [row] = await tx
    .select(withSpecialty)
    .from(services)
    .leftJoin(specialties, eq(specialties.id, services.specialtyId))
    .where(eq(services.id, id));
  return row ?? null;
}

export async function specialtyExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: specialties.id }).from(specialties).where(eq(specialties.id, id));
  return rows.length > 0;
}

export async function insertService(tx: Tx, row: typeof services.$inferInsert): Promise<ServiceRow> {
  const [inserted] = await tx.insert(services).values(row).returning();
  return inserted!;
}

export async function updateService(
  tx: Tx,
  id: string,
  patch: Partial<typeof services.$inferInsert>,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) return (await getService(tx, id)) !== null;
  const rows = await tx.update(services).set(patch).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}

export const removeService = (tx: Tx, id: string) => deleteOrDeactivate(tx, services, id);
