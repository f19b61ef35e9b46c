import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';
import { FISIO, subjective, useEvaluationFixture } from './evaluations.test-helpers.js';

const t = useTestApp();
const f = useEvaluationFixture(t);
const { api, appointment, create, auditOf } = f;

describe('who reads and writes', () => {
  let evaluationId: string;
  let appt: string;
  beforeAll(async () => {
    appt = await appointment('2026-12-16');
    evaluationId = (await create(f.fisio, appt)).json().id;
  });

  it('refuses the front desk and the patient every read and write (403)', async () => {
    for (const cookie of [f.rececao, f.paciente]) {
      for (const [method, url, body] of [
        ['GET', `/api/v1/evaluations?patient_id=${f.fx.patientId}`],
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
    expect((await api('GET', `/api/v1/evaluations/${evaluationId}`, undefined, f.fisio)).statusCode).toBe(
      200,
    );
    expect(await auditOf(evaluationId)).toHaveLength(before);
    const read = await api('GET', `/api/v1/evaluations/${evaluationId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().can_edit).toBe(false);
    const list = await api('GET', `/api/v1/evaluations?patient_id=${f.fx.patientId}`);
    expect(list.json().items.some((i: { id: string }) => i.id === evaluationId)).toBe(true);
    const rows = (await auditOf(evaluationId)).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['evaluation.view', 'evaluation.list']);
    expect(rows.every((r) => r.entityId === f.fx.patientId && r.actorId !== FISIO)).toBe(true);
  });

  it('lets a professional without patients:list_all read only the evaluations of their own patients', async () => {
    // The manager evaluates another patient, whom the physiotherapist has never seen.
    const stranger = await api('POST', '/api/v1/appointments', {
      patient_id: f.fx.otherPatientId,
      professional_id: (await api('GET', '/api/v1/me')).json().id,
      service_id: f.fx.sessionService,
      clinic_id: f.fx.clinicId,
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
      expect((await api('GET', `/api/v1/evaluations/${theirs.id}`, undefined, f.fisio)).statusCode).toBe(404);
      const list = await api(
        'GET',
        `/api/v1/evaluations?patient_id=${f.fx.otherPatientId}`,
        undefined,
        f.fisio,
      );
      expect(list.statusCode).toBe(404);
      expect((await api('GET', `/api/v1/evaluations/${evaluationId}`, undefined, f.fisio)).statusCode).toBe(
        200,
      );
    } finally {
      await setListAll(true);
    }
    expect((await api('GET', `/api/v1/evaluations/${theirs.id}`, undefined, f.fisio)).statusCode).toBe(200);
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
      expect((await create(f.fisio, appt)).statusCode).toBe(403);
      const put = await api(
        'PUT',
        `/api/v1/evaluations/${evaluationId}`,
        { type: 'subjective', content: {} },
        f.fisio,
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
      await create(f.fisio, older, 'subjective', { main_complaint: 'Antiga', pain_now: 2 })
    ).json();
    const list = (
      await api('GET', `/api/v1/evaluations?patient_id=${f.fx.patientId}&page_size=200`, undefined, f.fisio)
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
    const firstEv = (await create(f.fisio, first, 'subjective', { main_complaint: 'Primeira' })).json();
    await create(f.fisio, first, 'objective', { observation: 'Primeira' });
    await create(f.fisio, second, 'subjective', { main_complaint: 'Segunda' });
    const secondStart = '2027-05-10T10:00:00Z';
    const res = await api(
      'GET',
      `/api/v1/evaluations?patient_id=${patientId}&type=subjective&before=${secondStart}&page_size=1`,
      undefined,
      f.fisio,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: firstEv.id, main_complaint: 'Primeira' }] });
    const none = await api(
      'GET',
      `/api/v1/evaluations?patient_id=${patientId}&type=subjective&before=2027-05-03T10:00:00Z&page_size=1`,
      undefined,
      f.fisio,
    );
    expect(none.json()).toMatchObject({ total: 0, items: [] });
  });
});
