import type { z } from 'zod';
import type { ListResponse } from '@clinica/contracts/common';
import { interventionMessages, videoEmbedUrl } from '@clinica/contracts/interventions';
import {
  performedMessages,
  volumeOf,
  type Performed,
  type performedInput,
  type PerformedListQuery,
  type performedUpdate,
} from '@clinica/contracts/interventions-performed';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import {
  appointmentFactsOf,
  instantText,
  sessionNotHeld,
  visibleAppointmentFacts,
} from '../appointments/appointments.service.js';
import { seesPatient } from '../patients/patient-access.service.js';
import * as library from './interventions.repository.js';
import * as repo from './performed.repository.js';

const toPerformed = (r: repo.PerformedRow): Performed => {
  const loads = r.sets.map((s) => s.load_kg).filter((v): v is number => v !== null);
  return {
    id: r.id,
    appointment_id: r.appointmentId,
    appointment_starts_at: instantText(r.appointmentStartsAt),
    patient_id: r.patientId,
    intervention: {
      id: r.intervention.id,
      name: r.intervention.name,
      type: r.intervention.type,
      region: r.intervention.region,
      video_embed_url: r.intervention.videoUrl ? videoEmbedUrl(r.intervention.videoUrl) : null,
    },
    sets: r.sets,
    notes: r.notes,
    volume_kg: volumeOf(r.sets),
    top_load_kg: loads.length ? Math.max(...loads) : null,
    recorded_by: { id: r.recorderId, name: r.recorderName },
    created_at: r.createdAt.toISOString(),
  };
};

const missing = () => notFound(performedMessages.notFound);

/**
 * Who reads what was done in sessions is who sees the patient (like evaluations, decision 026; a patient
 * only themself); 404 otherwise.
 */
async function assertSeesPatient(tx: Tx, user: AuthUser, patientId: string, message: string) {
  if (!(await seesPatient(tx, user, patientId))) throw notFound(message);
}

export async function listPerformed(
  tx: Tx,
  user: AuthUser,
  q: PerformedListQuery,
): Promise<ListResponse<Performed>> {
  if (q.appointment_id) {
    const appointment = await appointmentFactsOf(tx, q.appointment_id);
    if (!appointment) throw notFound(performedMessages.appointmentNotFound);
    await assertSeesPatient(tx, user, appointment.patientId, performedMessages.appointmentNotFound);
    const rows = await repo.ofAppointment(tx, user.tenantId, appointment.id);
    return {
      items: rows.map(toPerformed),
      total: rows.length,
      total_capped: false,
      page: 1,
      page_size: rows.length,
    };
  }
  if (!q.patient_id) throw badRequest({ appointment_id: performedMessages.needsFilter });
  await assertSeesPatient(tx, user, q.patient_id, patientMessages.notFound);
  const { rows, total } = await repo.ofPatient(tx, user.tenantId, {
    patientId: q.patient_id,
    interventionId: q.intervention_id,
    page: q.page,
    pageSize: q.page_size,
  });
  return { items: rows.map(toPerformed), total, total_capped: false, page: q.page, page_size: q.page_size };
}

/**
 * A session the caller may record in: in their calendar's scope, of a patient they see (as the reads ask:
 * what is recorded, and what «copy from the previous session» brings back, is the patient's record),
 * and held (not cancelled, not a no-show).
 */
async function recordableSession(tx: Tx, user: AuthUser, appointmentId: string) {
  const appointment = await visibleAppointmentFacts(tx, user, appointmentId);
  await assertSeesPatient(tx, user, appointment.patientId, performedMessages.appointmentNotFound);
  if (sessionNotHeld(appointment.state)) throw conflict(performedMessages.canceledAppointment);
  return appointment;
}

export async function recordPerformed(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof performedInput>,
): Promise<Performed> {
  const appointment = await recordableSession(tx, user, body.appointment_id);
  if (!(await library.isActive(tx, user.tenantId, body.intervention_id)))
    throw notFound(interventionMessages.notFound);
  let id: string;
  try {
    // A savepoint: the same intervention recorded twice at once trips the unique index.
    [id] = (await tx.transaction((sp) =>
      repo.insertPerformed(sp, [
        {
          tenantId: user.tenantId,
          appointmentId: appointment.id,
          patientId: appointment.patientId,
          interventionId: body.intervention_id,
          professionalId: user.id,
          sets: body.sets,
          notes: body.notes,
        },
      ]),
    )) as [string];
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(performedMessages.alreadyRecorded);
    throw e;
  }
  return toPerformed((await repo.getPerformed(tx, user.tenantId, id))!);
}

/**
 * A recorded entry whose session the caller may write in (else 404), changed or taken out only by the
 * professional who recorded it or a manager (else 403).
 */
async function writable(tx: Tx, user: AuthUser, id: string) {
  const row = await repo.getPerformed(tx, user.tenantId, id);
  if (!row) throw missing();
  await recordableSession(tx, user, row.appointmentId).catch((e: unknown) => {
    throw (e as { statusCode?: number }).statusCode === 404 ? missing() : e;
  });
  if (row.recorderId !== user.id && user.type !== 'manager') throw forbidden(performedMessages.onlyRecorder);
  return row;
}

export async function changePerformed(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof performedUpdate>,
): Promise<Performed> {
  await writable(tx, user, id);
  await repo.updatePerformed(tx, user.tenantId, id, {
    ...(body.sets !== undefined ? { sets: body.sets } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  return toPerformed((await repo.getPerformed(tx, user.tenantId, id))!);
}

export async function removePerformed(tx: Tx, user: AuthUser, id: string): Promise<void> {
  await writable(tx, user, id);
  await repo.deletePerformed(tx, user.tenantId, id);
}

/**
 * «Copiar da sessão anterior»: the patient's latest earlier session with interventions recorded gives
 * its interventions, sets and notes to this one; those this session already has are left as they are.
 */
export async function copyPrevious(
  tx: Tx,
  user: AuthUser,
  appointmentId: string,
): Promise<{ items: Performed[] }> {
  const appointment = await recordableSession(tx, user, appointmentId);
  const previous = await repo.previousSession(tx, user.tenantId, appointment.patientId, appointment.startsAt);
  if (!previous?.length) throw conflict(performedMessages.noPrevious);
  const present = await repo.recordedIn(
    tx,
    user.tenantId,
    appointment.id,
    previous.map((p) => p.interventionId),
  );
  await repo.insertPerformed(
    tx,
    previous
      .filter((p) => !present.has(p.interventionId))
      .map((p) => ({
        tenantId: user.tenantId,
        appointmentId: appointment.id,
        patientId: appointment.patientId,
        interventionId: p.interventionId,
        professionalId: user.id,
        sets: p.sets,
        notes: p.notes,
      })),
  );
  return { items: (await repo.ofAppointment(tx, user.tenantId, appointment.id)).map(toPerformed) };
}

/** For the patient's GDPR export: every intervention performed, oldest session first. */
export async function performedForExport(tx: Tx, user: AuthUser, patientId: string): Promise<Performed[]> {
  const { rows } = await repo.ofPatient(tx, user.tenantId, { patientId, page: 1, pageSize: 100_000 });
  return rows.map(toPerformed);
}
