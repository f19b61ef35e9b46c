import { beforeAll, expect } from 'vitest';
import type { SuiteApp } from '../../test/test-app.js';
import { useClinicFixture } from '../appointments/fixtures.test-helpers.js';

/**
 * The programme suites' set-up: the clinic fixture (demo users logged in, two patients) and three
 * exercises of the library — two with a video, one without.
 */
export function useProgrammeFixture(t: SuiteApp) {
  const f = useClinicFixture(t);
  const ex = { squat: '', bridge: '', plank: '' };
  beforeAll(async () => {
    const make = async (name: string, video_url?: string) => {
      const res = await f.api('POST', '/api/v1/interventions', {
        name,
        region: 'knee',
        description: `${name}: devagar, sem dor.`,
        ...(video_url ? { video_url } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ex.squat = await make('Agachamento (casa)', 'https://www.youtube.com/watch?v=aclHkVaku9U');
    ex.bridge = await make('Ponte glútea (casa)', 'https://vimeo.com/76979871');
    ex.plank = await make('Prancha (casa)');
  });

  /** Two exercises: 3 × 12 squats with 5 kg, 3 × 30 s of plank. */
  const twoExercises = () => [
    { intervention_id: ex.squat, sets: 3, repetitions: 12, load_kg: 5 },
    { intervention_id: ex.plank, sets: 3, hold_seconds: 30, notes: 'Costas direitas.' },
  ];

  /** Prescribes a programme as the demo physiotherapist; must succeed. */
  async function prescribe(patientId: string, body: object = {}) {
    const res = await f.api(
      'POST',
      '/api/v1/exercise-programmes',
      { patient_id: patientId, times_per_week: 3, items: twoExercises(), ...body },
      f.fisio,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; items: Array<{ intervention: { id: string } }> };
  }

  /** Ends the patient's current programme, if any, so that a test can prescribe a fresh one. */
  async function endCurrent(patientId: string) {
    const list = await f.api(
      'GET',
      `/api/v1/exercise-programmes?patient_id=${patientId}`,
      undefined,
      f.fisio,
    );
    for (const p of (list.json() as { items: { id: string }[] }).items)
      expect(
        (await f.api('POST', `/api/v1/exercise-programmes/${p.id}/end`, undefined, f.fisio)).statusCode,
      ).toBe(200);
  }

  return Object.assign(f, { ex, twoExercises, prescribe, endCurrent });
}
