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
