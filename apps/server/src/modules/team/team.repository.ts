import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clinics, professionalSpecialties, specialties, userClinics, users } from '../../db/schema.js';
import { containing, countRows, pageOf, searchWords } from '../../db/list.js';

const STAFF = ['manager', 'professional', 'front_desk'] as const;

const staffColumns = {
  id: users.id,
  type: users.type,
  email: users.email,
  firstName: users.firstName,
  surname: users.surname,
  phone: users.phone,
  status: users.status,
  active: users.active,
  canLogin: users.canLogin,
  defaultDurationMinutes: users.defaultDurationMinutes,
  commissionPercent: users.commissionPercent,
  calendarColour: users.calendarColour,
  clinicIds: sql<
    string[]
  >`array(select uc.clinic_id from user_clinics uc where uc.user_id = "users"."id" order by uc.created_at)`,
  specialtyIds: sql<
    string[]
  >`array(select ps.specialty_id from professional_specialties ps where ps.user_id = "users"."id" order by ps.created_at)`,
};
export type StaffRow = {
  id: string;
  type: 'manager' | 'professional' | 'front_desk' | 'patient';
  email: string | null;
  firstName: string;
  surname: string;
  phone: string | null;
  status: 'email_not_confirmed' | 'email_confirmed';
  active: boolean;
  /** False for a member invited with an address that logs in to another account (decision 005). */
  canLogin: boolean;
  defaultDurationMinutes: number | null;
  commissionPercent: string | null;
  calendarColour: string | null;
  clinicIds: string[];
  specialtyIds: string[];
};

export async function listStaff(
  tx: Tx,
  q: {
    q?: string;
    type?: 'manager' | 'professional' | 'front_desk';
    active: 'true' | 'false' | 'all';
    clinicId?: string;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
) {
  const conditions: SQL[] = [inArray(users.type, [...STAFF])];
  if (q.type) conditions.push(eq(users.type, q.type));
  if (q.active !== 'all') conditions.push(eq(users.active, q.active === 'true'));
  if (q.clinicId) {
    conditions.push(
      sql`exists (select 1 from user_clinics uc where uc.user_id = "users"."id" and uc.clinic_id = ${q.clinicId})`,
    );
  }
  for (const word of searchWords(q.q)) {
    const like = containing(word);
    conditions.push(or(ilike(users.firstName, like), ilike(users.surname, like), ilike(users.email, like))!);
  }
  const where = and(...conditions);
  return pageOf(tx.select(staffColumns).from(users).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: {
      name: sql`lower(${users.firstName} || ' ' || ${users.surname})`,
      type: users.type,
      email: users.email,
    },
    defaultSort: 'name',
    tieBreaker: users.id,
    count: (limit) => countRows(tx, users, where, limit),
  }) as Promise<{ rows: StaffRow[]; total: number; totalCapped: boolean }>;
}

export async function getStaff(tx: Tx, id: string): Promise<StaffRow | null> {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.type, [...STAFF])));
  return (row as StaffRow | undefined) ?? null;
}

export async function insertStaff(tx: Tx, row: typeof users.$inferInsert): Promise<void> {
  await tx.insert(users).values(row);
}

export async function updateStaff(
  tx: Tx,
  id: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<void> {
  // Fields not sent arrive as undefined: only the others are written (none → no statement at all).
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) return;
  await tx.update(users).set(values).where(eq(users.id, id));
}

export async function replaceClinics(
  tx: Tx,
  tenantId: string,
  userId: string,
  clinicIds: string[],
): Promise<void> {
  await tx.delete(userClinics).where(eq(userClinics.userId, userId));
  if (clinicIds.length) {
    await tx.insert(userClinics).values(clinicIds.map((clinicId) => ({ tenantId, userId, clinicId })));
  }
}

export async function replaceSpecialties(
  tx: Tx,
  tenantId: string,
  userId: string,
  ids: string[],
): Promise<void> {
  await tx.delete(professionalSpecialties).where(eq(professionalSpecialties.userId, userId));
  if (ids.length) {
    await tx
      .insert(professionalSpecialties)
      .values(ids.map((specialtyId) => ({ tenantId, userId, specialtyId })));
  }
}

/** Which of these ids are this tenant's active clinics (RLS hides the others). */
export async function existingClinics(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(and(inArray(clinics.id, ids), eq(clinics.active, true)));
  return new Set(rows.map((r) => r.id));
}

export async function existingSpecialties(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: specialties.id }).from(specialties).where(inArray(specialties.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function countActiveManagers(tx: Tx, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.type, 'manager'), eq(users.active, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** The active professionals: the subscription's quantity (issue 49). */
export async function countActiveProfessionals(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.type, 'professional'), eq(users.active, true)));
  return row?.n ?? 0;
}
