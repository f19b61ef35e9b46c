import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, evaluationAddenda, evaluations } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';
import { apiFor, FISIO, setUpClinic, type Fixture } from '../appointments/fixtures.test-helpers.js';

const t = useTestApp();
const api = apiFor(
  () => t,
  () => t.manager,
);
let fx: Fixture;
let fisio: string;
let rececao: string;
let paciente: string;

let nextDay = Date.UTC(2027, 0, 4);
/** An appointment of the demo physiotherapist at 10:00 (UTC) on `day` or on a day of its own, in the state asked for. */
async function appointment(day?: string, patientId = fx.patientId, state?: string) {
  if (!day) {
    day = new Date(nextDay).toISOString().slice(0, 10);
    nextDay += 86_400_000;
  }
  const res = await api('POST', '/api/v1/appointments', {
    patient_id: patientId,
    professional_id: FISIO,
    service_id: fx.sessionService,
    clinic_id: fx.clinicId,
    starts_at: `${day}T10:00:00Z`,
    ends_at: `${day}T10:45:00Z`,
    confirm_outside_schedule: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  if (state) {
    const moved = await api('PUT', `/api/v1/appointments/${id}`, { state });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const subjective = {
  main_complaint: 'Dor lombar com irradiação para a perna direita',
  pain_now: 6,
  pain_best: 2,
  pain_worst: 8,
  red_flags: { night_pain: true, weight_loss: false },
  notes: 'Piora ao fim do dia.',
};

async function create(
  cookie: string,
  appointmentId: string,
  type = 'subjective',
  content: object = subjective,
) {
  return api('POST', '/api/v1/evaluations', { type, appointment_id: appointmentId, content }, cookie);
}

const auditOf = (evaluationId: string) =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(sql`${auditEvents.details} ->> 'evaluation_id' = ${evaluationId}`)
      .orderBy(auditEvents.at),
  );

beforeAll(async () => {
  fx = await setUpClinic(api);
  fisio = await t.login('fisio@demo.clinica.pt');
  rececao = await t.login('rececao@demo.clinica.pt');
  paciente = await t.login('paciente@demo.clinica.pt');
});

describe('a subjective evaluation', () => {
  it('is written by the professional as a draft, signed, then read-only with addenda', async () => {
    const appt = await appointment('2026-12-01');
    const created = await create(fisio, appt);
    expect(created.statusCode, created.body).toBe(201);
    const ev = created.json();
    expect(ev).toMatchObject({
      type: 'subjective',
      status: 'draft',
      signed_at: null,
      can_edit: true,
      appointment_id: appt,
      patient_id: fx.patientId,
      author: { id: FISIO, name: 'Tiago Fonseca' },
      content: { main_complaint: subjective.main_complaint, pain_now: 6, red_flags: { night_pain: true } },
    });

    const edited = await api(
      'PUT',
      `/api/v1/evaluations/${ev.id}`,
      { type: 'subjective', content: { ...subjective, pain_now: 5 } },
      fisio,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().content.pain_now).toBe(5);

    const signed = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, fisio);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', can_edit: false, can_add_addendum: true });
    expect((await api('GET', `/api/v1/evaluations/${ev.id}`)).json().can_add_addendum).toBe(false);
    const signedAt = new Date(signed.json().signed_at);
    expect(Math.abs(signedAt.getTime() - t.clock.now().getTime())).toBeLessThan(1000);
    // As Lisbon's wall clock shows it: "01/12/2026, 10:40".
    const [day, time] = signedAt
      .toLocaleString('pt-PT', {
        timeZone: 'Europe/Lisbon',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
      .split(', ');

    const refused = await api(
      'PUT',
      `/api/v1/evaluations/${ev.id}`,
      { type: 'subjective', content: { ...subjective, pain_now: 1 } },
      fisio,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'evaluation_signed',
      message: `Avaliação assinada por Tiago Fonseca em ${day} às ${time}: já não pode ser alterada. Para a corrigir, acrescente uma adenda.`,
    });
    const again = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, fisio);
    expect(again.statusCode).toBe(409);

    const addendum = await api(
      'POST',
      `/api/v1/evaluations/${ev.id}/addenda`,
      { text: 'Dor pior de manhã, não à noite.' },
      fisio,
    );
    expect(addendum.statusCode, addendum.body).toBe(201);
    expect(addendum.json().addenda).toEqual([
      expect.objectContaining({
        text: 'Dor pior de manhã, não à noite.',
        author: { id: FISIO, name: 'Tiago Fonseca' },
      }),
    ]);
    const read = (await api('GET', `/api/v1/evaluations/${ev.id}`, undefined, fisio)).json();
    expect(read.content.pain_now).toBe(5);
    expect(read.addenda).toHaveLength(1);

    expect((await auditOf(ev.id)).map((a) => a.action)).toEqual([
      'evaluation.create',
      'evaluation.update',
      'evaluation.sign',
      'evaluation.view', // the manager's read, above
      'evaluation.addendum',
    ]);
  });

  it('keeps a signed evaluation and its addenda final in the database too', async () => {
    const appt = await appointment('2026-12-03');
    const ev = (await create(fisio, appt)).json();
    await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, fisio);
    await api('POST', `/api/v1/evaluations/${ev.id}/addenda`, { text: 'Correção.' }, fisio);
    await expect(
      t.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.update(evaluations).set({ signedAt: null }).where(eq(evaluations.id, ev.id)),
      ),
    ).rejects.toThrow();
    await expect(
      t.database.withTenant(DEMO_TENANT_ID, (tx) => tx.delete(evaluations).where(eq(evaluations.id, ev.id))),
    ).rejects.toThrow();
    await expect(
      t.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.update(evaluationAddenda).set({ text: 'Outra' }).where(eq(evaluationAddenda.evaluationId, ev.id)),
      ),
    ).rejects.toThrow();
    const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.select().from(evaluationAddenda).where(eq(evaluationAddenda.evaluationId, ev.id)),
    );
    expect(row!.text).toBe('Correção.');
  });

  it('takes addenda only once signed, and only from its author', async () => {
    const appt = await appointment('2026-12-04');
    const ev = (await create(fisio, appt)).json();
    const early = await api('POST', `/api/v1/evaluations/${ev.id}/addenda`, { text: 'Cedo' }, fisio);
    expect(early.statusCode).toBe(409);
    const byManager = await api('PUT', `/api/v1/evaluations/${ev.id}`, { type: 'subjective', content: {} });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().error.message).toBe(
      'Só o autor da avaliação a pode alterar, assinar ou acrescentar-lhe adendas',
    );
    expect((await api('POST', `/api/v1/evaluations/${ev.id}/sign`)).statusCode).toBe(403);
    await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, fisio);
    expect((await api('POST', `/api/v1/evaluations/${ev.id}/addenda`, { text: 'Gestor' })).statusCode).toBe(
      403,
    );
  });

  it('needs a main complaint to be signed', async () => {
    const appt = await appointment('2026-12-07');
    const ev = (await create(fisio, appt, 'subjective', { pain_now: 3 })).json();
    const res = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, fisio);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ main_complaint: 'Campo Obrigatório' });
    expect((await api('GET', `/api/v1/evaluations/${ev.id}`, undefined, fisio)).json().status).toBe('draft');
  });
});

describe('an objective evaluation', () => {
  const objective = {
    observation: 'Marcha antálgica',
    range_of_motion: [
      { joint: 'knee', movement: 'flexion', side: 'right', active: 95, passive: 110 },
      { joint: 'knee', movement: 'flexion', side: 'left', active: 135, passive: 140 },
    ],
    strength: [{ muscle_group: 'knee_extensors', side: 'right', grade: 4 }],
    special_tests: [
      { test: 'lachman', side: 'right', result: 'negative' },
      { name: 'Teste de Noble', side: 'right', result: 'positive' },
    ],
    measurements: [
      { name: 'Perímetro da coxa 10 cm acima da rótula', side: 'right', value: 44.5, unit: 'cm' },
    ],
    body_chart: [
      { region: 'front_knee_right', intensity: 7, type: 'sharp' },
      { region: 'back_leg_right', intensity: 3, type: 'dull' },
    ],
  };

  it('is one per appointment, stored as data and read back the same', async () => {
    const appt = await appointment('2026-12-08');
    const res = await create(fisio, appt, 'objective', objective);
    expect(res.statusCode, res.body).toBe(201);
    const ev = res.json();
    expect(ev.content).toMatchObject({
      ...objective,
      special_tests: [
        { test: 'lachman', name: null, side: 'right', result: 'negative' },
        { test: null, name: 'Teste de Noble', side: 'right', result: 'positive' },
      ],
    });
    const second = await create(fisio, appt, 'objective', { observation: 'Outra' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      message: 'Esta marcação já tem uma avaliação objetiva',
      details: { evaluation_id: ev.id },
    });
    const list = (
      await api('GET', `/api/v1/evaluations?appointment_id=${appt}&type=objective`, undefined, fisio)
    ).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([ev.id]);
    expect(list.items[0].body_chart).toEqual(objective.body_chart);
  });

  it('cannot be signed empty', async () => {
    const appt = await appointment('2026-12-09');
    const ev = (await create(fisio, appt, 'objective', {})).json();
    const res = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, fisio);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Registe pelo menos um dado da avaliação objetiva antes de a assinar',
    );
  });
});

describe('bad input', () => {
  const cases: Array<[string, object, string, string]> = [
    ['pain over 10', { pain_now: 11 }, 'content.pain_now', 'A dor é de 0 a 10'],
    ['negative pain', { pain_worst: -1 }, 'content.pain_worst', 'A dor é de 0 a 10'],
    [
      'an unknown red flag',
      { red_flags: { vampire: true } },
      'content.red_flags.vampire',
      'Campo não permitido',
    ],
    ['notes over the limit', { notes: 'x'.repeat(5001) }, 'content.notes', 'Máximo de 5000 caracteres'],
  ];
  it.each(cases)(
    'refuses %s in a subjective evaluation (400, nothing written)',
    async (_, content, field, message) => {
      const appt = await appointment();
      const res = await create(fisio, appt, 'subjective', content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      const list = (await api('GET', `/api/v1/evaluations?appointment_id=${appt}`, undefined, fisio)).json();
      expect(list.total).toBe(0);
    },
  );

  const objectiveCases: Array<[string, object, string, string]> = [
    [
      'strength over 5',
      { strength: [{ muscle_group: 'grip', side: 'left', grade: 6 }] },
      'content.strength.0.grade',
      'A força é de 0 a 5 (escala MRC)',
    ],
    [
      'degrees under −30',
      {
        range_of_motion: [{ joint: 'knee', movement: 'extension', side: 'left', active: -31, passive: null }],
      },
      'content.range_of_motion.0.active',
      'Os graus vão de −30 a 360',
    ],
    [
      'degrees over 360',
      { range_of_motion: [{ joint: 'hip', movement: 'flexion', side: 'left', active: 10, passive: 361 }] },
      'content.range_of_motion.0.passive',
      'Os graus vão de −30 a 360',
    ],
    [
      'a movement of another joint',
      { range_of_motion: [{ joint: 'knee', movement: 'abduction', side: 'left', active: 10, passive: 10 }] },
      'content.range_of_motion.0.movement',
      'Movimento desconhecido para esta articulação',
    ],
    [
      'an unknown region',
      { body_chart: [{ region: 'front_tail', intensity: 3, type: 'dull' }] },
      'content.body_chart.0.region',
      'Região desconhecida',
    ],
    [
      'a mark over 10',
      { body_chart: [{ region: 'front_head', intensity: 12, type: 'dull' }] },
      'content.body_chart.0.intensity',
      'A dor é de 0 a 10',
    ],
    [
      'a region marked twice',
      {
        body_chart: [
          { region: 'front_head', intensity: 2, type: 'dull' },
          { region: 'front_head', intensity: 4, type: 'sharp' },
        ],
      },
      'content.body_chart.1.region',
      'Esta região já está marcada',
    ],
    [
      'an unknown test side',
      { special_tests: [{ test: 'neer', side: 'up', result: 'positive' }] },
      'content.special_tests.0.side',
      'Lado inválido (esquerdo, direito ou central)',
    ],
    [
      'an unknown test',
      { special_tests: [{ test: 'magic', side: 'left', result: 'positive' }] },
      'content.special_tests.0.test',
      'Teste desconhecido',
    ],
    ['notes over the limit', { notes: 'x'.repeat(5001) }, 'content.notes', 'Máximo de 5000 caracteres'],
  ];
  it.each(objectiveCases)(
    'refuses %s in an objective evaluation (400, nothing written)',
    async (_, content, field, message) => {
      const appt = await appointment();
      const res = await create(fisio, appt, 'objective', content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      const list = (await api('GET', `/api/v1/evaluations?appointment_id=${appt}`, undefined, fisio)).json();
      expect(list.total).toBe(0);
    },
  );

  it('refuses a change of type, and an evaluation of a cancelled appointment', async () => {
    const appt = await appointment('2026-12-14');
    const ev = (await create(fisio, appt)).json();
    const res = await api('PUT', `/api/v1/evaluations/${ev.id}`, { type: 'objective', content: {} }, fisio);
    expect(res.statusCode).toBe(400);
    const canceled = await appointment('2026-12-15', fx.patientId, 'canceled');
    const refused = await create(fisio, canceled);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Não é possível registar uma avaliação numa marcação cancelada ou numa falta',
    );
  });

  it('needs a patient or an appointment to list', async () => {
    const res = await api('GET', '/api/v1/evaluations', undefined, fisio);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.patient_id).toBe('Indique o paciente ou a marcação');
  });
});

describe('who reads and writes', () => {
  let evaluationId: string;
  let appt: string;
  beforeAll(async () => {
    appt = await appointment('2026-12-16');
    evaluationId = (await create(fisio, appt)).json().id;
  });

  it('refuses the front desk and the patient every read and write (403)', async () => {
    for (const cookie of [rececao, paciente]) {
      for (const [method, url, body] of [
        ['GET', `/api/v1/evaluations?patient_id=${fx.patientId}`],
        ['GET', `/api/v1/evaluations/${evaluationId}`],
        ['POST', '/api/v1/evaluations', { type: 'subjective', appointment_id: appt, content: {} }],
        ['PUT', `/api/v1/evaluations/${evaluationId}`, { type: 'subjective', content: {} }],
        ['POST', `/api/v1/evaluations/${evaluationId}/sign`],
        ['POST', `/api/v1/evaluations/${evaluationId}/addenda`, { text: 'x' }],
      ] as const) {
        const res = await api(method, url, body, cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets the manager read everything, and logs every read by someone other than the author', async () => {
    const before = (await auditOf(evaluationId)).length;
    expect((await api('GET', `/api/v1/evaluations/${evaluationId}`, undefined, fisio)).statusCode).toBe(200);
    expect(await auditOf(evaluationId)).toHaveLength(before);
    const read = await api('GET', `/api/v1/evaluations/${evaluationId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().can_edit).toBe(false);
    const list = await api('GET', `/api/v1/evaluations?patient_id=${fx.patientId}`);
    expect(list.json().items.some((i: { id: string }) => i.id === evaluationId)).toBe(true);
    const rows = (await auditOf(evaluationId)).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['evaluation.view', 'evaluation.list']);
    expect(rows.every((r) => r.entityId === fx.patientId && r.actorId !== FISIO)).toBe(true);
  });

  it('lets a professional without patients:list_all read only the evaluations of their own patients', async () => {
    // The manager evaluates another patient, whom the physiotherapist has never seen.
    const stranger = await api('POST', '/api/v1/appointments', {
      patient_id: fx.otherPatientId,
      professional_id: (await api('GET', '/api/v1/me')).json().id,
      service_id: fx.sessionService,
      clinic_id: fx.clinicId,
      starts_at: '2026-12-17T15:00:00Z',
      ends_at: '2026-12-17T15:45:00Z',
      confirm_outside_schedule: true,
    });
    expect(stranger.statusCode, stranger.body).toBe(201);
    const theirs = (await create(t.manager, stranger.json().id)).json();
    const setListAll = (allowed: boolean) =>
      api('PUT', '/api/v1/permissions', { user_id: FISIO, permissions: { patients: { list_all: allowed } } });
    await setListAll(false);
    try {
      expect((await api('GET', `/api/v1/evaluations/${theirs.id}`, undefined, fisio)).statusCode).toBe(404);
      const list = await api('GET', `/api/v1/evaluations?patient_id=${fx.otherPatientId}`, undefined, fisio);
      expect(list.statusCode).toBe(404);
      expect((await api('GET', `/api/v1/evaluations/${evaluationId}`, undefined, fisio)).statusCode).toBe(
        200,
      );
    } finally {
      await setListAll(true);
    }
    expect((await api('GET', `/api/v1/evaluations/${theirs.id}`, undefined, fisio)).statusCode).toBe(200);
    const logged = await auditOf(theirs.id);
    expect(logged.filter((r) => r.actorId === FISIO).map((r) => r.action)).toEqual(['evaluation.view']);
  });

  it('refuses a professional without evaluations:create or update', async () => {
    const set = (action: string, allowed: boolean) =>
      api('PUT', '/api/v1/permissions', {
        user_id: FISIO,
        permissions: { evaluations: { [action]: allowed } },
      });
    await set('create', false);
    await set('update', false);
    try {
      expect((await create(fisio, appt)).statusCode).toBe(403);
      const put = await api(
        'PUT',
        `/api/v1/evaluations/${evaluationId}`,
        { type: 'subjective', content: {} },
        fisio,
      );
      expect(put.statusCode).toBe(403);
    } finally {
      await set('create', true);
      await set('update', true);
    }
    const stored = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ content: evaluations.content })
        .from(evaluations)
        .where(and(eq(evaluations.id, evaluationId))),
    );
    expect((stored[0]!.content as { main_complaint: string }).main_complaint).toBe(subjective.main_complaint);
  });

  it('lists a patient’s evaluations newest session first, with red flags and pain figures', async () => {
    const older = await appointment('2025-06-02');
    const oldEv = (
      await create(fisio, older, 'subjective', { main_complaint: 'Antiga', pain_now: 2 })
    ).json();
    const list = (
      await api('GET', `/api/v1/evaluations?patient_id=${fx.patientId}&page_size=200`, undefined, fisio)
    ).json();
    const starts = list.items.map((i: { appointment_starts_at: string }) => i.appointment_starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list.items.at(-1).id).toBe(oldEv.id);
    const mine = list.items.find((i: { id: string }) => i.id === evaluationId);
    expect(mine).toMatchObject({
      red_flags: ['night_pain'],
      pain_now: 6,
      pain_best: 2,
      pain_worst: 8,
      addenda_count: 0,
    });
  });

  it('finds the previous evaluation of a type: the newest from a session before this one', async () => {
    const patient = await api('POST', '/api/v1/users/patients', { first_name: 'Rosa', surname: 'Antunes' });
    const patientId = patient.json().id as string;
    const first = await appointment('2027-05-03', patientId);
    const second = await appointment('2027-05-10', patientId);
    const firstEv = (await create(fisio, first, 'subjective', { main_complaint: 'Primeira' })).json();
    await create(fisio, first, 'objective', { observation: 'Primeira' });
    await create(fisio, second, 'subjective', { main_complaint: 'Segunda' });
    const secondStart = '2027-05-10T10:00:00Z';
    const res = await api(
      'GET',
      `/api/v1/evaluations?patient_id=${patientId}&type=subjective&before=${secondStart}&page_size=1`,
      undefined,
      fisio,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: firstEv.id, main_complaint: 'Primeira' }] });
    const none = await api(
      'GET',
      `/api/v1/evaluations?patient_id=${patientId}&type=subjective&before=2027-05-03T10:00:00Z&page_size=1`,
      undefined,
      fisio,
    );
    expect(none.json()).toMatchObject({ total: 0, items: [] });
  });
});
