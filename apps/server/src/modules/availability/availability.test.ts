import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { slotsInSchedule } from './availability.service.js';
import { FISIO, GESTOR } from '../appointments/fixtures.test-helpers.js';

/**
 * The schedule check the database makes for every booking, series occurrence and reschedule
 * (decision 019), on its own: which reasons a slot gets, read in the clinic's local time.
 */
const t = useTestApp();
let clinicId: string;
let unscheduledClinicId: string;

beforeAll(async () => {
  const post = async (url: string, body: object) => {
    const res = await t.api('POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json().id as string;
  };
  clinicId = await post('/api/v1/clinics', { name: 'Clínica de Alvalade', time_zone: 'Europe/Lisbon' });
  unscheduledClinicId = await post('/api/v1/clinics', { name: 'Clínica sem horário' });
  // Sundays: open all day in two back-to-back intervals; Mondays 09:00–13:00.
  for (const [weekday, start_time, end_time] of [
    ['sunday', '00:00', '12:00'],
    ['sunday', '12:00', '23:59'],
    ['monday', '09:00', '13:00'],
  ])
    await post('/api/v1/clinic-schedules', { clinic_id: clinicId, weekday, start_time, end_time });
  // Tiago works there on Sundays from 06:00 only.
  await post('/api/v1/professional-schedules', {
    professional_id: FISIO,
    clinic_id: clinicId,
    weekday: 'sunday',
    start_time: '06:00',
    end_time: '23:59',
  });
  // Monday 7 December: away 10:00–11:00 at this clinic, 11:00–13:00 at another one.
  for (const [starts_at, ends_at, clinic_id] of [
    ['2026-12-07T10:00:00Z', '2026-12-07T11:00:00Z', clinicId],
    ['2026-12-07T11:00:00Z', '2026-12-07T13:00:00Z', unscheduledClinicId],
  ])
    await post('/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      clinic_id,
      starts_at,
      ends_at,
      reason: 'other',
    });
});

const check = (professionalId: string, slots: Array<[string, string]>, clinic = clinicId) =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    slotsInSchedule(tx, {
      clinicId: clinic,
      professionalId,
      timeZone: 'Europe/Lisbon',
      slots: slots.map(([a, b]) => ({ startsAt: new Date(a), endsAt: new Date(b) })),
    }),
  );

describe('the schedule check', () => {
  it('gives each slot its local day and time and the reasons it is outside the hours', async () => {
    const slots: Array<[string, string, string[]]> = [
      // Sunday 6 December (UTC+0): inside across the two back-to-back intervals.
      ['2026-12-06T11:30:00Z', '2026-12-06T12:30:00Z', []],
      // Before Tiago starts, the clinic being open.
      ['2026-12-06T05:00:00Z', '2026-12-06T05:45:00Z', ['professional_not_working']],
      // Up to the last minute of the day is inside; running past local midnight never is.
      ['2026-12-06T23:00:00Z', '2026-12-06T23:45:00Z', []],
      ['2026-12-06T23:30:00Z', '2026-12-07T00:15:00Z', ['clinic_closed', 'professional_not_working']],
      // Monday: the clinic opens at 09:00; Tiago has hours at this clinic, none on Mondays.
      ['2026-12-07T08:30:00Z', '2026-12-07T09:15:00Z', ['clinic_closed', 'professional_not_working']],
      // His exception at this clinic counts; the one at another clinic does not.
      ['2026-12-07T10:30:00Z', '2026-12-07T11:15:00Z', ['professional_not_working', 'schedule_exception']],
      ['2026-12-07T11:30:00Z', '2026-12-07T12:15:00Z', ['professional_not_working']],
      // Summer time (UTC+1): 05:30Z is 06:30 local, inside; 04:30Z is 05:30, before his hours.
      ['2026-07-05T05:30:00Z', '2026-07-05T06:15:00Z', []],
      ['2026-07-05T04:30:00Z', '2026-07-05T05:15:00Z', ['professional_not_working']],
    ];
    const answers = await check(
      FISIO,
      slots.map(([a, b]) => [a, b]),
    );
    expect(answers.map((a) => a.reasons)).toEqual(slots.map(([, , reasons]) => reasons));
    expect(answers.map((a) => `${a.date} ${a.start}`)).toEqual([
      '2026-12-06 11:30',
      '2026-12-06 05:00',
      '2026-12-06 23:00',
      '2026-12-06 23:30',
      '2026-12-07 08:30',
      '2026-12-07 10:30',
      '2026-12-07 11:30',
      '2026-07-05 06:30',
      '2026-07-05 05:30',
    ]);
  });

  it('restricts nothing where no hours are defined, and counts an exception at every clinic', async () => {
    // The manager has no working hours here: only the clinic's count.
    expect(
      (
        await check(GESTOR, [
          ['2026-12-06T05:00:00Z', '2026-12-06T05:45:00Z'],
          ['2026-12-07T08:30:00Z', '2026-12-07T09:15:00Z'],
        ])
      ).map((a) => a.reasons),
    ).toEqual([[], ['clinic_closed']]);
    // A clinic without opening hours, where Tiago has none either: only exceptions count.
    const away = await t.api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-12-08T00:00:00Z',
      ends_at: '2026-12-09T00:00:00Z',
      reason: 'holidays',
    });
    expect(away.statusCode, away.body).toBe(201);
    expect(
      (
        await check(
          FISIO,
          [
            ['2026-12-06T03:00:00Z', '2026-12-06T03:45:00Z'],
            ['2026-12-08T10:00:00Z', '2026-12-08T10:45:00Z'],
          ],
          unscheduledClinicId,
        )
      ).map((a) => a.reasons),
    ).toEqual([[], ['schedule_exception']]);
  });
});
