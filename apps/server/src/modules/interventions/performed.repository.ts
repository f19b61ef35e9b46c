import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { appointments, interventions, interventionsPerformed, users } from '../../db/schema.js';
import { totalCount } from '../../db/list.js';

const recorder = alias(users, 'recorder');

const select = (tx: Tx) =>
  tx
    .select({
      id: interventionsPerformed.id,
      appointmentId: interventionsPerformed.appointmentId,
      appointmentStartsAt: appointments.startsAt,
      patientId: interventionsPerformed.patientId,
      intervention: {
        id: interventions.id,
        name: interventions.name,
        type: interventions.type,
        region: interventions.region,
        videoUrl: interventions.videoUrl,
      },
      sets: interventionsPerformed.sets,
      notes: interventionsPerformed.notes,
      recorderId: interventionsPerformed.professionalId,
      recorderName: sql<string>`${recorder.firstName} || ' ' || ${recorder.surname}`,
      createdAt: interventionsPerformed.createdAt,
      total: totalCount,
    })
    .from(interventionsPerformed)
    .innerJoin(appointments, eq(appointments.id, interventionsPerformed.appointmentId))
    .innerJoin(interventions, eq(interventions.id, interventionsPerformed.interventionId))
    .innerJoin(recorder, eq(recorder.id, interventionsPerformed.professionalId));
export type PerformedRow = Awaited<ReturnType<typeof select>>[number];

/** A session's interventions, in the order they were recorded. */
export async function ofAppointment(tx: Tx, tenantId: string, appointmentId: string) {
  return select(tx)
    .where(
      and(
        eq(interventionsPerformed.tenantId, tenantId),
        eq(interventionsPerformed.appointmentId, appointmentId),
      ),
    )
    .orderBy(asc(interventionsPerformed.createdAt), asc(interventionsPerformed.id));
}

/** A patient's history (of one intervention, when given), oldest session first, a page at a time. */
export async function ofPatient(
  tx: Tx,
  tenantId: string,
  f: { patientId: string; interventionId?: string; page: number; pageSize: number },
) {
  const where: SQL[] = [
    eq(interventionsPerformed.tenantId, tenantId),
    eq(interventionsPerformed.patientId, f.patientId),
  ];
  if (f.interventionId) where.push(eq(interventionsPerformed.interventionId, f.interventionId));
  const rows = await select(tx)
    .where(and(...where))
    .orderBy(
      asc(appointments.startsAt),
      asc(interventionsPerformed.createdAt),
      asc(interventionsPerformed.id),
    )
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && f.page > 1) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(interventionsPerformed)
      .where(and(...where));
    total = row!.n;
  }
  return { rows, total };
}

export async function getPerformed(tx: Tx, tenantId: string, id: string) {
  const [row] = await select(tx).where(
    and(eq(interventionsPerformed.tenantId, tenantId), eq(interventionsPerformed.id, id)),
  );
  return row ?? null;
}

export async function insertPerformed(
  tx: Tx,
  rows: (typeof interventionsPerformed.$inferInsert)[],
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(interventionsPerformed)
    .values(rows)
    .returning({ id: interventionsPerformed.id });
  return inserted.map((r) => r.id);
}

export async function updatePerformed(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: Partial<Pick<typeof interventionsPerformed.$inferInsert, 'sets' | 'notes'>>,
): Promise<void> {
  if (!Object.keys(patch).length) return;
  await tx
    .update(interventionsPerformed)
    .set(patch)
    .where(and(eq(interventionsPerformed.tenantId, tenantId), eq(interventionsPerformed.id, id)));
}

export async function deletePerformed(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .delete(interventionsPerformed)
    .where(and(eq(interventionsPerformed.tenantId, tenantId), eq(interventionsPerformed.id, id)));
}

/**
 * The patient's latest session before `before` that has interventions recorded, with those whose
 * library entry is still active (what "copy from the previous session" brings over).
 */
export async function previousSession(tx: Tx, tenantId: string, patientId: string, before: Date) {
  const [last] = await tx
    .select({ appointmentId: interventionsPerformed.appointmentId })
    .from(interventionsPerformed)
    .innerJoin(appointments, eq(appointments.id, interventionsPerformed.appointmentId))
    .where(
      and(
        eq(interventionsPerformed.tenantId, tenantId),
        eq(interventionsPerformed.patientId, patientId),
        lt(appointments.startsAt, before),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  if (!last) return null;
  return tx
    .select({
      interventionId: interventionsPerformed.interventionId,
      sets: interventionsPerformed.sets,
      notes: interventionsPerformed.notes,
    })
    .from(interventionsPerformed)
    .innerJoin(interventions, eq(interventions.id, interventionsPerformed.interventionId))
    .where(
      and(
        eq(interventionsPerformed.tenantId, tenantId),
        eq(interventionsPerformed.appointmentId, last.appointmentId),
        eq(interventions.active, true),
      ),
    )
    .orderBy(asc(interventionsPerformed.createdAt), asc(interventionsPerformed.id));
}

/** Which of these interventions the session already has. */
export async function recordedIn(tx: Tx, tenantId: string, appointmentId: string, interventionIds: string[]) {
  if (!interventionIds.length) return new Set<string>();
  const rows = await tx
    .select({ id: interventionsPerformed.interventionId })
    .from(interventionsPerformed)
    .where(
      and(
        eq(interventionsPerformed.tenantId, tenantId),
        eq(interventionsPerformed.appointmentId, appointmentId),
        inArray(interventionsPerformed.interventionId, interventionIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
