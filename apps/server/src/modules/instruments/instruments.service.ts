import type { z } from 'zod';
import type { ListResponse } from '@clinica/contracts/common';
import {
  instrumentDefinitions,
  mcidStatus,
  optionsOf,
  scoreOf,
  type InstrumentDefinition,
} from '@clinica/contracts/instrument-definitions';
import {
  instrumentMessages,
  type Instrument,
  type InstrumentResponse,
  type responseInput,
  type ResponseListQuery,
  type Trend,
} from '@clinica/contracts/instruments';
import { patientMessages } from '@clinica/contracts/patients';
import type { Tx } from '../../db/client.js';
import type { StoredAnswer } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import {
  instantText,
  sessionNotHeld,
  visibleAppointmentFacts,
} from '../appointments/appointments.service.js';
import { seesPatient, visiblePatientsAmong } from '../patients/patient-access.service.js';
import * as repo from './instruments.repository.js';

type Input = z.output<typeof responseInput>;

const instrumentOut = (row: repo.DefinitionRow): Instrument => ({ id: row.id, ...row.definition });

/** Where a code stands in the shipped catalogue (NPRS first); codes it no longer ships go last. */
const rank = (code: string) => {
  const i = instrumentDefinitions.findIndex((d) => d.code === code);
  return i < 0 ? instrumentDefinitions.length : i;
};

/** Each code's latest version, in the catalogue's order. */
async function latestDefinitions(tx: Tx): Promise<Map<string, repo.DefinitionRow>> {
  const latest = new Map<string, repo.DefinitionRow>();
  const rows = (await repo.allDefinitions(tx)).sort((a, b) => rank(a.code) - rank(b.code));
  for (const row of rows) if (!latest.has(row.code)) latest.set(row.code, row);
  return latest;
}

export async function listInstruments(tx: Tx): Promise<Instrument[]> {
  return [...(await latestDefinitions(tx)).values()].map(instrumentOut);
}

async function definitionOf(tx: Tx, code: string): Promise<repo.DefinitionRow> {
  const row = (await latestDefinitions(tx)).get(code);
  if (!row) throw notFound(instrumentMessages.notFound);
  return row;
}

export const getInstrument = async (tx: Tx, code: string) => instrumentOut(await definitionOf(tx, code));

const toResponse = (r: repo.ResponseRow): InstrumentResponse => ({
  id: r.id,
  patient: { id: r.patientId, name: r.patientName },
  appointment_id: r.appointmentId,
  instrument: { code: r.code, version: r.version, abbreviation: r.abbreviation, unit: r.unit },
  answers: r.answers,
  answered: r.answered,
  score: r.score,
  recorded_by: { id: r.recorderId, name: r.recorderName },
  recorded_at: instantText(r.recordedAt),
});

/**
 * Checks the answers against the definition — every item known and answered once, every value one of
 * its item's options, a named activity for each answered PSFS item — and puts them in item order,
 * blanks for the items not sent. Field errors name `answers.<index>.<field>`.
 */
function checkedAnswers(definition: InstrumentDefinition, answers: Input['answers']): StoredAnswer[] {
  const fields: Record<string, string> = {};
  const byItem = new Map<number, StoredAnswer>();
  answers.forEach((a, i) => {
    const item = definition.items.find((it) => it.number === a.item);
    if (!item) fields[`answers.${i}.item`] = instrumentMessages.unknownItem;
    else if (byItem.has(a.item)) fields[`answers.${i}.item`] = instrumentMessages.repeatedItem;
    else if (a.value !== null && !optionsOf(definition, item).some((o) => o.value === a.value))
      fields[`answers.${i}.value`] = instrumentMessages.invalidAnswer;
    else if (item.named && a.value !== null && !a.activity)
      fields[`answers.${i}.activity`] = instrumentMessages.activityNeeded;
    else
      byItem.set(a.item, {
        item: a.item,
        value: a.value,
        activity: item.named ? (a.activity ?? null) : null,
      });
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return definition.items.map(
    (it) => byItem.get(it.number) ?? { item: it.number, value: null, activity: null },
  );
}

/** The server scores the answers (a client's score is refused by the contract); too few answers → 400. */
export async function recordResponse(
  tx: Tx,
  user: AuthUser,
  body: Input,
  now: Date,
): Promise<InstrumentResponse> {
  const row = await definitionOf(tx, body.instrument_code);
  const definition = row.definition;
  if (!(await seesPatient(tx, user, body.patient_id))) throw notFound(patientMessages.notFound);
  if (body.appointment_id) {
    const appointment = await visibleAppointmentFacts(tx, user, body.appointment_id);
    if (appointment.patientId !== body.patient_id) throw notFound(instrumentMessages.appointmentNotFound);
    if (sessionNotHeld(appointment.state)) throw conflict(instrumentMessages.canceledAppointment);
  }
  const answers = checkedAnswers(definition, body.answers);
  const scored = scoreOf(
    definition,
    answers.map((a) => a.value),
  );
  if ('missing' in scored)
    throw badRequest({
      answers: instrumentMessages.tooManyMissing(
        definition.scoring.min_answered,
        definition.items.length,
        scored.missing,
      ),
    });
  const id = await repo.insertResponse(tx, {
    tenantId: user.tenantId,
    patientId: body.patient_id,
    appointmentId: body.appointment_id,
    instrumentId: row.id,
    code: row.code,
    professionalId: user.id,
    answers,
    answered: scored.answered,
    score: scored.score,
    recordedAt: now,
  });
  return toResponse((await repo.getResponse(tx, user.tenantId, id))!);
}

/**
 * `patient_id`: that patient's responses (of one appointment with `appointment_id`), a page at a time. `code` alone: the clinic's latest responses
 * to that instrument (one page of at most `page_size`), those of patients the caller sees.
 */
export async function listResponses(
  tx: Tx,
  user: AuthUser,
  q: ResponseListQuery,
): Promise<ListResponse<InstrumentResponse>> {
  if (q.patient_id) {
    if (!(await seesPatient(tx, user, q.patient_id))) throw notFound(patientMessages.notFound);
    const { rows, total } = await repo.ofPatient(tx, user.tenantId, {
      patientId: q.patient_id,
      code: q.code,
      appointmentId: q.appointment_id,
      page: q.page,
      pageSize: q.page_size,
    });
    return { items: rows.map(toResponse), total, total_capped: false, page: q.page, page_size: q.page_size };
  }
  if (!q.code) throw badRequest({ patient_id: instrumentMessages.needsFilter });
  await definitionOf(tx, q.code);
  const rows = await repo.latestOfCode(tx, user.tenantId, q.code, q.page_size);
  const visible = await visiblePatientsAmong(
    tx,
    user,
    rows.map((r) => r.patientId),
  );
  const items = rows.filter((r) => visible.has(r.patientId)).map(toResponse);
  return { items, total: items.length, total_capped: false, page: 1, page_size: q.page_size };
}

/** Each instrument's scores for the patient, oldest first, each against the first score's MCID. */
export async function trendsOf(tx: Tx, user: AuthUser, patientId: string): Promise<{ items: Trend[] }> {
  if (!(await seesPatient(tx, user, patientId))) throw notFound(patientMessages.notFound);
  const [scores, latest] = [await repo.scoresOf(tx, user.tenantId, patientId), await latestDefinitions(tx)];
  const items: Trend[] = [];
  for (const [code, row] of latest) {
    const mine = scores.filter((s) => s.code === code);
    if (!mine.length) continue;
    const d = row.definition;
    const first = mine[0]!.score;
    const points = mine.map((s) => ({
      response_id: s.id,
      recorded_at: instantText(s.recordedAt),
      score: s.score,
      status: mcidStatus(d, first, s.score),
    }));
    items.push({
      instrument: {
        code,
        abbreviation: d.abbreviation,
        name: d.name,
        range: d.range,
        higher_is_better: d.higher_is_better,
        unit: d.unit,
        mcid: d.mcid,
      },
      points,
      latest_status: points.at(-1)!.status,
    });
  }
  return { items };
}

/** For the patient's GDPR export: every response with its answers and score, newest first. */
export async function responsesForExport(
  tx: Tx,
  user: AuthUser,
  patientId: string,
): Promise<InstrumentResponse[]> {
  const { rows } = await repo.ofPatient(tx, user.tenantId, { patientId, page: 1, pageSize: 100_000 });
  return rows.map(toResponse);
}
