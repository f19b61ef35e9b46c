import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { useProgrammeFixture } from './programmes.test-helpers.js';

const t = useTestApp();
const f = useProgrammeFixture(t);
const { api } = f;

const current = async (patientId: string, cookie = f.fisio) => {
  const res = await api('GET', `/api/v1/exercise-programmes?patient_id=${patientId}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Array<Record<string, unknown> & { id: string }>; total: number };
};

beforeEach(async () => {
  await f.endCurrent(f.fx.patientId);
  await f.endCurrent(f.fx.otherPatientId);
});

describe('prescribing a home programme', () => {
  it('keeps the exercises in order with their dose, and shows this week to the patient', async () => {
    const created = await f.prescribe(f.fx.patientId, { notes: 'Depois do pequeno-almoço.' });
    const mine = await current(f.fx.patientId, f.paciente);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      id: created.id,
      patient: { id: f.fx.patientId },
      prescribed_by: { name: 'Tiago Fonseca' },
      times_per_week: 3,
      notes: 'Depois do pequeno-almoço.',
      ended_at: null,
      items: [
        {
          intervention: {
            name: 'Agachamento (casa)',
            video_embed_url: 'https://www.youtube-nocookie.com/embed/aclHkVaku9U',
          },
          sets: 3,
          repetitions: 12,
          load_kg: 5,
          hold_seconds: null,
        },
        {
          intervention: { name: 'Prancha (casa)', video_embed_url: null },
          sets: 3,
          repetitions: null,
          hold_seconds: 30,
          notes: 'Costas direitas.',
        },
      ],
      this_week: { done: 0, prescribed: 3 },
      last_done_at: null,
    });
    // The patient may leave patient_id out: their own.
    const own = await api('GET', '/api/v1/exercise-programmes', undefined, f.paciente);
    expect(own.json().items.map((p: { id: string }) => p.id)).toEqual([created.id]);
  });

  it('replaces the exercises on a change, and an ended programme stays as it was', async () => {
    const { id } = await f.prescribe(f.fx.patientId);
    const changed = await api(
      'PUT',
      `/api/v1/exercise-programmes/${id}`,
      {
        times_per_week: 5,
        items: [
          { intervention_id: f.ex.bridge, sets: 2, repetitions: 15, load_kg: 2.5 },
          { intervention_id: f.ex.squat, sets: 4, repetitions: 8 },
        ],
      },
      f.fisio,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      times_per_week: 5,
      items: [
        { intervention: { id: f.ex.bridge }, sets: 2, repetitions: 15, load_kg: 2.5 },
        { intervention: { id: f.ex.squat }, sets: 4, repetitions: 8, load_kg: null },
      ],
      this_week: { prescribed: 5 },
    });
    const ended = await api('POST', `/api/v1/exercise-programmes/${id}/end`, undefined, f.fisio);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended_at).not.toBeNull();
    for (const [method, url, body] of [
      ['PUT', `/api/v1/exercise-programmes/${id}`, { times_per_week: 2 }],
      ['POST', `/api/v1/exercise-programmes/${id}/end`, undefined],
    ] as const) {
      const res = await api(method, url, body, f.fisio);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Este programa de exercícios já terminou');
    }
    const marked = await api('POST', `/api/v1/exercise-programmes/${id}/sessions`, undefined, f.paciente);
    expect(marked.statusCode).toBe(409);
    expect((await current(f.fx.patientId)).total).toBe(0);
    const all = await api('GET', `/api/v1/exercise-programmes?patient_id=${f.fx.patientId}&active=all`);
    expect(all.json().items.find((p: { id: string }) => p.id === id)).toMatchObject({ times_per_week: 5 });
    // With that one ended, a new one can start.
    await f.prescribe(f.fx.patientId);
  });

  it('has one current programme per patient, also when two are prescribed at once', async () => {
    const body = { patient_id: f.fx.otherPatientId, times_per_week: 2, items: f.twoExercises() };
    const both = await Promise.all([
      api('POST', '/api/v1/exercise-programmes', body, f.fisio),
      api('POST', '/api/v1/exercise-programmes', body, t.manager),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      'O paciente já tem um programa de exercícios ativo',
    );
    const list = await current(f.fx.otherPatientId);
    expect(list.total).toBe(1);
    expect(list.items[0]!.items).toHaveLength(2);
  });

  it('keeps an exercise a programme uses: deleting it from the library deactivates it', async () => {
    const res = await api('POST', '/api/v1/interventions', { name: 'Alongamento gémeos (casa)' });
    const calf = res.json().id as string;
    await f.prescribe(f.fx.patientId, { items: [{ intervention_id: calf, sets: 2, hold_seconds: 30 }] });
    expect((await api('DELETE', `/api/v1/interventions/${calf}`)).json()).toEqual({ result: 'deactivated' });
    expect((await current(f.fx.patientId)).items[0]!.items).toMatchObject([
      { intervention: { name: 'Alongamento gémeos (casa)' } },
    ]);
  });
});

describe('bad input writes nothing', () => {
  const post = (body: object) =>
    api(
      'POST',
      '/api/v1/exercise-programmes',
      { patient_id: f.fx.patientId, times_per_week: 3, items: f.twoExercises(), ...body },
      f.fisio,
    );
  const item = (fields: object) => ({ items: [{ intervention_id: f.ex.squat, sets: 3, ...fields }] });

  it.each([
    ['no exercises', () => ({ items: [] }), 'items', 'Escolha pelo menos um exercício'],
    ['0 repetitions', () => item({ repetitions: 0 }), 'items.0.repetitions', 'As repetições vão de 1 a 1000'],
    [
      '1001 repetitions',
      () => item({ repetitions: 1001 }),
      'items.0.repetitions',
      'As repetições vão de 1 a 1000',
    ],
    [
      'a negative load',
      () => item({ repetitions: 10, load_kg: -0.5 }),
      'items.0.load_kg',
      'A carga é em kg, de 0 a 1000, com uma casa decimal no máximo',
    ],
    [
      'a load with two decimals',
      () => item({ repetitions: 10, load_kg: 2.25 }),
      'items.0.load_kg',
      'A carga é em kg, de 0 a 1000, com uma casa decimal no máximo',
    ],
    [
      'neither repetitions nor time',
      () => item({}),
      'items.0.repetitions',
      'Indique as repetições ou o tempo',
    ],
    [
      '0 sets',
      () => ({ items: [{ intervention_id: f.ex.squat, sets: 0, repetitions: 5 }] }),
      'items.0.sets',
      'As séries vão de 1 a 20',
    ],
    ['0 times a week', () => ({ times_per_week: 0 }), 'times_per_week', 'As vezes por semana vão de 1 a 14'],
    [
      '15 times a week',
      () => ({ times_per_week: 15 }),
      'times_per_week',
      'As vezes por semana vão de 1 a 14',
    ],
    [
      'the same exercise twice',
      () => ({
        items: [
          { intervention_id: f.ex.squat, sets: 3, repetitions: 10 },
          { intervention_id: f.ex.squat, sets: 2, repetitions: 5 },
        ],
      }),
      'items.1.intervention_id',
      'Este exercício já está no programa',
    ],
  ])('%s → 400 on the field', async (_, body, field, message) => {
    const res = await post(body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect((await current(f.fx.patientId)).total).toBe(0);
  });

  it("refuses another clinic's patient, and another clinic's exercise, with 404", async () => {
    const stranger = await api(
      'POST',
      '/api/v1/users/patients',
      { first_name: 'Rui', surname: 'Alheio' },
      t.other,
    );
    expect(stranger.statusCode).toBe(201);
    const theirs = await post({ patient_id: stranger.json().id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Paciente não encontrado');
    const exercise = await api('POST', '/api/v1/interventions', { name: 'Exercício alheio' }, t.other);
    const foreign = await post({ items: [{ intervention_id: exercise.json().id, sets: 1, repetitions: 5 }] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Intervenção não encontrada');
    expect((await current(f.fx.patientId)).total).toBe(0);
    const seen = await api(
      'GET',
      `/api/v1/exercise-programmes?patient_id=${stranger.json().id}`,
      undefined,
      t.other,
    );
    expect(seen.json().total).toBe(0);
  });
});

describe('who may do what', () => {
  it('lets the patient read their own programme and mark a session done — nothing else', async () => {
    const mine = await f.prescribe(f.fx.patientId);
    const theirs = await f.prescribe(f.fx.otherPatientId);
    const marked = await api(
      'POST',
      `/api/v1/exercise-programmes/${mine.id}/sessions`,
      undefined,
      f.paciente,
    );
    expect(marked.statusCode, marked.body).toBe(201);
    expect(marked.json()).toMatchObject({ programme_id: mine.id, this_week: { done: 1, prescribed: 3 } });
    expect((await current(f.fx.patientId, f.paciente)).items[0]).toMatchObject({
      this_week: { done: 1 },
      last_done_at: marked.json().done_at,
    });

    // Another patient's programme: 404 to read, to print, to mark; and nothing is written.
    for (const [method, url] of [
      ['GET', `/api/v1/exercise-programmes/${theirs.id}`],
      ['GET', `/api/v1/exercise-programmes/${theirs.id}/pdf`],
      ['GET', `/api/v1/exercise-programmes/${theirs.id}/adherence`],
      ['GET', `/api/v1/exercise-programmes?patient_id=${f.fx.otherPatientId}`],
      ['POST', `/api/v1/exercise-programmes/${theirs.id}/sessions`],
    ] as const)
      expect((await api(method, url, undefined, f.paciente)).statusCode, `${method} ${url}`).toBe(404);
    expect((await current(f.fx.otherPatientId)).items[0]).toMatchObject({ this_week: { done: 0 } });

    // Routes the role lacks: 403.
    for (const [method, url, body] of [
      [
        'POST',
        '/api/v1/exercise-programmes',
        { patient_id: f.fx.patientId, times_per_week: 7, items: f.twoExercises() },
      ],
      ['PUT', `/api/v1/exercise-programmes/${mine.id}`, { times_per_week: 7 }],
      ['POST', `/api/v1/exercise-programmes/${mine.id}/end`, undefined],
    ] as const) {
      const res = await api(method, url, body, f.paciente);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await current(f.fx.patientId)).items[0]).toMatchObject({ times_per_week: 3 });
  });

  it('gives the front desk no access, and the professional no way to mark a session for the patient', async () => {
    const { id } = await f.prescribe(f.fx.patientId);
    for (const [method, url] of [
      ['GET', `/api/v1/exercise-programmes?patient_id=${f.fx.patientId}`],
      ['GET', `/api/v1/exercise-programmes/${id}`],
      ['GET', `/api/v1/exercise-programmes/${id}/adherence`],
      ['GET', `/api/v1/exercise-programmes/${id}/pdf`],
      ['POST', `/api/v1/exercise-programmes/${id}/end`],
      ['POST', `/api/v1/exercise-programmes/${id}/sessions`],
    ] as const)
      expect((await api(method, url, undefined, f.rececao)).statusCode, `${method} ${url}`).toBe(403);
    expect(
      (await api('POST', `/api/v1/exercise-programmes/${id}/sessions`, undefined, f.fisio)).statusCode,
    ).toBe(403);
  });

  it("answers 404 to another clinic's manager", async () => {
    const { id } = await f.prescribe(f.fx.patientId);
    for (const [method, url] of [
      ['GET', `/api/v1/exercise-programmes/${id}`],
      ['PUT', `/api/v1/exercise-programmes/${id}`],
      ['POST', `/api/v1/exercise-programmes/${id}/sessions`],
      ['GET', `/api/v1/exercise-programmes/${id}/pdf`],
    ] as const)
      expect(
        (await api(method, url, method === 'PUT' ? { times_per_week: 1 } : undefined, t.other)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    expect((await current(f.fx.patientId)).items[0]).toMatchObject({
      times_per_week: 3,
      this_week: { done: 0 },
    });
  });
});
