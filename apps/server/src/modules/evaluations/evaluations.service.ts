import type { z } from 'zod';
import type { ListResponse } from '@clinica/contracts/common';
import { patientMessages } from '@clinica/contracts/patients';
import {
  evaluationMessages,
  positiveRedFlags,
  type BodyChartMark,
  type evaluationCreate,
  type evaluationUpdate,
  type Evaluation,
  type EvaluationListQuery,
  type EvaluationSummary,
  type ObjectiveContent,
  type SubjectiveContent,
} from '@clinica/contracts/evaluations';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import {
  appointmentFactsOf,
  instantText,
  sessionNotHeld,
  visibleAppointmentFacts,
} from '../appointments/appointments.service.js';
import { auditPatientRecords } from '../patients/patients.service.js';
import { seesPatient } from '../patients/patient-access.service.js';
import * as repo from './evaluations.repository.js';

const missing = () => notFound(evaluationMessages.notFound);
const iso = (d: Date) => d.toISOString();

const base = (r: repo.EvaluationRow | repo.SummaryRow) => ({
  id: r.id,
  appointment_id: r.appointmentId,
  appointment_starts_at: instantText(r.appointmentStartsAt),
  patient_id: r.patientId,
  patient_name: r.patientName,
  author: { id: r.authorId, name: r.authorName },
  status: r.signedAt ? ('signed' as const) : ('draft' as const),
  signed_at: r.signedAt ? iso(r.signedAt) : null,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

/**
 * Body-chart marks as answers carry them. Marks written before issue 43 hold one `type`; signed rows
 * cannot be rewritten (migration 0035's trigger), so they are read as that one type here.
 */
const marksOut = (marks: readonly repo.StoredMark[] | null | undefined): BodyChartMark[] =>
  (marks ?? []).map(({ region, intensity, types, type }) => ({
    region,
    intensity,
    types: types ?? (type ? [type] : []),
  }));

const toSummary = (r: repo.SummaryRow): EvaluationSummary => ({
  ...base(r),
  type: r.type,
  main_complaint: r.mainComplaint,
  red_flags: positiveRedFlags(r.redFlags ?? {}),
  pain_now: r.painNow,
  pain_best: r.painBest,
  pain_worst: r.painWorst,
  body_chart: marksOut(r.bodyChart),
  addenda_count: r.addendaCount,
});

type Reader = { user: AuthUser; ip: string | null };

/**
 * Reads of evaluations by anyone but their author go to the patient's access log (issue 23), one row
 * per evaluation read: `evaluation.view` for a whole one, `evaluation.list` for its summary in a list.
 */
type Read = Pick<repo.SummaryRow, 'id' | 'authorId' | 'patientId' | 'type'>;
async function auditReads(tx: Tx, { user, ip }: Reader, action: string, rows: Read[]) {
  await auditPatientRecords(
    tx,
    rows
      .filter((r) => r.authorId !== user.id)
      .map((r) => ({
        tenantId: user.tenantId,
        actorId: user.id,
        action,
        entityId: r.patientId,
        ip,
        details: { evaluation_id: r.id, evaluation_type: r.type },
      })),
  );
}

/**
 * Who reads a patient's evaluations is who sees the patient (decision 026): a manager, a professional
 * with `patients:list_all`, else a professional who has (or had) an appointment with them. The route
 * already refused everyone without `evaluations:read` (front desk, patients).
 */
async function assertSeesPatient(tx: Tx, user: AuthUser, patientId: string, notFoundMessage: string) {
  if (!(await seesPatient(tx, user, patientId))) throw notFound(notFoundMessage);
}

export async function listEvaluations(
  tx: Tx,
  reader: Reader,
  q: EvaluationListQuery,
): Promise<ListResponse<EvaluationSummary>> {
  if (!q.patient_id && !q.appointment_id)
    throw badRequest({ patient_id: evaluationMessages.needsPatientOrAppointment });
  if (q.appointment_id) {
    const appointment = await appointmentFactsOf(tx, q.appointment_id);
    if (!appointment || (q.patient_id && q.patient_id !== appointment.patientId))
      throw notFound(evaluationMessages.appointmentNotFound);
    await assertSeesPatient(tx, reader.user, appointment.patientId, evaluationMessages.appointmentNotFound);
  }
  if (q.patient_id) await assertSeesPatient(tx, reader.user, q.patient_id, patientMessages.notFound);
  const { rows, total, totalCapped } = await repo.listEvaluations(tx, reader.user.tenantId, {
    patientId: q.patient_id,
    appointmentId: q.appointment_id,
    type: q.type,
    before: q.before ? new Date(q.before) : undefined,
    page: q.page,
    pageSize: q.page_size,
  });
  await auditReads(tx, reader, 'evaluation.list', rows);
  return {
    items: rows.map(toSummary),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

async function whole(tx: Tx, user: AuthUser, row: repo.EvaluationRow): Promise<Evaluation> {
  const addenda = await repo.addendaOf(tx, user.tenantId, [row.id]);
  const fields = {
    ...base(row),
    addenda: addenda.map((a) => ({
      id: a.id,
      text: a.text,
      author: { id: a.authorId, name: a.authorName },
      created_at: iso(a.createdAt),
    })),
    can_edit: row.authorId === user.id && !row.signedAt,
    can_add_addendum: row.authorId === user.id && row.signedAt !== null,
  };
  return row.type === 'subjective'
    ? { ...fields, type: 'subjective', content: row.content as SubjectiveContent }
    : { ...fields, type: 'objective', content: objectiveOut(row.content as ObjectiveContent) };
}

const objectiveOut = (content: ObjectiveContent): ObjectiveContent => ({
  ...content,
  body_chart: marksOut(content.body_chart as repo.StoredMark[]),
});

/** An evaluation the caller may read (its patient is theirs to see), else 404. */
async function readable(tx: Tx, user: AuthUser, id: string, lock = false): Promise<repo.EvaluationRow> {
  const row = await repo.getEvaluation(tx, user.tenantId, id, lock);
  if (!row) throw missing();
  await assertSeesPatient(tx, user, row.patientId, evaluationMessages.notFound);
  return row;
}

export async function getEvaluation(tx: Tx, reader: Reader, id: string): Promise<Evaluation> {
  const row = await readable(tx, reader.user, id);
  await auditReads(tx, reader, 'evaluation.view', [row]);
  return whole(tx, reader.user, row);
}

const writeAudit = (tx: Tx, { user, ip }: Reader, action: string, row: { id: string; patientId: string }) =>
  auditPatientRecords(tx, [
    {
      tenantId: user.tenantId,
      actorId: user.id,
      action,
      entityId: row.patientId,
      ip,
      details: { evaluation_id: row.id },
    },
  ]);

export async function createEvaluation(
  tx: Tx,
  writer: Reader,
  body: z.output<typeof evaluationCreate>,
): Promise<Evaluation> {
  const { user } = writer;
  const appointment = await visibleAppointmentFacts(tx, user, body.appointment_id);
  if (sessionNotHeld(appointment.state)) throw conflict(evaluationMessages.canceledAppointment);
  const objectiveExists = (evaluationId: string | null) =>
    new AppError(409, 'conflict', evaluationMessages.objectiveExists, undefined, {
      evaluation_id: evaluationId,
    });
  if (body.type === 'objective') {
    const existing = await repo.objectiveOf(tx, user.tenantId, appointment.id);
    if (existing) throw objectiveExists(existing);
  }
  let id: string;
  try {
    // A savepoint: a concurrent objective evaluation of the same appointment trips the unique index.
    id = await tx.transaction((sp) =>
      repo.insertEvaluation(sp, {
        tenantId: user.tenantId,
        appointmentId: appointment.id,
        patientId: appointment.patientId,
        professionalId: user.id,
        type: body.type,
        content: body.content,
      }),
    );
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw objectiveExists(await repo.objectiveOf(tx, user.tenantId, appointment.id));
  }
  await writeAudit(tx, writer, 'evaluation.create', { id, patientId: appointment.patientId });
  return whole(tx, user, (await repo.getEvaluation(tx, user.tenantId, id))!);
}

/** "Signed by Ana Costa on 25/11/2026 at 10:00" in the clinic's zone, for the 409 of a signed one. */
function signedConflict(row: repo.EvaluationRow): AppError {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: row.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(row.signedAt!)
      .map((p) => [p.type, p.value]),
  );
  return new AppError(
    409,
    'evaluation_signed',
    evaluationMessages.signed(
      row.authorName,
      `${parts.day}/${parts.month}/${parts.year}`,
      `${parts.hour}:${parts.minute}`,
    ),
    undefined,
    { signed_at: iso(row.signedAt!), signed_by: row.authorName },
  );
}

/** The author's own evaluation, locked for the change; others' answer 403, unreadable ones 404. */
async function authored(tx: Tx, user: AuthUser, id: string): Promise<repo.EvaluationRow> {
  const row = await readable(tx, user, id, true);
  if (row.authorId !== user.id) throw forbidden(evaluationMessages.onlyAuthor);
  return row;
}

export async function updateEvaluation(
  tx: Tx,
  writer: Reader,
  id: string,
  body: z.output<typeof evaluationUpdate>,
): Promise<Evaluation> {
  const row = await authored(tx, writer.user, id);
  if (row.signedAt) throw signedConflict(row);
  if (body.type !== row.type) throw badRequest({ type: evaluationMessages.typeMismatch });
  await repo.updateEvaluation(tx, writer.user.tenantId, id, {
    content: body.content,
  });
  await writeAudit(tx, writer, 'evaluation.update', row);
  return whole(tx, writer.user, (await repo.getEvaluation(tx, writer.user.tenantId, id))!);
}

/** What signing needs: a subjective evaluation's main complaint; an objective one, any finding at all. */
function assertSignable(row: repo.EvaluationRow) {
  if (row.type === 'subjective') {
    if (!(row.content as SubjectiveContent).main_complaint)
      throw badRequest({ main_complaint: 'Campo Obrigatório' });
    return;
  }
  const c = row.content as ObjectiveContent;
  const recorded =
    c.observation ||
    c.notes ||
    c.range_of_motion.length ||
    c.strength.length ||
    c.special_tests.length ||
    c.measurements.length ||
    c.body_chart.length;
  if (!recorded) throw badRequest({}, evaluationMessages.emptyObjective);
}

export async function signEvaluation(tx: Tx, writer: Reader, id: string, now: Date): Promise<Evaluation> {
  const row = await authored(tx, writer.user, id);
  if (row.signedAt) throw signedConflict(row);
  assertSignable(row);
  await repo.updateEvaluation(tx, writer.user.tenantId, id, { signedAt: now });
  await writeAudit(tx, writer, 'evaluation.sign', row);
  return whole(tx, writer.user, (await repo.getEvaluation(tx, writer.user.tenantId, id))!);
}

/** Corrections to a signed evaluation: dated, by its author, never changed afterwards. */
export async function addAddendum(tx: Tx, writer: Reader, id: string, text: string): Promise<Evaluation> {
  const row = await authored(tx, writer.user, id);
  if (!row.signedAt) throw conflict(evaluationMessages.notSignedYet);
  await repo.insertAddendum(tx, {
    tenantId: writer.user.tenantId,
    evaluationId: id,
    authorId: writer.user.id,
    text,
  });
  await writeAudit(tx, writer, 'evaluation.addendum', row);
  return whole(tx, writer.user, row);
}

/**
 * For the patient's GDPR export (a manager's, audited as the export): every evaluation, whole, with its
 * addenda — two reads whatever their number.
 */
export async function evaluationsForExport(tx: Tx, user: AuthUser, patientId: string) {
  const rows = await repo.allOfPatient(tx, user.tenantId, patientId);
  const addenda = await repo.addendaOf(
    tx,
    user.tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    appointment_starts_at: iso(r.appointmentStartsAt),
    author: r.authorName,
    signed_at: r.signedAt ? iso(r.signedAt) : null,
    content: r.content,
    addenda: addenda
      .filter((a) => a.evaluationId === r.id)
      .map((a) => ({ text: a.text, author: a.authorName, created_at: iso(a.createdAt) })),
  }));
}
