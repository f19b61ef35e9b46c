import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clinicSchedules, clinicSpaces, clinics, tenants } from '../../db/schema.js';
import { containing, countRows, pageOf, searchWords } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type ClinicRow = typeof clinics.$inferSelect;
export type SpaceRow = typeof clinicSpaces.$inferSelect;
export type ScheduleRow = typeof clinicSchedules.$inferSelect;

/** The tenant's main clinic (which clinics a caller sees comes with the session: `AuthUser.clinicIds`). */
export async function tenantScope(tx: Tx): Promise<{ mainClinicId: string | null }> {
  const [row] = await tx.select({ mainClinicId: tenants.mainClinicId }).from(tenants);
  return row ?? { mainClinicId: null };
}

export async function listClinics(
  tx: Tx,
  q: {
    q?: string;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
    onlyIds: string[] | null;
  },
) {
  const conditions: SQL[] = [eq(clinics.active, true)];
  if (q.onlyIds) conditions.push(q.onlyIds.length ? inArray(clinics.id, q.onlyIds) : sql`false`);
  for (const word of searchWords(q.q)) {
    const like = containing(word);
    conditions.push(or(ilike(clinics.name, like), ilike(clinics.city, like))!);
  }
  const where = and(...conditions);
  return pageOf(tx.select({ clinic: clinics }).from(clinics).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: { name: clinics.name, city: clinics.city, created_at: clinics.createdAt },
    defaultSort: 'name',
    tieBreaker: clinics.id,
    count: (limit) => countRows(tx, clinics, where, limit),
  });
}

export async function getClinic(tx: Tx, id: string): Promise<ClinicRow | null> {
  const [row] = await tx
    .select()
    .from(clinics)
    .where(and(eq(clinics.id, id), eq(clinics.active, true)));
  return row ?? null;
}

export async function insertClinic(tx: Tx, row: typeof clinics.$inferInsert): Promise<ClinicRow> {
  const [inserted] = await tx.insert(clinics).values(row).returning();
  return inserted!;
}

export async function updateClinic(
  tx: Tx,
  id: string,
  patch: Partial<typeof clinics.$inferInsert>,
): Promise<ClinicRow | null> {
  if (Object.keys(patch).length === 0) return getClinic(tx, id);
  const [row] = await tx
    .update(clinics)
    .set(patch)
    .where(and(eq(clinics.id, id), eq(clinics.active, true)))
    .returning();
  return row ?? null;
}

export const removeClinic = (tx: Tx, id: string) => deleteOrDeactivate(tx, clinics, id);

export async function setMainClinic(tx: Tx, tenantId: string, clinicId: string | null): Promise<void> {
  await tx.update(tenants).set({ mainClinicId: clinicId }).where(eq(tenants.id, tenantId));
}

// Spaces

export async function listSpaces(tx: Tx, clinicIds: string[] | null): Promise<SpaceRow[]> {
  const conditions: SQL[] = [eq(clinicSpaces.active, true)];
  if (clinicIds) conditions.push(clinicIds.length ? inArray(clinicSpaces.clinicId, clinicIds) : sql`false`);
  return tx
    .select()
    .from(clinicSpaces)
    .where(and(...conditions))
    .orderBy(asc(clinicSpaces.name));
}

export async function getSpace(tx: Tx, id: string): Promise<SpaceRow | null> {
  const [row] = await tx
    .select()
    .from(clinicSpaces)
    .where(and(eq(clinicSpaces.id, id), eq(clinicSpaces.active, true)));
  return row ?? null;
}

export async function insertSpace(tx: Tx, row: typeof clinicSpaces.$inferInsert): Promise<SpaceRow> {
  const [inserted] = await tx.insert(clinicSpaces).values(row).returning();
  return inserted!;
}

export async function updateSpace(
  tx: Tx,
  id: string,
  patch: Partial<typeof clinicSpaces.$inferInsert>,
): Promise<SpaceRow | null> {
  if (Object.keys(patch).length === 0) return getSpace(tx, id);
  const [row] = await tx
    .update(clinicSpaces)
    .set(patch)
    .where(and(eq(clinicSpaces.id, id), eq(clinicSpaces.active, true)))
    .returning();
  return row ?? null;
}

export const removeSpace = (tx: Tx, id: string) => deleteOrDeactivate(tx, clinicSpaces, id);

// Opening hours

export async function listSchedules(tx: Tx, clinicIds: string[] | null): Promise<ScheduleRow[]> {
  const where = clinicIds
    ? clinicIds.length
      ? inArray(clinicSchedules.clinicId, clinicIds)
      : sql`false`
    : undefined;
  return tx
    .select()
    .from(clinicSchedules)
    .where(where)
    .orderBy(
      asc(clinicSchedules.clinicId),
      sql`array_position(enum_range(null::weekday), ${clinicSchedules.weekday})`,
      asc(clinicSchedules.startTime),
    );
}

/** An interval of the same clinic and weekday that overlaps [start, end) (back-to-back is fine). */
export async function overlappingSchedule(
  tx: Tx,
  s: { clinicId: string; weekday: ScheduleRow['weekday']; start: string; end: string; exceptId?: string },
): Promise<boolean> {
  const rows = await tx
    .select({ id: clinicSchedules.id })
    .from(clinicSchedules)
    .where(
      and(
        eq(clinicSchedules.clinicId, s.clinicId),
        eq(clinicSchedules.weekday, s.weekday),
        sql`${clinicSchedules.startTime} < ${s.end}::time and ${clinicSchedules.endTime} > ${s.start}::time`,
        s.exceptId ? ne(clinicSchedules.id, s.exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertSchedule(tx: Tx, row: typeof clinicSchedules.$inferInsert): Promise<ScheduleRow> {
  const [inserted] = await tx.insert(clinicSchedules).values(row).returning();
  return inserted!;
}

export async function deleteSchedule(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(clinicSchedules)
    .where(eq(clinicSchedules.id, id))
    .returning({ id: clinicSchedules.id });
  return rows.length > 0;
}

/** The main clinic's telephone and e-mail (what a printed sheet tells a patient to contact). */
export async function mainClinicContact(
  tx: Tx,
  tenantId: string,
): Promise<{ phone: string | null; email: string | null } | null> {
  const [row] = await tx
    .select({ phone: clinics.phone, email: clinics.email })
    .from(tenants)
    .innerJoin(clinics, and(eq(clinics.tenantId, tenants.id), eq(clinics.id, tenants.mainClinicId)))
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}
