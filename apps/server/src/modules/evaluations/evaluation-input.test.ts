import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { useEvaluationFixture } from './evaluations.test-helpers.js';

const t = useTestApp();
const f = useEvaluationFixture(t);
const { api, appointment, create } = f;

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
      const res = await create(f.fisio, appt, 'subjective', content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      const list = (
        await api('GET', `/api/v1/evaluations?appointment_id=${appt}`, undefined, f.fisio)
      ).json();
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
      { body_chart: [{ region: 'front_tail', intensity: 3, types: ['dull'] }] },
      'content.body_chart.0.region',
      'Região desconhecida',
    ],
    [
      'a mark over 10',
      { body_chart: [{ region: 'front_head', intensity: 12, types: ['dull'] }] },
      'content.body_chart.0.intensity',
      'A dor é de 0 a 10',
    ],
    [
      'a region marked twice',
      {
        body_chart: [
          { region: 'front_head', intensity: 2, types: ['dull'] },
          { region: 'front_head', intensity: 4, types: ['sharp'] },
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
    [
      'a limb measured without its side',
      { range_of_motion: [{ joint: 'knee', movement: 'flexion', active: 120, passive: 130 }] },
      'content.range_of_motion.0.side',
      'Campo Obrigatório',
    ],
    [
      'a side for lumbar flexion (the spine has none)',
      {
        range_of_motion: [{ joint: 'lumbar', movement: 'flexion', side: 'left', active: 40, passive: null }],
      },
      'content.range_of_motion.0.side',
      'Lado inválido (esquerdo, direito ou central)',
    ],
    [
      'a mark without a type of pain',
      { body_chart: [{ region: 'front_head', intensity: 2, types: [] }] },
      'content.body_chart.0.types',
      'Escolha pelo menos um tipo de dor',
    ],
    [
      'a type of pain twice',
      { body_chart: [{ region: 'front_head', intensity: 2, types: ['dull', 'dull'] }] },
      'content.body_chart.0.types',
      'Tipo de dor inválido',
    ],
    ['notes over the limit', { notes: 'x'.repeat(5001) }, 'content.notes', 'Máximo de 5000 caracteres'],
  ];
  it.each(objectiveCases)(
    'refuses %s in an objective evaluation (400, nothing written)',
    async (_, content, field, message) => {
      const appt = await appointment();
      const res = await create(f.fisio, appt, 'objective', content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      const list = (
        await api('GET', `/api/v1/evaluations?appointment_id=${appt}`, undefined, f.fisio)
      ).json();
      expect(list.total).toBe(0);
    },
  );

  it('refuses a change of type, and an evaluation of a cancelled appointment', async () => {
    const appt = await appointment('2026-12-14');
    const ev = (await create(f.fisio, appt)).json();
    const res = await api('PUT', `/api/v1/evaluations/${ev.id}`, { type: 'objective', content: {} }, f.fisio);
    expect(res.statusCode).toBe(400);
    const canceled = await appointment('2026-12-15', f.fx.patientId, 'canceled');
    const refused = await create(f.fisio, canceled);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Não é possível registar uma avaliação numa marcação cancelada ou numa falta',
    );
  });

  it('needs a patient or an appointment to list', async () => {
    const res = await api('GET', '/api/v1/evaluations', undefined, f.fisio);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.patient_id).toBe('Indique o paciente ou a marcação');
  });
});

describe('the spine and the body chart (issue 43)', () => {
  it('stores spinal flexion without a side, a rotation with or without its direction, and a mark with two types of pain', async () => {
    const appt = await appointment();
    const res = await create(f.fisio, appt, 'objective', {
      range_of_motion: [
        { joint: 'lumbar', movement: 'flexion', active: 45, passive: null },
        { joint: 'cervical', movement: 'rotation', side: 'right', active: 60, passive: 70 },
        { joint: 'lumbar', movement: 'lateral_flexion', active: 25, passive: null },
        { joint: 'knee', movement: 'flexion', side: 'left', active: 120, passive: 130 },
      ],
      body_chart: [{ region: 'back_buttock_right', intensity: 6, types: ['burning', 'pins_and_needles'] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const read = await api('GET', `/api/v1/evaluations/${res.json().id}`, undefined, f.fisio);
    expect(read.json().content.range_of_motion.map((r: { side: string }) => r.side)).toEqual([
      'central',
      'right',
      'central',
      'left',
    ]);
    expect(read.json().content.body_chart).toEqual([
      { region: 'back_buttock_right', intensity: 6, types: ['burning', 'pins_and_needles'] },
    ]);
  });
});
