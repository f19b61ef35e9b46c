import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client.js';
import {
  exerciseProgrammeItems,
  exerciseProgrammes,
  exerciseProgrammeSessions,
  interventions,
  users,
} from '../../db/schema.js';
import { totalCount } from '../../db/list.js';

const patient = alias(users, 'patient');
const prescriber = alias(users, 'prescriber');

const select = (tx: Tx) =>
  tx
    .select({
      id: exerciseProgrammes.id,
      patientId: exerciseProgrammes.patientId,
      patientName: sql<string>`${patient.firstName} || ' ' || ${patient.surname}`,
      professionalId: exerciseProgrammes.professionalId,
      professionalName: sql<string>`${prescriber.firstName} || ' ' || ${prescriber.surname}`,
      timesPerWeek: exerciseProgrammes.timesPerWeek,
      notes: exerciseProgrammes.notes,
      startedAt: exerciseProgrammes.startedAt,
      endedAt: exerciseProgrammes.endedAt,
      updatedAt: exerciseProgrammes.updatedAt,
      total: totalCount,
    })
    .from(exerciseProgrammes)
    .innerJoin(patient, eq(patient.id, exerciseProgrammes.patientId))
    .innerJoin(prescriber, eq(prescriber.id, exerciseProgrammes.professionalId));
export type ProgrammeRow = Awaited<ReturnType<typeof select>>[number];

export async function getProgramme(tx: Tx, tenantId: string, id: string): Promise<ProgrammeRow | null> {
  const [row] = await select(tx).where(
    and(eq(exerciseProgrammes.tenantId, tenantId), eq(exerciseProgrammes.id, id)),
  );
  return row ?? null;
}

/** A patient's programmes, the current one first, then the ended ones newest first. */
export async function ofPatient(
  tx: Tx,
  tenantId: string,
  f: { patientId: string; currentOnly: boolean; page: number; pageSize: number },
) {
  const where: SQL[] = [
    eq(exerciseProgrammes.tenantId, tenantId),
    eq(exerciseProgrammes.patientId, f.patientId),
  ];
  if (f.currentOnly) where.push(isNull(exerciseProgrammes.endedAt));
  const rows = await select(tx)
    .where(and(...where))
    .orderBy(desc(exerciseProgrammes.startedAt), desc(exerciseProgrammes.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The exercises of these programmes, each programme's in its order. */
export async function itemsOf(tx: Tx, tenantId: string, programmeIds: string[]) {
  if (!programmeIds.length) return [];
  return tx
    .select({
      id: exerciseProgrammeItems.id,
      programmeId: exerciseProgrammeItems.programmeId,
      sets: exerciseProgrammeItems.sets,
      repetitions: exerciseProgrammeItems.repetitions,
      holdSeconds: exerciseProgrammeItems.holdSeconds,
      loadKg: exerciseProgrammeItems.loadKg,
      notes: exerciseProgrammeItems.notes,
      intervention: {
        id: interventions.id,
        name: interventions.name,
        type: interventions.type,
        region: interventions.region,
        description: interventions.description,
        videoUrl: interventions.videoUrl,
        imageFileId: interventions.imageFileId,
      },
    })
    .from(exerciseProgrammeItems)
    .innerJoin(interventions, eq(interventions.id, exerciseProgrammeItems.interventionId))
    .where(
      and(
        eq(exerciseProgrammeItems.tenantId, tenantId),
        inArray(exerciseProgrammeItems.programmeId, programmeIds),
      ),
    )
    .orderBy(asc(exerciseProgrammeItems.position));
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export async function insertProgramme(tx: Tx, row: typeof exerciseProgrammes.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(exerciseProgrammes).values(row).returning({ id: exerciseProgrammes.id });
  return inserted!.id;
}

export async function updateProgramme(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: Partial<
    Pick<typeof exerciseProgrammes.$inferInsert, 'timesPerWeek' | 'notes' | 'professionalId' | 'endedAt'>
  >,
): Promise<void> {
  await tx
    .update(exerciseProgrammes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(exerciseProgrammes.tenantId, tenantId), eq(exerciseProgrammes.id, id)));
}

export type ItemValues = Omit<
  typeof exerciseProgrammeItems.$inferInsert,
  'tenantId' | 'programmeId' | 'position'
>;

/** The programme's exercises become `items`, in that order. */
export async function replaceItems(tx: Tx, tenantId: string, programmeId: string, items: ItemValues[]) {
  await tx
    .delete(exerciseProgrammeItems)
    .where(
      and(eq(exerciseProgrammeItems.tenantId, tenantId), eq(exerciseProgrammeItems.programmeId, programmeId)),
    );
  await tx
    .insert(exerciseProgrammeItems)
    .values(items.map((item, position) => ({ ...item, tenantId, programmeId, position })));
}

export async function insertSession(tx: Tx, row: typeof exerciseProgrammeSessions.$inferInsert) {
  const [inserted] = await tx
    .insert(exerciseProgrammeSessions)
    .values(row)
    .returning({ id: exerciseProgrammeSessions.id, doneAt: exerciseProgrammeSessions.doneAt });
  return inserted!;
}

/** The local Monday 00:00 of `now`'s week in `timeZone`, as an instant and as a `YYYY-MM-DD` date. */
const weekOf = (now: Date, timeZone: string) =>
  sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${timeZone})`;

/**
 * Per programme: sessions done since the local Monday of `now`'s week, and the latest one — one grouped
 * read over the (tenant, programme, done_at) index.
 */
export async function sessionFacts(
  tx: Tx,
  tenantId: string,
  programmeIds: string[],
  now: Date,
  timeZone: string,
) {
  if (!programmeIds.length) return [];
  const monday = weekOf(now, timeZone);
  return tx
    .select({
      programmeId: exerciseProgrammeSessions.programmeId,
      thisWeek: sql<number>`(count(*) filter (where ${exerciseProgrammeSessions.doneAt} >= (${monday} at time zone ${timeZone})))::int`,
      lastDoneAt: sql<string>`max(${exerciseProgrammeSessions.doneAt})`.mapWith(
        exerciseProgrammeSessions.doneAt,
      ),
    })
    .from(exerciseProgrammeSessions)
    .where(
      and(
        eq(exerciseProgrammeSessions.tenantId, tenantId),
        inArray(exerciseProgrammeSessions.programmeId, programmeIds),
      ),
    )
    .groupBy(exerciseProgrammeSessions.programmeId);
}

/** Every session marked done of these programmes, oldest first (the GDPR export). */
export async function sessionsOf(tx: Tx, tenantId: string, programmeIds: string[]) {
  if (!programmeIds.length) return [];
  return tx
    .select({ programmeId: exerciseProgrammeSessions.programmeId, doneAt: exerciseProgrammeSessions.doneAt })
    .from(exerciseProgrammeSessions)
    .where(
      and(
        eq(exerciseProgrammeSessions.tenantId, tenantId),
        inArray(exerciseProgrammeSessions.programmeId, programmeIds),
      ),
    )
    .orderBy(asc(exerciseProgrammeSessions.doneAt));
}

/**
 * Sessions done per week (Monday 00:00 to Monday 00:00 local time, so a week across a change of summer
 * time is 167 or 169 hours), from the programme's first week — or `weeks` weeks back — to the week it
 * ended in or the current one.
 */
export async function weeklyDone(
  tx: Tx,
  tenantId: string,
  programmeId: string,
  f: { now: Date; timeZone: string; weeks: number },
) {
  const tz = f.timeZone;
  return queryRows<{ week_start: string; done: number }>(
    tx,
    sql`
    with w as (
      select generate_series(
               greatest(date_trunc('week', p.started_at at time zone ${tz}),
                        date_trunc('week', coalesce(p.ended_at, ${f.now.toISOString()}::timestamptz) at time zone ${tz})
                          - ${f.weeks - 1} * interval '1 week'),
               date_trunc('week', coalesce(p.ended_at, ${f.now.toISOString()}::timestamptz) at time zone ${tz}),
               interval '1 week') as week
        from ${exerciseProgrammes} p
       where p.tenant_id = ${tenantId} and p.id = ${programmeId}
    )
    select to_char(w.week, 'YYYY-MM-DD') as week_start, count(s.id)::int as done
      from w
      left join ${exerciseProgrammeSessions} s
        on s.tenant_id = ${tenantId} and s.programme_id = ${programmeId}
       and s.done_at >= (w.week at time zone ${tz})
       and s.done_at < ((w.week + interval '1 week') at time zone ${tz})
     group by w.week
     order by w.week`,
  );
}
