import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { instrumentResponses, instruments, users } from '../../db/schema.js';
import { totalCount } from '../../db/list.js';

/** Every definition row (a handful): the service picks each code's latest version. */
export async function allDefinitions(tx: Tx) {
  return tx
    .select({
      id: instruments.id,
      code: instruments.code,
      version: instruments.version,
      definition: instruments.definition,
    })
    .from(instruments)
    .orderBy(asc(instruments.code), desc(instruments.version));
}
export type DefinitionRow = Awaited<ReturnType<typeof allDefinitions>>[number];

const patient = alias(users, 'patient');
const recorder = alias(users, 'recorder');

const select = (tx: Tx) =>
  tx
    .select({
      id: instrumentResponses.id,
      patientId: instrumentResponses.patientId,
      patientName: sql<string>`${patient.firstName} || ' ' || ${patient.surname}`,
      appointmentId: instrumentResponses.appointmentId,
      code: instrumentResponses.code,
      version: instruments.version,
      abbreviation: sql<string>`${instruments.definition} ->> 'abbreviation'`,
      unit: sql<{ pt: string; en: string }>`${instruments.definition} -> 'unit'`,
      answers: instrumentResponses.answers,
      answered: instrumentResponses.answered,
      score: instrumentResponses.score,
      recorderId: instrumentResponses.professionalId,
      recorderName: sql<string>`${recorder.firstName} || ' ' || ${recorder.surname}`,
      recordedAt: instrumentResponses.recordedAt,
      total: totalCount,
    })
    .from(instrumentResponses)
    .innerJoin(instruments, eq(instruments.id, instrumentResponses.instrumentId))
    .innerJoin(patient, eq(patient.id, instrumentResponses.patientId))
    .innerJoin(recorder, eq(recorder.id, instrumentResponses.professionalId));
export type ResponseRow = Awaited<ReturnType<typeof select>>[number];

export async function getResponse(tx: Tx, tenantId: string, id: string) {
  const [row] = await select(tx).where(
    and(eq(instrumentResponses.tenantId, tenantId), eq(instrumentResponses.id, id)),
  );
  return row ?? null;
}

/** A patient's responses (of one instrument, of one appointment, when given), newest first, a page at a time. */
export async function ofPatient(
  tx: Tx,
  tenantId: string,
  f: { patientId: string; code?: string; appointmentId?: string; page: number; pageSize: number },
) {
  const where = [eq(instrumentResponses.tenantId, tenantId), eq(instrumentResponses.patientId, f.patientId)];
  if (f.code) where.push(eq(instrumentResponses.code, f.code));
  if (f.appointmentId) where.push(eq(instrumentResponses.appointmentId, f.appointmentId));
  const rows = await select(tx)
    .where(and(...where))
    .orderBy(
      desc(instrumentResponses.recordedAt),
      desc(instrumentResponses.createdAt),
      desc(instrumentResponses.id),
    )
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The clinic's latest responses to one instrument (`limit` of them). */
export async function latestOfCode(tx: Tx, tenantId: string, code: string, limit: number) {
  return select(tx)
    .where(and(eq(instrumentResponses.tenantId, tenantId), eq(instrumentResponses.code, code)))
    .orderBy(
      desc(instrumentResponses.recordedAt),
      desc(instrumentResponses.createdAt),
      desc(instrumentResponses.id),
    )
    .limit(limit);
}

/** Every score of a patient, oldest first, for the trends (a patient's responses are a few dozen). */
export async function scoresOf(tx: Tx, tenantId: string, patientId: string) {
  return tx
    .select({
      id: instrumentResponses.id,
      code: instrumentResponses.code,
      score: instrumentResponses.score,
      recordedAt: instrumentResponses.recordedAt,
    })
    .from(instrumentResponses)
    .where(and(eq(instrumentResponses.tenantId, tenantId), eq(instrumentResponses.patientId, patientId)))
    .orderBy(
      asc(instrumentResponses.recordedAt),
      asc(instrumentResponses.createdAt),
      asc(instrumentResponses.id),
    );
}

export async function insertResponse(tx: Tx, row: typeof instrumentResponses.$inferInsert): Promise<string> {
  const [inserted] = await tx
    .insert(instrumentResponses)
    .values(row)
    .returning({ id: instrumentResponses.id });
  return inserted!.id;
}
