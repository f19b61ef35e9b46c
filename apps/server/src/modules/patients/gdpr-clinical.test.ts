import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { useClinicFixture } from '../appointments/fixtures.test-helpers.js';

const t = useTestApp();
const f = useClinicFixture(t);
const { api } = f;

const created = async (res: Awaited<ReturnType<typeof api>>) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: string };
};

describe('GDPR export of the clinical record', () => {
  it('carries the evaluations with their addenda, the sets, the home programme with its sessions, and the outcome measures', async () => {
    const patientId = f.fx.patientId;
    const appointment = await f.appointment();
    const evaluation = await created(
      await api(
        'POST',
        '/api/v1/evaluations',
        {
          type: 'subjective',
          appointment_id: appointment,
          content: { main_complaint: 'Dor no joelho ao subir escadas' },
        },
        f.fisio,
      ),
    );
    await created(await api('POST', `/api/v1/evaluations/${evaluation.id}/sign`, undefined, f.fisio));
    await created(
      await api('POST', `/api/v1/evaluations/${evaluation.id}/addenda`, { text: 'Lado direito.' }, f.fisio),
    );
    const squat = await created(await api('POST', '/api/v1/interventions', { name: 'Agachamento (RGPD)' }));
    await created(
      await api(
        'POST',
        '/api/v1/interventions-performed',
        { appointment_id: appointment, intervention_id: squat.id, sets: [{ repetitions: 12, load_kg: 5 }] },
        f.fisio,
      ),
    );
    const programme = await created(
      await api(
        'POST',
        '/api/v1/exercise-programmes',
        {
          patient_id: patientId,
          times_per_week: 3,
          items: [{ intervention_id: squat.id, sets: 3, repetitions: 10 }],
        },
        f.fisio,
      ),
    );
    const session = await created(
      await api('POST', `/api/v1/exercise-programmes/${programme.id}/sessions`, undefined, f.paciente),
    );
    await created(
      await api(
        'POST',
        '/api/v1/instruments/responses',
        { instrument_code: 'nprs', patient_id: patientId, answers: [{ item: 1, value: 6 }] },
        f.fisio,
      ),
    );

    const res = await api('GET', `/api/v1/users/patients/${patientId}/export`);
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['paciente.json']!));
    const record = doc.clinical_record;
    expect(record.evaluations).toMatchObject([
      {
        id: evaluation.id,
        type: 'subjective',
        content: { main_complaint: 'Dor no joelho ao subir escadas' },
        signed_at: expect.any(String),
        addenda: [{ text: 'Lado direito.', author: 'Tiago Fonseca' }],
      },
    ]);
    expect(record.interventions_performed).toMatchObject([
      { intervention: { name: 'Agachamento (RGPD)' }, sets: [{ repetitions: 12, load_kg: 5 }] },
    ]);
    expect(record.exercise_programmes).toMatchObject([
      {
        id: programme.id,
        items: [{ intervention: { name: 'Agachamento (RGPD)' }, sets: 3, repetitions: 10 }],
        sessions_done: [(session as unknown as { done_at: string }).done_at],
      },
    ]);
    expect(record.outcome_measures).toMatchObject([{ instrument: { code: 'nprs' }, score: 6 }]);
  });
});
