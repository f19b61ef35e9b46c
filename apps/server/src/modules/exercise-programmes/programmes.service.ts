import type { z } from 'zod';
import type { ListResponse } from '@clinica/contracts/common';
import {
  programmeMessages,
  weekRatio,
  type Adherence,
  type Programme,
  type programmeInput,
  type ProgrammeListQuery,
  type ProgrammeSession,
  type programmeUpdate,
} from '@clinica/contracts/exercise-programmes';
import { interventionMessages, videoEmbedUrl } from '@clinica/contracts/interventions';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { instantText } from '../appointments/appointments.service.js';
import { activeInterventionIds, interventionImageUrl } from '../interventions/interventions.service.js';
import { seesPatient } from '../patients/patient-access.service.js';
import * as repo from './programmes.repository.js';

type Input = z.output<typeof programmeInput>;
type Update = z.output<typeof programmeUpdate>;

const missing = () => notFound(programmeMessages.notFound);

function toProgramme(
  row: repo.ProgrammeRow,
  items: repo.ItemRow[],
  facts: { weekStart: string; thisWeek: number; lastDoneAt: Date | null },
): Programme {
  return {
    id: row.id,
    patient: { id: row.patientId, name: row.patientName },
    prescribed_by: { id: row.professionalId, name: row.professionalName },
    times_per_week: row.timesPerWeek,
    notes: row.notes,
    started_at: instantText(row.startedAt),
    ended_at: row.endedAt ? instantText(row.endedAt) : null,
    items: items.map((i) => ({
      id: i.id,
      intervention: {
        id: i.intervention.id,
        name: i.intervention.name,
        type: i.intervention.type,
        region: i.intervention.region,
        description: i.intervention.description,
        video_url: i.intervention.videoUrl,
        video_embed_url: i.intervention.videoUrl ? videoEmbedUrl(i.intervention.videoUrl) : null,
        image_url: i.intervention.imageFileId
          ? interventionImageUrl(i.intervention.id, i.intervention.imageFileId)
          : null,
      },
      sets: i.sets,
      repetitions: i.repetitions,
      hold_seconds: i.holdSeconds,
      load_kg: i.loadKg,
      notes: i.notes,
    })),
    this_week: { week_start: facts.weekStart, done: facts.thisWeek, prescribed: row.timesPerWeek },
    last_done_at: facts.lastDoneAt ? instantText(facts.lastDoneAt) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The Monday (`YYYY-MM-DD`) of the week `at` falls in, in `timeZone`. */
export function mondayOf(at: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const day = new Date(`${local}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** Programmes with their exercises and this week's sessions: three reads whatever their number. */
async function whole(tx: Tx, user: AuthUser, rows: repo.ProgrammeRow[], now: Date): Promise<Programme[]> {
  const ids = rows.map((r) => r.id);
  const tz = user.tenant.timeZone;
  const [items, facts] = await Promise.all([
    repo.itemsOf(tx, user.tenantId, ids),
    repo.sessionFacts(tx, user.tenantId, ids, now, tz),
  ]);
  const week = mondayOf(now, tz);
  return rows.map((row) => {
    const f = facts.find((x) => x.programmeId === row.id);
    return toProgramme(
      row,
      items.filter((i) => i.programmeId === row.id),
      { weekStart: week, thisWeek: f?.thisWeek ?? 0, lastDoneAt: f?.lastDoneAt ?? null },
    );
  });
}

/**
 * A programme the caller may see: one of a patient they see (a patient: their own), else 404 — another
 * clinic's id and another patient's programme alike.
 */
async function visible(tx: Tx, user: AuthUser, id: string): Promise<repo.ProgrammeRow> {
  const row = await repo.getProgramme(tx, user.tenantId, id);
  if (!row || !(await seesPatient(tx, user, row.patientId))) throw missing();
  return row;
}

/** …and that is still current (an ended programme is kept as it was). */
async function current(tx: Tx, user: AuthUser, id: string): Promise<repo.ProgrammeRow> {
  const row = await visible(tx, user, id);
  if (row.endedAt) throw conflict(programmeMessages.ended);
  return row;
}

export async function getProgramme(tx: Tx, user: AuthUser, id: string, now: Date): Promise<Programme> {
  const [programme] = await whole(tx, user, [await visible(tx, user, id)], now);
  return programme!;
}

export async function listProgrammes(
  tx: Tx,
  user: AuthUser,
  q: ProgrammeListQuery,
  now: Date,
): Promise<ListResponse<Programme>> {
  const patientId = q.patient_id ?? (user.type === 'patient' ? user.id : undefined);
  if (!patientId) throw badRequest({ patient_id: patientMessages.notFound });
  if (!(await seesPatient(tx, user, patientId))) throw notFound(patientMessages.notFound);
  const { rows, total } = await repo.ofPatient(tx, user.tenantId, {
    patientId,
    currentOnly: q.active === 'true',
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    items: await whole(tx, user, rows, now),
    total,
    total_capped: false,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Every exercise must be an active entry of the clinic's library; the first that is not answers 404. */
async function checkedItems(tx: Tx, user: AuthUser, items: Input['items']): Promise<repo.ItemValues[]> {
  const ids = items.map((i) => i.intervention_id);
  const active = await activeInterventionIds(tx, user, ids);
  if (ids.some((id) => !active.has(id))) throw notFound(interventionMessages.notFound);
  return items.map((i) => ({
    interventionId: i.intervention_id,
    sets: i.sets,
    repetitions: i.repetitions,
    holdSeconds: i.hold_seconds,
    loadKg: i.load_kg,
    notes: i.notes,
  }));
}

export async function createProgramme(tx: Tx, user: AuthUser, body: Input, now: Date): Promise<Programme> {
  if (!(await seesPatient(tx, user, body.patient_id))) throw notFound(patientMessages.notFound);
  const items = await checkedItems(tx, user, body.items);
  let id: string;
  try {
    // A savepoint: a second current programme for the patient (two saves at once) trips the unique index.
    id = await tx.transaction((sp) =>
      repo.insertProgramme(sp, {
        tenantId: user.tenantId,
        patientId: body.patient_id,
        professionalId: user.id,
        timesPerWeek: body.times_per_week,
        notes: body.notes,
        startedAt: now,
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(programmeMessages.alreadyActive);
    throw e;
  }
  await repo.replaceItems(tx, user.tenantId, id, items);
  return getProgramme(tx, user, id, now);
}

/** Changes what is sent; whoever saves becomes the prescriber shown to the patient. */
export async function updateProgramme(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: Update,
  now: Date,
): Promise<Programme> {
  await current(tx, user, id);
  const items = body.items ? await checkedItems(tx, user, body.items) : null;
  await repo.updateProgramme(tx, user.tenantId, id, {
    professionalId: user.id,
    ...(body.times_per_week !== undefined ? { timesPerWeek: body.times_per_week } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  if (items) await repo.replaceItems(tx, user.tenantId, id, items);
  return getProgramme(tx, user, id, now);
}

export async function endProgramme(tx: Tx, user: AuthUser, id: string, now: Date): Promise<Programme> {
  await current(tx, user, id);
  await repo.updateProgramme(tx, user.tenantId, id, { endedAt: now });
  return getProgramme(tx, user, id, now);
}

/** The patient marks a session of their current programme done, now. */
export async function markSessionDone(
  tx: Tx,
  user: AuthUser,
  id: string,
  now: Date,
): Promise<ProgrammeSession> {
  const row = await current(tx, user, id);
  const session = await repo.insertSession(tx, {
    tenantId: user.tenantId,
    programmeId: id,
    doneAt: now,
    markedBy: user.id,
  });
  const [programme] = await whole(tx, user, [row], now);
  return {
    id: session.id,
    programme_id: id,
    done_at: instantText(session.doneAt),
    this_week: programme!.this_week,
  };
}

export async function adherenceOf(
  tx: Tx,
  user: AuthUser,
  id: string,
  weeks: number,
  now: Date,
): Promise<Adherence> {
  const row = await visible(tx, user, id);
  const timeZone = user.tenant.timeZone;
  const tallies = await repo.weeklyDone(tx, user.tenantId, id, { now, timeZone, weeks });
  const list = tallies.map((w) => ({
    week_start: w.week_start,
    done: w.done,
    prescribed: row.timesPerWeek,
    ratio: weekRatio(w.done, row.timesPerWeek),
  }));
  const counted = list.reduce((sum, w) => sum + Math.min(w.done, w.prescribed), 0);
  const prescribed = list.reduce((sum, w) => sum + w.prescribed, 0);
  return {
    programme_id: id,
    time_zone: timeZone,
    weeks: list,
    total: {
      done: list.reduce((sum, w) => sum + w.done, 0),
      prescribed,
      ratio: prescribed ? counted / prescribed : 0,
    },
  };
}

/** For the patient's GDPR export: every programme, current and ended, with each session marked done. */
export async function programmesForExport(tx: Tx, user: AuthUser, patientId: string, now: Date) {
  const { rows } = await repo.ofPatient(tx, user.tenantId, {
    patientId,
    currentOnly: false,
    page: 1,
    pageSize: 10_000,
  });
  const [programmes, sessions] = [
    await whole(tx, user, rows, now),
    await repo.sessionsOf(
      tx,
      user.tenantId,
      rows.map((r) => r.id),
    ),
  ];
  return programmes.map((p) => ({
    ...p,
    sessions_done: sessions.filter((s) => s.programmeId === p.id).map((s) => instantText(s.doneAt)),
  }));
}
