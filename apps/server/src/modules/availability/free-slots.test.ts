import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { apiFor, FISIO, GESTOR, setUpClinic, type Fixture } from '../appointments/fixtures.test-helpers.js';
import { freeSlots, type FreeSlotQuery } from './free-slots.service.js';

/**
 * The public search's free slots (decision 043) against the staff booking check: what it offers books,
 * what books inside its window it offers; and its own rules (notice, horizon, step, rooms, DST, holidays).
 * The clinic (fixtures): Lisbon, Mon–Fri 08–13 and 14–20; Tiago works Mon–Fri 09–13 and 14–19; 45 min.
 */
const t = useTestApp();
const api = apiFor(
  () => t,
  () => t.manager,
);
let fx: Fixture;

beforeAll(async () => {
  fx = await setUpClinic(api);
});

const search = (q: Partial<Omit<FreeSlotQuery, 'from' | 'to'>> & { from: string; to: string }) =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    freeSlots(tx, {
      tenantId: DEMO_TENANT_ID,
      durationMinutes: 45,
      needsRoom: false,
      professionalIds: [FISIO],
      now: new Date('2027-01-01T00:00:00Z'),
      minNoticeMinutes: 120,
      horizonDays: 365,
      stepMinutes: 15,
      ...q,
      from: new Date(q.from),
      to: new Date(q.to),
    }),
  );

/** Local times (HH:MM in Lisbon) of the slots' starts. */
const lisbon = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit' }).format(
    d,
  );
const times = (slots: Array<{ startsAt: Date }>) => slots.map((s) => lisbon(s.startsAt));

async function book(professionalId: string, startsAt: string, minutes = 45, extra: object = {}) {
  return api('POST', '/api/v1/appointments', {
    patient_id: fx.patientId,
    professional_id: professionalId,
    service_id: fx.sessionService,
    clinic_id: fx.clinicId,
    space_id: null,
    starts_at: startsAt,
    ends_at: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
    notes: null,
    confirm_outside_schedule: false,
    ...extra,
  });
}

/** A deterministic pseudo-random sequence (the scenarios must be the same on every run). */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

describe('the free slots and the staff booking check agree', () => {
  // Five weekdays in January (UTC+0) and one in July (UTC+1), each with random exceptions and
  // appointments: every slot of the step from 07:00 to 21:00 UTC is tried through the staff booking (no
  // override) and the 201s compared.
  for (const [i, day] of [
    '2027-01-11',
    '2027-01-12',
    '2027-01-13',
    '2027-01-14',
    '2027-01-15',
    '2027-07-13',
  ].entries())
    it(`offers exactly the slots that book on ${day}`, async () => {
      const next = random(i + 7);
      for (let k = 0; k < 2; k += 1) {
        const start = 8 * 60 + next(44) * 15;
        const res = await api('POST', '/api/v1/schedule-exceptions', {
          professional_id: FISIO,
          clinic_id: next(2) ? fx.clinicId : null,
          starts_at: new Date(Date.parse(`${day}T00:00:00Z`) + start * 60_000).toISOString(),
          ends_at: new Date(
            Date.parse(`${day}T00:00:00Z`) + (start + 15 + next(6) * 15) * 60_000,
          ).toISOString(),
          reason: 'other',
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      for (let k = 0; k < 3; k += 1) {
        const start = 8 * 60 + next(48) * 5;
        await book(
          FISIO,
          new Date(Date.parse(`${day}T00:00:00Z`) + start * 60_000).toISOString(),
          30 + next(4) * 15,
          {
            confirm_outside_schedule: true,
          },
        );
      }
      const offered = times(await search({ from: `${day}T00:00:00Z`, to: `${day}T23:59:00Z` }));
      const booked: string[] = [];
      for (let m = 7 * 60; m < 21 * 60; m += 15) {
        const at = new Date(Date.parse(`${day}T00:00:00Z`) + m * 60_000).toISOString();
        const res = await book(FISIO, at);
        if (res.statusCode === 201) {
          booked.push(lisbon(new Date(at)));
          const cancel = await api('PUT', `/api/v1/appointments/${res.json().id}`, { state: 'canceled' });
          expect(cancel.statusCode, cancel.body).toBe(200);
        } else expect(res.statusCode, res.body).toBe(409);
      }
      expect(booked.length).toBeGreaterThan(0);
      expect(offered).toEqual(booked);
    });
});

describe('the free slots', () => {
  it('start on the step from the hour, back to back with appointments', async () => {
    // Monday 18 January: an appointment 09:00–09:45 → the next slot is 09:45.
    expect((await book(FISIO, '2027-01-18T09:00:00Z')).statusCode).toBe(201);
    const day = await search({ from: '2027-01-18T00:00:00Z', to: '2027-01-19T00:00:00Z' });
    expect(times(day).slice(0, 3)).toEqual(['09:45', '10:00', '10:15']);
    // The last one ends at 13:00 and at 19:00 (his hours), none across lunch.
    expect(times(day)).toContain('12:15');
    expect(times(day)).not.toContain('12:30');
    expect(times(day).at(-1)).toBe('18:15');
    const halfHours = await search({
      from: '2027-01-18T00:00:00Z',
      to: '2027-01-19T00:00:00Z',
      stepMinutes: 30,
    });
    expect(times(halfHours).slice(0, 2)).toEqual(['10:00', '10:30']);
  });

  it('keep the minimum notice and the horizon', async () => {
    const now = new Date('2027-01-19T09:10:00Z');
    const soon = await search({ from: '2027-01-19T00:00:00Z', to: '2027-01-20T00:00:00Z', now });
    expect(times(soon)[0]).toBe('11:15');
    const far = await search({
      from: '2027-01-19T00:00:00Z',
      to: '2027-04-30T00:00:00Z',
      now,
      horizonDays: 60,
    });
    expect(far.at(-1)!.startsAt.getTime()).toBeLessThan(now.getTime() + 60 * 86_400_000);
    expect(far.at(-1)!.startsAt.getTime()).toBeGreaterThan(now.getTime() + 58 * 86_400_000);
  });

  it('read the hours in Lisbon across the March and October changes, and skip holidays', async () => {
    // Summer time starts on Sunday 28 March 2027 (Easter; Friday 26 is Good Friday, no slots): 09:00 is
    // 09:00Z on Thursday, 08:00Z on Monday.
    const march = await search({ from: '2027-03-25T00:00:00Z', to: '2027-03-30T00:00:00Z' });
    expect([...new Set(march.map((s) => s.startsAt.toISOString().slice(0, 10)))]).toEqual([
      '2027-03-25',
      '2027-03-29',
    ]);
    const firstOf = (date: string) => march.find((s) => s.startsAt.toISOString().startsWith(date))!.startsAt;
    expect(firstOf('2027-03-25').toISOString()).toBe('2027-03-25T09:00:00.000Z');
    expect(firstOf('2027-03-29').toISOString()).toBe('2027-03-29T08:00:00.000Z');
    // It ends on Sunday 31 October; Monday 1 November is All Saints' Day (no slots); Tuesday at 09:00Z.
    const october = await search({ from: '2027-10-29T00:00:00Z', to: '2027-11-03T00:00:00Z' });
    const days = [...new Set(october.map((s) => s.startsAt.toISOString().slice(0, 10)))];
    expect(days).toEqual(['2027-10-29', '2027-11-02']);
    expect(october[0]!.startsAt.toISOString()).toBe('2027-10-29T08:00:00.000Z');
    expect(
      october.find((s) => s.startsAt.toISOString().startsWith('2027-11-02'))!.startsAt.toISOString(),
    ).toBe('2027-11-02T09:00:00.000Z');
    expect(times(october).every((h) => h >= '09:00' && h <= '18:15')).toBe(true);
  });

  it('need a free room when the service needs one', async () => {
    // Wednesday 20 January: room 1 taken 10:00–10:45, room 2 09:00–09:45 (the manager's appointments).
    for (const [room, at] of [
      [fx.room1, '2027-01-20T10:00:00Z'],
      [fx.room2, '2027-01-20T09:00:00Z'],
    ] as const) {
      const res = await book(GESTOR, at, 45, { space_id: room, confirm_outside_schedule: true });
      expect(res.statusCode, res.body).toBe(201);
    }
    const window = { from: '2027-01-20T09:00:00Z', to: '2027-01-20T10:01:00Z' };
    expect(times(await search(window))).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00']);
    // 09:30–10:15 overlaps both rooms' appointments.
    const withRoom = await search({ ...window, needsRoom: true });
    expect(times(withRoom)).toEqual(['09:00', '09:15', '09:45', '10:00']);
    expect(withRoom.map((s) => s.spaceId)).toEqual([fx.room1, fx.room1, fx.room2, fx.room2]);
    // What it offers books in the room it names.
    const res = await book(FISIO, withRoom[2]!.startsAt.toISOString(), 45, {
      space_id: withRoom[2]!.spaceId,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('are none for a professional without working hours (the staff check lets them through)', async () => {
    expect(
      await search({ from: '2027-01-21T00:00:00Z', to: '2027-01-22T00:00:00Z', professionalIds: [GESTOR] }),
    ).toEqual([]);
    expect((await book(GESTOR, '2027-01-21T10:00:00Z')).statusCode).toBe(201);
  });
});
