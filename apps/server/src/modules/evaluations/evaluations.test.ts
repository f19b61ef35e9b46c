import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationAddenda, evaluations } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';
import { FISIO, subjective, useEvaluationFixture } from './evaluations.test-helpers.js';

const t = useTestApp();
const f = useEvaluationFixture(t);
const { api, appointment, create, auditOf } = f;

describe('a subjective evaluation', () => {
  it('is written by the professional as a draft, signed, then read-only with addenda', async () => {
    const appt = await appointment('2026-12-01');
    const created = await create(f.fisio, appt);
    expect(created.statusCode, created.body).toBe(201);
    const ev = created.json();
    expect(ev).toMatchObject({
      type: 'subjective',
      status: 'draft',
      signed_at: null,
      can_edit: true,
      appointment_id: appt,
      patient_id: f.fx.patientId,
      author: { id: FISIO, name: 'Tiago Fonseca' },
      content: { main_complaint: subjective.main_complaint, pain_now: 6, red_flags: { night_pain: true } },
    });

    const edited = await api(
      'PUT',
      `/api/v1/evaluations/${ev.id}`,
      { type: 'subjective', content: { ...subjective, pain_now: 5 } },
      f.fisio,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().content.pain_now).toBe(5);

    const signed = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, f.fisio);
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
      f.fisio,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'evaluation_signed',
      message: `Avaliação assinada por Tiago Fonseca em ${day} às ${time}: já não pode ser alterada. Para a corrigir, acrescente uma adenda.`,
    });
    const again = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, f.fisio);
    expect(again.statusCode).toBe(409);

    const addendum = await api(
      'POST',
      `/api/v1/evaluations/${ev.id}/addenda`,
      { text: 'Dor pior de manhã, não à noite.' },
      f.fisio,
    );
    expect(addendum.statusCode, addendum.body).toBe(201);
    expect(addendum.json().addenda).toEqual([
      expect.objectContaining({
        text: 'Dor pior de manhã, não à noite.',
        author: { id: FISIO, name: 'Tiago Fonseca' },
      }),
    ]);
    const read = (await api('GET', `/api/v1/evaluations/${ev.id}`, undefined, f.fisio)).json();
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
    const ev = (await create(f.fisio, appt)).json();
    await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, f.fisio);
    await api('POST', `/api/v1/evaluations/${ev.id}/addenda`, { text: 'Correção.' }, f.fisio);
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
    const ev = (await create(f.fisio, appt)).json();
    const early = await api('POST', `/api/v1/evaluations/${ev.id}/addenda`, { text: 'Cedo' }, f.fisio);
    expect(early.statusCode).toBe(409);
    const byManager = await api('PUT', `/api/v1/evaluations/${ev.id}`, { type: 'subjective', content: {} });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().error.message).toBe(
      'Só o autor da avaliação a pode alterar, assinar ou acrescentar-lhe adendas',
    );
    expect((await api('POST', `/api/v1/evaluations/${ev.id}/sign`)).statusCode).toBe(403);
    await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, f.fisio);
    expect((await api('POST', `/api/v1/evaluations/${ev.id}/addenda`, { text: 'Gestor' })).statusCode).toBe(
      403,
    );
  });

  it('needs a main complaint to be signed', async () => {
    const appt = await appointment('2026-12-07');
    const ev = (await create(f.fisio, appt, 'subjective', { pain_now: 3 })).json();
    const res = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, f.fisio);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ main_complaint: 'Campo Obrigatório' });
    expect((await api('GET', `/api/v1/evaluations/${ev.id}`, undefined, f.fisio)).json().status).toBe(
      'draft',
    );
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
      { region: 'front_knee_right', intensity: 7, types: ['sharp'] },
      { region: 'back_leg_right', intensity: 3, types: ['dull'] },
    ],
  };

  it('is one per appointment, stored as data and read back the same', async () => {
    const appt = await appointment('2026-12-08');
    const res = await create(f.fisio, appt, 'objective', objective);
    expect(res.statusCode, res.body).toBe(201);
    const ev = res.json();
    expect(ev.content).toMatchObject({
      ...objective,
      special_tests: [
        { test: 'lachman', name: null, side: 'right', result: 'negative' },
        { test: null, name: 'Teste de Noble', side: 'right', result: 'positive' },
      ],
    });
    const second = await create(f.fisio, appt, 'objective', { observation: 'Outra' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      message: 'Esta marcação já tem uma avaliação objetiva',
      details: { evaluation_id: ev.id },
    });
    const list = (
      await api('GET', `/api/v1/evaluations?appointment_id=${appt}&type=objective`, undefined, f.fisio)
    ).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([ev.id]);
    expect(list.items[0].body_chart).toEqual(objective.body_chart);
  });

  it('cannot be signed empty', async () => {
    const appt = await appointment('2026-12-09');
    const ev = (await create(f.fisio, appt, 'objective', {})).json();
    const res = await api('POST', `/api/v1/evaluations/${ev.id}/sign`, undefined, f.fisio);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Registe pelo menos um dado da avaliação objetiva antes de a assinar',
    );
  });
});
