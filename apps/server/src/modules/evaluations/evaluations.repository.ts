import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { BodyChartMark, EvaluationType } from '@clinica/contracts/evaluations';
import type { PainType } from '@clinica/contracts/evaluation-catalogue';
import type { Tx } from '../../db/client.js';
import { appointments, clinics, evaluationAddenda, evaluations, users } from '../../db/schema.js';
import { cappedCount, one, pageOf } from '../../db/list.js';

/** A body-chart mark as stored: one `type` before issue 43, `types` since. */
export type StoredMark = Omit<BodyChartMark, 'types'> & { types?: PainType[]; type?: PainType };
export type EvaluationContent = typeof evaluations.$inferSelect.content;

const author = alias(users, 'author');
const patient = alias(users, 'patient');
const fullName = (u: { firstName: AnyPgColumn; surname: AnyPgColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.surname}`;

/** What every evaluation answer carries, summary or whole. */
const baseColumns = {
  id: evaluations.id,
  type: evaluations.type,
  appointmentId: evaluations.appointmentId,
  appointmentStartsAt: appointments.startsAt,
  patientId: evaluations.patientId,
  patientName: fullName(patient),
  authorId: evaluations.professionalId,
  authorName: fullName(author),
  signedAt: evaluations.signedAt,
  createdAt: evaluations.createdAt,
  updatedAt: evaluations.updatedAt,
};

function selectEvaluations<T extends SelectedFields>(tx: Tx, extra: T) {
  return tx
    .select({ ...baseColumns, ...extra })
    .from(evaluations)
    .innerJoin(appointments, eq(appointments.id, evaluations.appointmentId))
    .innerJoin(author, eq(author.id, evaluations.professionalId))
    .innerJoin(patient, eq(patient.id, evaluations.patientId));
}

/** One evaluation, whole, with the zone of the clinic where it took place (to date its signature). */
export async function getEvaluation(tx: Tx, tenantId: string, id: string, lock = false) {
  const q = selectEvaluations(tx, { content: evaluations.content, timeZone: clinics.timeZone })
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .where(and(eq(evaluations.tenantId, tenantId), eq(evaluations.id, id)));
  const [row] = await (lock ? q.for('update', { of: evaluations }) : q);
  return row ?? null;
}
export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof getEvaluation>>>;

/**
 * A page of evaluations, newest session first, with what a list shows of each: the main complaint,
 * the red flags answered yes, the pain figures and the body chart — read out of `content`, never the
 * rest of it.
 */
export async function listEvaluations(
  tx: Tx,
  tenantId: string,
  f: {
    patientId?: string;
    appointmentId?: string;
    type?: EvaluationType;
    before?: Date;
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [eq(evaluations.tenantId, tenantId)];
  if (f.patientId) where.push(eq(evaluations.patientId, f.patientId));
  if (f.appointmentId) where.push(eq(evaluations.appointmentId, f.appointmentId));
  if (f.type) where.push(eq(evaluations.type, f.type));
  if (f.before) where.push(lt(appointments.startsAt, f.before));
  const query = selectEvaluations(tx, {
    mainComplaint: sql<string | null>`${evaluations.content} ->> 'main_complaint'`,
    redFlags: sql<Record<string, boolean> | null>`${evaluations.content} -> 'red_flags'`,
    painNow: sql<number | null>`(${evaluations.content} ->> 'pain_now')::int`,
    painBest: sql<number | null>`(${evaluations.content} ->> 'pain_best')::int`,
    painWorst: sql<number | null>`(${evaluations.content} ->> 'pain_worst')::int`,
    bodyChart: sql<StoredMark[] | null>`${evaluations.content} -> 'body_chart'`,
    addendaCount: sql<number>`(select count(*)::int from ${evaluationAddenda}
      where ${evaluationAddenda.tenantId} = ${evaluations.tenantId}
        and ${evaluationAddenda.evaluationId} = ${evaluations.id})`.mapWith(Number),
  })
    .where(and(...where))
    .$dynamic();
  return pageOf(query, {
    page: f.page,
    pageSize: f.pageSize,
    order: 'desc',
    sortable: { session: appointments.startsAt },
    defaultSort: 'session',
    tieBreaker: evaluations.id,
    count: (limit) =>
      cappedCount(
        tx,
        tx
          .select(one)
          .from(evaluations)
          .innerJoin(appointments, eq(appointments.id, evaluations.appointmentId))
          .where(and(...where))
          .$dynamic(),
        limit,
      ),
  });
}

export type SummaryRow = Awaited<ReturnType<typeof listEvaluations>>['rows'][number];

/** The addenda of these evaluations, each evaluation's oldest first. */
export async function addendaOf(tx: Tx, tenantId: string, evaluationIds: string[]) {
  if (!evaluationIds.length) return [];
  return tx
    .select({
      id: evaluationAddenda.id,
      evaluationId: evaluationAddenda.evaluationId,
      text: evaluationAddenda.text,
      authorId: evaluationAddenda.authorId,
      authorName: fullName(author),
      createdAt: evaluationAddenda.createdAt,
    })
    .from(evaluationAddenda)
    .innerJoin(author, eq(author.id, evaluationAddenda.authorId))
    .where(
      and(eq(evaluationAddenda.tenantId, tenantId), inArray(evaluationAddenda.evaluationId, evaluationIds)),
    )
    .orderBy(asc(evaluationAddenda.createdAt), asc(evaluationAddenda.id));
}

/** Every evaluation of a patient, whole, oldest session first (the GDPR export). */
export async function allOfPatient(tx: Tx, tenantId: string, patientId: string) {
  return selectEvaluations(tx, { content: evaluations.content })
    .where(and(eq(evaluations.tenantId, tenantId), eq(evaluations.patientId, patientId)))
    .orderBy(asc(appointments.startsAt), asc(evaluations.createdAt), asc(evaluations.id));
}

/** The appointment's objective evaluation, if it has one. */
export async function objectiveOf(tx: Tx, tenantId: string, appointmentId: string) {
  const [row] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.tenantId, tenantId),
        eq(evaluations.appointmentId, appointmentId),
        eq(evaluations.type, 'objective'),
      ),
    );
  return row?.id ?? null;
}

export async function insertEvaluation(tx: Tx, row: typeof evaluations.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(evaluations).values(row).returning({ id: evaluations.id });
  return inserted!.id;
}

/** Changes a draft; a signed row is left alone here and refused by the trigger of migration 0035. */
export async function updateEvaluation(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: { content?: EvaluationContent; signedAt?: Date },
): Promise<void> {
  await tx
    .update(evaluations)
    .set(patch)
    .where(and(eq(evaluations.tenantId, tenantId), eq(evaluations.id, id)));
}

export async function insertAddendum(tx: Tx, row: typeof evaluationAddenda.$inferInsert): Promise<void> {
  await tx.insert(evaluationAddenda).values(row);
}
