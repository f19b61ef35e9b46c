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
      starts_at: '2026-12-09T00:00:00Z',
      ends_at: '2026-12-10T00:00:00Z',
      reason: 'holidays',
    });
    expect(away.statusCode, away.body).toBe(201);
    expect(
      (
        await check(
          FISIO,
          [
            ['2026-12-06T03:00:00Z', '2026-12-06T03:45:00Z'],
            ['2026-12-09T10:00:00Z', '2026-12-09T10:45:00Z'],
          ],
          unscheduledClinicId,
        )
      ).map((a) => a.reasons),
    ).toEqual([[], ['schedule_exception']]);
  });

  it('adds public_holiday on the public holidays of the clinic’s region and municipality (decision 024)', async () => {
    const put = async (id: string, body: object) => {
      const res = await t.api('PUT', `/api/v1/clinics/${id}`, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    const at = (date: string) => [`${date}T10:00:00Z`, `${date}T10:45:00Z`] as [string, string];
    const reasons = async (clinic: string, timeZone: string, dates: string[]) =>
      (
        await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
          slotsInSchedule(tx, {
            clinicId: clinic,
            professionalId: GESTOR,
            timeZone,
            slots: dates.map(at).map(([a, b]) => ({ startsAt: new Date(a), endsAt: new Date(b) })),
          }),
        )
      ).map((s) => [s.date, s.reasons.join(','), s.holiday]);
    // Mainland, no municipal holiday: 8 December (national), Carnival (optional), not 13 June nor 1 July.
    await put(unscheduledClinicId, { municipal_holiday_day: null, municipal_holiday_month: null });
    expect(
      await reasons(unscheduledClinicId, 'Europe/Lisbon', [
        '2026-12-08',
        '2026-12-09',
        '2026-02-17',
        '2026-06-13',
        '2026-07-01',
        '2027-01-01',
      ]),
    ).toEqual([
      ['2026-12-08', 'public_holiday', 'Imaculada Conceição'],
      ['2026-12-09', '', null],
      ['2026-02-17', 'public_holiday', 'Carnaval (facultativo)'],
      ['2026-06-13', '', null],
      ['2026-07-01', '', null],
      ['2027-01-01', 'public_holiday', 'Ano Novo'],
    ]);
    // The municipal holiday of Lisbon, set on the clinic.
    await put(unscheduledClinicId, {
      municipal_holiday_day: 13,
      municipal_holiday_month: 6,
      municipal_holiday_name: 'Santo António (Lisboa)',
    });
    expect(await reasons(unscheduledClinicId, 'Europe/Lisbon', ['2026-06-13', '2027-06-13'])).toEqual([
      ['2026-06-13', 'public_holiday', 'Santo António (Lisboa)'],
      ['2027-06-13', 'public_holiday', 'Santo António (Lisboa)'],
    ]);
    // The Azores: the Monday after Pentecost (25 May 2026); Madeira: 1 July and 26 December.
    await put(unscheduledClinicId, {
      time_zone: 'Atlantic/Azores',
      municipal_holiday_day: null,
      municipal_holiday_month: null,
    });
    expect(await reasons(unscheduledClinicId, 'Atlantic/Azores', ['2026-05-25', '2026-07-01'])).toEqual([
      ['2026-05-25', 'public_holiday', 'Dia da Região Autónoma dos Açores'],
      ['2026-07-01', '', null],
    ]);
    await put(unscheduledClinicId, { time_zone: 'Atlantic/Madeira' });
    expect(
      await reasons(unscheduledClinicId, 'Atlantic/Madeira', ['2026-05-25', '2026-07-01', '2026-12-26']),
    ).toEqual([
      ['2026-05-25', '', null],
      ['2026-07-01', 'public_holiday', 'Dia da Região Autónoma da Madeira'],
      ['2026-12-26', 'public_holiday', 'Primeira Oitava'],
    ]);
    await put(unscheduledClinicId, { time_zone: 'Europe/Lisbon' });
  });
});
