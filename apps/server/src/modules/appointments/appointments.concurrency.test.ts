import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiFor, FISIO, setUpClinic, type Fixture } from './fixtures.test-helpers.js';

/**
 * No double booking, ever: the database's exclusion constraints decide, not a check in the code that
 * two transactions could both pass. Run on PGlite (one connection, requests interleave between
 * statements) and on PostgreSQL (a pool of real connections in parallel).
 */
let t: TestApp;
let manager: string;
let f: Fixture;
const api = apiFor(
  () => t,
  () => manager,
);
const N = 200;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
  f = await setUpClinic(api);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof api>>;
const summarise = (results: Res[]) => {
  const created = results.filter((r) => r.statusCode === 201);
  const refused = results.filter((r) => r.statusCode === 409);
  return { created, refused, other: results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409) };
};

describe(`${N} concurrent bookings of one slot`, () => {
  it('of one professional: exactly one 201, every other 409 naming it', async () => {
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api('POST', '/api/v1/appointments', {
          patient_id: i % 2 ? f.patientId : f.otherPatientId,
          professional_id: FISIO,
          service_id: f.sessionService,
          clinic_id: f.clinicId,
          starts_at: '2026-12-07T10:00:00Z',
        }),
      ),
    );
    const { created, refused, other } = summarise(results);
    expect(other.map((r) => r.body)).toEqual([]);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    const winner = created[0]!.json().id;
    for (const r of refused) {
      expect(r.json().error).toMatchObject({
        code: 'double_booking',
        details: { conflicting_appointment_id: winner, resource: 'professional' },
      });
    }
    const day = await api('GET', '/api/v1/appointments?from=2026-12-07T00:00:00Z&to=2026-12-08T00:00:00Z');
    expect(day.json().items.map((a: { id: string }) => a.id)).toEqual([winner]);
  });

  it('of one space, by different professionals: exactly one 201, every other 409', async () => {
    const professionals: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await api('POST', '/api/v1/collaborators', {
        type: 'professional',
        email: `fisio${i}@bonfim.pt`,
        first_name: 'Fisio',
        surname: String(i),
      });
      expect(res.statusCode, res.body).toBe(201);
      professionals.push(res.json().id);
    }
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api('POST', '/api/v1/appointments', {
          patient_id: f.otherPatientId,
          professional_id: professionals[i % professionals.length],
          service_id: f.sessionService,
          clinic_id: f.clinicId,
          space_id: f.room1,
          starts_at: '2026-12-08T10:00:00Z',
          ends_at: '2026-12-08T11:00:00Z',
          // A public holiday (Imaculada Conceição): confirmed, so only the slot decides.
          confirm_outside_schedule: true,
        }),
      ),
    );
    const { created, refused, other } = summarise(results);
    expect(other.map((r) => r.body)).toEqual([]);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    const winner = created[0]!.json();
    results.forEach((r, i) => {
      if (r.statusCode !== 409) return;
      const error = r.json().error;
      expect(error.code).toBe('double_booking');
      expect(error.details.conflicting_appointment_id).toBe(winner.id);
      // Another professional than the winner's can only have lost the room.
      if (professionals[i % professionals.length] !== winner.professional_id)
        expect(error.details.resource).toBe('space');
    });
  });
});
