import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { clinics, professionalSchedules, scheduleExceptions, users } from '../../db/schema.js';

export type ProfessionalScheduleRow = typeof professionalSchedules.$inferSelect;
export type ScheduleExceptionRow = typeof scheduleExceptions.$inferSelect;

/** Who can be booked: active staff of type professional, or a manager who also treats patients. */
export async function isBookableProfessional(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), inArray(users.type, ['professional', 'manager'])));
  return rows.length > 0;
}

export async function isActiveClinic(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(and(eq(clinics.id, id), eq(clinics.active, true)));
  return rows.length > 0;
}

/** `null`: no restriction; otherwise only these clinics (none at all when empty). */
const inClinics = (column: AnyPgColumn, ids: string[] | null): SQL | undefined =>
  ids ? (ids.length ? inArray(column, ids) : sql`false`) : undefined;

export async function listSchedules(
  tx: Tx,
  q: { professionalId?: string; clinicId?: string; clinicIds: string[] | null },
): Promise<ProfessionalScheduleRow[]> {
  return tx
    .select()
    .from(professionalSchedules)
    .where(
      and(
        q.professionalId ? eq(professionalSchedules.professionalId, q.professionalId) : undefined,
        q.clinicId ? eq(professionalSchedules.clinicId, q.clinicId) : undefined,
        inClinics(professionalSchedules.clinicId, q.clinicIds),
      ),
    )
    .orderBy(
      asc(professionalSchedules.professionalId),
      sql`array_position(enum_range(null::weekday), ${professionalSchedules.weekday})`,
      asc(professionalSchedules.startTime),
    );
}

export async function getSchedule(tx: Tx, id: string): Promise<ProfessionalScheduleRow | null> {
  const [row] = await tx.select().from(professionalSchedules).where(eq(professionalSchedules.id, id));
  return row ?? null;
}

/**
 * An interval of the same professional and weekday, at any clinic, that overlaps [start, end): one
 * person cannot work in two places at once. Back-to-back is fine.
 */
export async function overlappingSchedule(
  tx: Tx,
  s: {
    professionalId: string;
    weekday: ProfessionalScheduleRow['weekday'];
    start: string;
    end: string;
    exceptId?: string;
  },
): Promise<boolean> {
  const rows = await tx
    .select({ id: professionalSchedules.id })
    .from(professionalSchedules)
    .where(
      and(
        eq(professionalSchedules.professionalId, s.professionalId),
        eq(professionalSchedules.weekday, s.weekday),
        sql`${professionalSchedules.startTime} < ${s.end}::time and ${professionalSchedules.endTime} > ${s.start}::time`,
        s.exceptId ? ne(professionalSchedules.id, s.exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertSchedule(
  tx: Tx,
  row: typeof professionalSchedules.$inferInsert,
): Promise<ProfessionalScheduleRow> {
  const [inserted] = await tx.insert(professionalSchedules).values(row).returning();
  return inserted!;
}

export async function updateSchedule(
  tx: Tx,
  id: string,
  patch: Partial<typeof professionalSchedules.$inferInsert>,
): Promise<ProfessionalScheduleRow | null> {
  const [row] = await tx
    .update(professionalSchedules)
    .set(patch)
    .where(eq(professionalSchedules.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSchedule(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(professionalSchedules)
    .where(eq(professionalSchedules.id, id))
    .returning({ id: professionalSchedules.id });
  return rows.length > 0;
}

// Exceptions

/** Exceptions at the visible clinics, plus those that apply to every clinic (clinic_id null). */
const exceptionVisible = (clinicIds: string[] | null) =>
  clinicIds
    ? or(isNull(scheduleExceptions.clinicId), inClinics(scheduleExceptions.clinicId, clinicIds))
    : undefined;

export async function listExceptions(
  tx: Tx,
  q: { professionalId?: string; clinicId?: string; from?: Date; to?: Date; clinicIds: string[] | null },
): Promise<ScheduleExceptionRow[]> {
  return tx
    .select()
    .from(scheduleExceptions)
    .where(
      and(
        q.professionalId ? eq(scheduleExceptions.professionalId, q.professionalId) : undefined,
        q.clinicId
          ? or(isNull(scheduleExceptions.clinicId), eq(scheduleExceptions.clinicId, q.clinicId))
          : undefined,
        q.to ? lt(scheduleExceptions.startsAt, q.to) : undefined,
        q.from ? gt(scheduleExceptions.endsAt, q.from) : undefined,
        exceptionVisible(q.clinicIds),
      ),
    )
    .orderBy(asc(scheduleExceptions.startsAt), asc(scheduleExceptions.id));
}

export async function getException(
  tx: Tx,
  id: string,
  clinicIds: string[] | null,
): Promise<ScheduleExceptionRow | null> {
  const [row] = await tx
    .select()
    .from(scheduleExceptions)
    .where(and(eq(scheduleExceptions.id, id), exceptionVisible(clinicIds)));
  return row ?? null;
}

export async function insertException(
  tx: Tx,
  row: typeof scheduleExceptions.$inferInsert,
): Promise<ScheduleExceptionRow> {
  const [inserted] = await tx.insert(scheduleExceptions).values(row).returning();
  return inserted!;
}

export async function updateException(
  tx: Tx,
  id: string,
  patch: Partial<typeof scheduleExceptions.$inferInsert>,
): Promise<ScheduleExceptionRow | null> {
  const [row] = await tx
    .update(scheduleExceptions)
    .set(patch)
    .where(eq(scheduleExceptions.id, id))
    .returning();
  return row ?? null;
}

export async function deleteException(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(scheduleExceptions)
    .where(eq(scheduleExceptions.id, id))
    .returning({ id: scheduleExceptions.id });
  return rows.length > 0;
}
