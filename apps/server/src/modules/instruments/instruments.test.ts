import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { FISIO, useClinicFixture } from '../appointments/fixtures.test-helpers.js';

const t = useTestApp();
const f = useClinicFixture(t);
const { api } = f;

/** ODI answers: `values` for sections 1…n. */
const odi = (values: (number | null)[]) => values.map((value, i) => ({ item: i + 1, value }));
const record = (body: object, cookie = f.fisio) =>
  api(
    'POST',
    '/api/v1/instruments/responses',
    { instrument_code: 'odi', patient_id: f.fx.patientId, ...body },
    cookie,
  );
const responsesOf = async (patientId: string) => {
  const res = await api('GET', `/api/v1/instruments/responses?patient_id=${patientId}`, undefined, f.fisio);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Array<{ score: number; instrument: { code: string } }>; total: number };
};

describe('the catalogue', () => {
  it('lists the six outcome measures as data, each with its items, scale, rule and MCID', async () => {
    const res = await api('GET', '/api/v1/instruments', undefined, f.fisio);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Array<Record<string, unknown>>;
    // In the catalogue's order: the pain scale first, then the function and disability questionnaires.
    expect(items.map((i) => i.code)).toEqual(['nprs', 'psfs', 'odi', 'ndi', 'quickdash', 'lefs']);
    const one = await api('GET', '/api/v1/instruments/odi', undefined, f.fisio);
    expect(one.json()).toMatchObject({
      code: 'odi',
      version: 1,
      abbreviation: 'ODI',
      region: 'lumbar',
      range: { min: 0, max: 100 },
      higher_is_better: false,
      mcid: { value: 10, source: expect.stringContaining('Ostelo') },
      scoring: { min_answered: 9 },
    });
    expect(one.json().items).toHaveLength(10);
    expect((await api('GET', '/api/v1/instruments/sf36', undefined, f.fisio)).statusCode).toBe(404);
  });
});

describe('recording a response', () => {
  it('scores it on the server and keeps the code, version and score', async () => {
    const appointment = await f.appointment();
    const res = await record({ appointment_id: appointment, answers: odi([2, 2, 2, 2, 2, 2, 1, 1, 1, 1]) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      instrument: { code: 'odi', version: 1, abbreviation: 'ODI' },
      appointment_id: appointment,
      answered: 10,
      score: 32,
      recorded_by: { id: FISIO },
    });
    // One section left blank: prorated over nine.
    const nine = await record({ answers: odi([2, 2, 2, 2, 2, 2, 1, 1, 2, null]) });
    expect(nine.json()).toMatchObject({ answered: 9, score: 35.6 });
    expect(nine.json().answers.at(-1)).toEqual({ item: 10, value: null, activity: null });
  });

  it('lists the responses recorded in one appointment, each with its score’s unit (issue 43)', async () => {
    const [first, second] = [await f.appointment(), await f.appointment()];
    const odiOne = await record({ appointment_id: first, answers: odi([2, 2, 2, 2, 2, 2, 2, 2, 3, 3]) });
    expect(odiOne.statusCode, odiOne.body).toBe(201);
    expect(odiOne.json().instrument).toEqual({
      code: 'odi',
      version: 1,
      abbreviation: 'ODI',
      unit: { pt: '%', en: '%' },
    });
    await record({ appointment_id: second, answers: odi([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) });
    await record({ answers: odi([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]) });
    const res = await api(
      'GET',
      `/api/v1/instruments/responses?patient_id=${f.fx.patientId}&appointment_id=${first}`,
      undefined,
      f.fisio,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: odiOne.json().id, appointment_id: first, score: 44 }] });
    const bad = await api(
      'GET',
      `/api/v1/instruments/responses?patient_id=${f.fx.patientId}&appointment_id=nope`,
      undefined,
      f.fisio,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('appointment_id');
  });

  it('keeps the activities a patient names in the PSFS', async () => {
    const res = await record({
      instrument_code: 'psfs',
      answers: [
        { item: 1, value: 3, activity: 'Subir escadas' },
        { item: 2, value: 5, activity: 'Pegar no neto ao colo' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().score).toBe(4);
    expect(res.json().answers.slice(0, 2)).toEqual([
      { item: 1, value: 3, activity: 'Subir escadas' },
      { item: 2, value: 5, activity: 'Pegar no neto ao colo' },
    ]);
  });
});

describe('bad input writes nothing', () => {
  it.each([
    [
      'an unknown instrument',
      { instrument_code: 'sf36', answers: odi([1]) },
      404,
      null,
      'Instrumento não encontrado',
    ],
    [
      'an answer outside its options',
      { answers: odi([2, 2, 2, 2, 2, 2, 2, 2, 2, 6]) },
      400,
      'answers.9.value',
      'Resposta fora das opções deste item',
    ],
    [
      'an item the instrument does not have',
      { answers: [...odi([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]), { item: 11, value: 1 }] },
      400,
      'answers.10.item',
      'Este instrumento não tem este item',
    ],
    [
      'two missing sections of the ODI',
      { answers: odi([2, 2, 2, 2, 2, 2, 2, 2]) },
      400,
      'answers',
      'Faltam respostas: são precisas pelo menos 9 de 10 (faltam 1)',
    ],
    [
      'a QuickDASH with two of eleven missing',
      {
        instrument_code: 'quickdash',
        answers: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((item) => ({ item, value: 2 })),
      },
      400,
      'answers',
      'Faltam respostas: são precisas pelo menos 10 de 11 (faltam 1)',
    ],
    [
      'a PSFS score without its activity',
      { instrument_code: 'psfs', answers: [{ item: 1, value: 4 }] },
      400,
      'answers.0.activity',
      'Indique a atividade',
    ],
  ])('%s → %i', async (_, body, status, field, message) => {
    const before = (await responsesOf(f.fx.otherPatientId)).total;
    const res = await record({ patient_id: f.fx.otherPatientId, ...body });
    expect(res.statusCode, res.body).toBe(status);
    if (field) expect(res.json().error.fields[field]).toBe(message);
    else expect(res.json().error.message).toBe(message);
    expect((await responsesOf(f.fx.otherPatientId)).total).toBe(before);
  });

  it('refuses a score sent by the client, and stores none', async () => {
    const before = (await responsesOf(f.fx.otherPatientId)).total;
    const res = await record({
      patient_id: f.fx.otherPatientId,
      answers: odi(Array(10).fill(0)),
      score: 100,
    });
    expect(res.statusCode).toBe(400);
    expect((await responsesOf(f.fx.otherPatientId)).total).toBe(before);
  });

  it("answers 404 for another clinic's patient, and for an appointment of another patient", async () => {
    const stranger = await api(
      'POST',
      '/api/v1/users/patients',
      { first_name: 'Rui', surname: 'Alheio' },
      t.other,
    );
    const theirs = await record({ patient_id: stranger.json().id, answers: odi(Array(10).fill(1)) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Paciente não encontrado');
    const someoneElses = await f.appointment(undefined, f.fx.otherPatientId);
    const wrong = await record({ appointment_id: someoneElses, answers: odi(Array(10).fill(1)) });
    expect(wrong.statusCode).toBe(404);
    const seen = await api(
      'GET',
      `/api/v1/instruments/responses?patient_id=${stranger.json().id}`,
      undefined,
      t.other,
    );
    expect(seen.json().total).toBe(0);
  });
});

describe('who may do what', () => {
  it('gives the front desk and the patient no access, and a professional without the grant no writes', async () => {
    for (const cookie of [f.rececao, f.paciente]) {
      expect((await api('GET', '/api/v1/instruments', undefined, cookie)).statusCode).toBe(403);
      expect((await record({ answers: odi(Array(10).fill(1)) }, cookie)).statusCode).toBe(403);
      expect(
        (await api('GET', `/api/v1/instruments/trends?patient_id=${f.fx.patientId}`, undefined, cookie))
          .statusCode,
      ).toBe(403);
    }
    const revoke = await api('PUT', '/api/v1/permissions', {
      user_id: FISIO,
      permissions: { instruments: { create: false } },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    try {
      expect((await record({ answers: odi(Array(10).fill(1)) })).statusCode).toBe(403);
      expect((await api('GET', '/api/v1/instruments', undefined, f.fisio)).statusCode).toBe(200);
    } finally {
      await api('PUT', '/api/v1/permissions', {
        user_id: FISIO,
        permissions: { instruments: { create: true } },
      });
    }
  });
});

describe('trends', () => {
  it('marks each score against the first with the MCID, both ways, and the clinic’s latest by instrument', async () => {
    const patient = (
      await api('POST', '/api/v1/users/patients', { first_name: 'Teresa', surname: 'Tendência' })
    ).json().id as string;
    // ODI 40 → 34 (−6) → 28 (−12: improved); LEFS 40 → 30 (−10: worsened).
    for (const values of [Array(10).fill(2), [2, 2, 2, 2, 2, 2, 1, 1, 1, 2], [1, 1, 1, 1, 1, 2, 2, 2, 2, 1]])
      expect((await record({ patient_id: patient, answers: odi(values) })).statusCode).toBe(201);
    for (const value of [2, 1.5]) {
      const answers = Array.from({ length: 20 }, (_, i) => ({
        item: i + 1,
        value: i % 2 ? Math.floor(value) : Math.ceil(value),
      }));
      expect((await record({ patient_id: patient, instrument_code: 'lefs', answers })).statusCode).toBe(201);
    }
    const res = await api('GET', `/api/v1/instruments/trends?patient_id=${patient}`, undefined, f.fisio);
    expect(res.statusCode, res.body).toBe(200);
    const byCode = Object.fromEntries(
      (
        res.json().items as Array<{ instrument: { code: string }; points: object[]; latest_status: string }>
      ).map((i) => [i.instrument.code, i]),
    );
    expect(byCode.odi).toMatchObject({
      points: [
        { score: 40, status: 'unchanged' },
        { score: 34, status: 'unchanged' },
        { score: 28, status: 'improved' },
      ],
      latest_status: 'improved',
    });
    expect(byCode.lefs).toMatchObject({
      points: [
        { score: 40, status: 'unchanged' },
        { score: 30, status: 'worsened' },
      ],
      latest_status: 'worsened',
    });
    const latest = await api('GET', '/api/v1/instruments/responses?code=lefs', undefined, f.fisio);
    expect(latest.json().items[0]).toMatchObject({ patient: { id: patient }, score: 30 });
  });
});
