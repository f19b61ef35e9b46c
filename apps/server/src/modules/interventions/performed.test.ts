import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { FISIO, GESTOR, useClinicFixture } from '../appointments/fixtures.test-helpers.js';

const t = useTestApp();
const f = useClinicFixture(t);
const { api, appointment } = f;

let squat: string;
let bridge: string;
let plank: string;
beforeAll(async () => {
  const make = async (name: string) => {
    const res = await api('POST', '/api/v1/interventions', { name, region: 'knee' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  squat = await make('Agachamento (sessões)');
  bridge = await make('Ponte glútea (sessões)');
  plank = await make('Prancha (sessões)');
});

const record = (
  appointmentId: string,
  interventionId: string,
  sets: object[],
  cookie = f.fisio,
  notes?: string,
) =>
  api(
    'POST',
    '/api/v1/interventions-performed',
    { appointment_id: appointmentId, intervention_id: interventionId, sets, ...(notes ? { notes } : {}) },
    cookie,
  );
const session = async (appointmentId: string, cookie = f.fisio) => {
  const res = await api(
    'GET',
    `/api/v1/interventions-performed?appointment_id=${appointmentId}`,
    undefined,
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{
      intervention: { id: string; name: string };
      sets: object[];
      volume_kg: number;
      top_load_kg: number | null;
      notes: string | null;
    }>;
    total: number;
  };
};

describe('interventions performed in a session', () => {
  it('records sets with their load or hold time, and sums the volume (sets × repetitions × kg)', async () => {
    const appt = await appointment();
    const res = await record(
      appt,
      squat,
      [
        { repetitions: 12, load_kg: 10 },
        { repetitions: 10, load_kg: 12.5 },
        { repetitions: 8, load_kg: 12.5 },
      ],
      f.fisio,
      'Sem dor no fim.',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      intervention: { id: squat, name: 'Agachamento (sessões)', region: 'knee' },
      sets: [
        { repetitions: 12, load_kg: 10, hold_seconds: null },
        { repetitions: 10, load_kg: 12.5, hold_seconds: null },
        { repetitions: 8, load_kg: 12.5, hold_seconds: null },
      ],
      volume_kg: 345,
      top_load_kg: 12.5,
      notes: 'Sem dor no fim.',
      recorded_by: { name: 'Tiago Fonseca' },
    });
    expect((await record(appt, plank, [{ hold_seconds: 30 }, { hold_seconds: 45 }])).json()).toMatchObject({
      volume_kg: 0,
      top_load_kg: null,
    });
    const again = await record(appt, squat, [{ repetitions: 5 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta intervenção já está registada nesta sessão');
    expect((await session(appt)).items.map((i) => i.intervention.name)).toEqual([
      'Agachamento (sessões)',
      'Prancha (sessões)',
    ]);
  });

  it('changes and removes an entry', async () => {
    const appt = await appointment();
    const id = (await record(appt, bridge, [{ repetitions: 10 }])).json().id as string;
    const changed = await api(
      'PUT',
      `/api/v1/interventions-performed/${id}`,
      { sets: [{ repetitions: 15, load_kg: 4 }] },
      f.fisio,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().volume_kg).toBe(60);
    expect((await api('DELETE', `/api/v1/interventions-performed/${id}`, undefined, f.fisio)).json()).toEqual(
      {
        result: 'deleted',
      },
    );
    expect((await session(appt)).total).toBe(0);
  });

  it.each([
    [
      'a negative load',
      [{ repetitions: 10, load_kg: -1 }],
      'sets.0.load_kg',
      'A carga é em kg, de 0 a 1000, com uma casa decimal no máximo',
    ],
    [
      'a load with two decimals',
      [{ repetitions: 10, load_kg: 12.55 }],
      'sets.0.load_kg',
      'A carga é em kg, de 0 a 1000, com uma casa decimal no máximo',
    ],
    ['0 repetitions', [{ repetitions: 0 }], 'sets.0.repetitions', 'As repetições vão de 1 a 1000'],
    ['1001 repetitions', [{ repetitions: 1001 }], 'sets.0.repetitions', 'As repetições vão de 1 a 1000'],
    ['a hold of 0 s', [{ hold_seconds: 0 }], 'sets.0.hold_seconds', 'O tempo vai de 1 a 3600 segundos'],
    [
      'a set with neither repetitions nor time',
      [{ load_kg: 5 }],
      'sets.0.repetitions',
      'Indique as repetições ou o tempo',
    ],
  ])('refuses %s (400, nothing written)', async (_, sets, field, message) => {
    const appt = await appointment();
    const res = await record(appt, squat, sets);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect((await session(appt)).total).toBe(0);
  });

  it('refuses a cancelled session and an unknown intervention', async () => {
    const canceled = await appointment(undefined, undefined, 'canceled');
    expect((await record(canceled, squat, [{ repetitions: 10 }])).statusCode).toBe(409);
    const appt = await appointment();
    const unknown = await record(appt, '00000000-0000-4000-8000-000000000000', [{ repetitions: 10 }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Intervenção não encontrada');
  });

  it('copies the previous session’s interventions, sets and notes, keeping what is already there', async () => {
    const patient = (
      await api('POST', '/api/v1/users/patients', { first_name: 'Inês', surname: 'Correia' })
    ).json().id as string;
    const first = await appointment('2027-06-07', patient);
    const second = await appointment('2027-06-10', patient);
    const third = await appointment('2027-06-14', patient);
    const none = await api(
      'POST',
      '/api/v1/interventions-performed/copy-previous',
      { appointment_id: first },
      f.fisio,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(
      'O paciente não tem uma sessão anterior com intervenções registadas',
    );

    await record(first, squat, [{ repetitions: 10, load_kg: 8 }], f.fisio, 'Primeira');
    await record(second, squat, [{ repetitions: 12, load_kg: 10 }], f.fisio, 'Segunda');
    await record(second, bridge, [{ repetitions: 15 }]);
    await record(third, bridge, [{ repetitions: 20 }]);

    const copied = await api(
      'POST',
      '/api/v1/interventions-performed/copy-previous',
      { appointment_id: third },
      f.fisio,
    );
    expect(copied.statusCode, copied.body).toBe(201);
    expect(
      copied
        .json()
        .items.map((i: { intervention: { id: string }; sets: object[]; notes: string | null }) => [
          i.intervention.id,
          i.sets,
          i.notes,
        ]),
    ).toEqual([
      [bridge, [{ repetitions: 20, load_kg: null, hold_seconds: null }], null], // already there: kept
      [squat, [{ repetitions: 12, load_kg: 10, hold_seconds: null }], 'Segunda'], // from the latest earlier session
    ]);

    const history = await api(
      'GET',
      `/api/v1/interventions-performed?patient_id=${patient}&intervention_id=${squat}`,
      undefined,
      f.fisio,
    );
    expect(history.json().items.map((i: { volume_kg: number }) => i.volume_kg)).toEqual([80, 120, 120]);
  });

  it('deactivates, rather than deletes, an intervention sessions used', async () => {
    const appt = await appointment();
    const used = (await api('POST', '/api/v1/interventions', { name: 'Usada numa sessão' })).json()
      .id as string;
    await record(appt, used, [{ repetitions: 10 }]);
    expect((await api('DELETE', `/api/v1/interventions/${used}`)).json()).toEqual({ result: 'deactivated' });
    expect((await api('GET', `/api/v1/interventions/${used}`)).statusCode).toBe(404);
    expect((await session(appt)).items.map((i) => i.intervention.name)).toEqual(['Usada numa sessão']);
  });

  it('lets a patient read only their own sessions, and nobody but staff with the permission write', async () => {
    const mine = await appointment();
    await record(mine, squat, [{ repetitions: 10 }]);
    expect((await session(mine, f.paciente)).total).toBe(1);
    const someoneElse = await appointment(undefined, f.fx.otherPatientId);
    const res = await api(
      'GET',
      `/api/v1/interventions-performed?appointment_id=${someoneElse}`,
      undefined,
      f.paciente,
    );
    expect(res.statusCode).toBe(404);
    expect((await record(mine, bridge, [{ repetitions: 10 }], f.paciente)).statusCode).toBe(403);
    expect((await record(mine, bridge, [{ repetitions: 10 }], f.rececao)).statusCode).toBe(403);
    expect(
      (await api('GET', `/api/v1/interventions-performed?appointment_id=${mine}`, undefined, f.rececao))
        .statusCode,
    ).toBe(403);
  });
});

describe('who writes a session’s record (issue 39 §2)', () => {
  const listAll = (allowed: boolean) =>
    api('PUT', '/api/v1/permissions', {
      user_id: FISIO,
      permissions: { patients: { list_all: allowed } },
    });
  /** Two held sessions of a new patient in the manager's calendar, the first with a noted entry. */
  async function colleaguesSessions(name: string, days: [string, string]) {
    const patient = (
      await api('POST', '/api/v1/users/patients', { first_name: name, surname: 'Sessões' })
    ).json().id as string;
    const ids: string[] = [];
    for (const day of days) {
      const res = await api('POST', '/api/v1/appointments', {
        patient_id: patient,
        professional_id: GESTOR,
        service_id: f.fx.sessionService,
        clinic_id: f.fx.clinicId,
        starts_at: `${day}T15:00:00Z`,
        ends_at: `${day}T15:45:00Z`,
        confirm_outside_schedule: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id as string);
    }
    const entry = await record(
      ids[0]!,
      squat,
      [{ repetitions: 8, load_kg: 20 }],
      t.manager,
      'Queixa-se do divórcio',
    );
    expect(entry.statusCode, entry.body).toBe(201);
    return { patient, first: ids[0]!, second: ids[1]!, entryId: entry.json().id as string };
  }

  it('refuses a professional who does not see the patient: record, copy, change, remove (404, nothing written)', async () => {
    const s = await colleaguesSessions('Vera', ['2027-08-02', '2027-08-09']);
    expect((await listAll(false)).statusCode).toBe(200);
    try {
      // The sessions are in the calendar they read (appointments:list_all), the patient is not theirs.
      const recorded = await record(s.second, bridge, [{ repetitions: 10 }]);
      expect([recorded.statusCode, recorded.json().error?.message]).toEqual([404, 'Marcação não encontrada']);
      const copied = await api(
        'POST',
        '/api/v1/interventions-performed/copy-previous',
        { appointment_id: s.second },
        f.fisio,
      );
      expect(copied.statusCode).toBe(404);
      expect(copied.body).not.toContain('divórcio');
      const changed = await api(
        'PUT',
        `/api/v1/interventions-performed/${s.entryId}`,
        { notes: 'x' },
        f.fisio,
      );
      expect([changed.statusCode, changed.json().error?.message]).toEqual([
        404,
        'Registo de intervenção não encontrado',
      ]);
      const removed = await api('DELETE', `/api/v1/interventions-performed/${s.entryId}`, undefined, f.fisio);
      expect(removed.statusCode).toBe(404);
    } finally {
      await listAll(true);
    }
    const first = await session(s.first, t.manager);
    expect(first.items.map((i) => [i.intervention.id, i.notes])).toEqual([[squat, 'Queixa-se do divórcio']]);
    expect((await session(s.second, t.manager)).total).toBe(0);
  });

  it('lets only the professional who recorded an entry, or a manager, change or remove it (403 otherwise)', async () => {
    const s = await colleaguesSessions('Sara', ['2027-08-16', '2027-08-23']);
    // The physiotherapist sees the patient (patients:list_all) and records in the manager's session.
    const theirs = await api(
      'PUT',
      `/api/v1/interventions-performed/${s.entryId}`,
      { notes: 'Sem notas' },
      f.fisio,
    );
    expect([theirs.statusCode, theirs.json().error?.message]).toEqual([
      403,
      'Só quem registou esta intervenção, ou um gestor, a pode alterar ou retirar',
    ]);
    expect(
      (await api('DELETE', `/api/v1/interventions-performed/${s.entryId}`, undefined, f.fisio)).statusCode,
    ).toBe(403);
    expect((await session(s.first, t.manager)).items[0]!.notes).toBe('Queixa-se do divórcio');
    const own = await record(s.first, bridge, [{ repetitions: 10 }]);
    expect(own.statusCode, own.body).toBe(201);
    const edited = await api(
      'PUT',
      `/api/v1/interventions-performed/${own.json().id}`,
      { sets: [{ repetitions: 12 }] },
      f.fisio,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // A manager corrects anyone's.
    const corrected = await api('PUT', `/api/v1/interventions-performed/${own.json().id}`, {
      notes: 'Corrigido pelo gestor',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().recorded_by.id).toBe(FISIO);
  });
});
