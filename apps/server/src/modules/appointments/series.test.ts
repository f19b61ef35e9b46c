import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiFor, FISIO, GESTOR, setUpClinic, type Fixture } from './fixtures.test-helpers.js';

let t: TestApp;
let manager: string;
let f: Fixture;
const api = apiFor(
  () => t,
  () => manager,
);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(Date.parse('2026-12-02T10:00:00Z') - t.clock.now().getTime());
  manager = await t.login('gestor@demo.clinica.pt');
  f = await setUpClinic(api);
});
afterAll(() => t.close());

const rule = (body: object) => ({
  patient_id: f.patientId,
  professional_id: FISIO,
  service_id: f.sessionService,
  clinic_id: f.clinicId,
  start_time: '09:00',
  weekdays: ['monday', 'wednesday'],
  starts_on: '2026-12-07',
  count: 6,
  ...body,
});
const preview = (body: object, cookie?: string) =>
  api('POST', '/api/v1/appointment-series/preview', rule(body), cookie);
const create = (body: object, cookie?: string) =>
  api('POST', '/api/v1/appointment-series', rule(body), cookie);
type Occurrence = {
  date: string;
  starts_at: string | null;
  problems: Array<{ code: string; appointment_id: string | null }>;
};
type Item = { id: string; starts_at: string; state: string; series_id: string };
const seriesCount = async () =>
  (await api('GET', '/api/v1/appointments?from=2026-12-01T00:00:00Z&to=2027-01-12T00:00:00Z')).json().items
    .length;

describe('preview', () => {
  it('lists every occurrence with its problems and writes nothing', async () => {
    const busy = await api('POST', '/api/v1/appointments', {
      patient_id: f.otherPatientId,
      professional_id: FISIO,
      service_id: f.sessionService,
      clinic_id: f.clinicId,
      starts_at: '2026-12-09T09:30:00Z',
    });
    expect(busy.statusCode).toBe(201);
    await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-12-14T00:00:00Z',
      ends_at: '2026-12-15T00:00:00Z',
      reason: 'holidays',
    });
    const before = await seriesCount();
    const res = await preview({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.time_zone).toBe('Europe/Lisbon');
    expect(body.occurrences.map((o: Occurrence) => o.date)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
      '2026-12-21',
      '2026-12-23',
    ]);
    expect(body.occurrences[0]).toEqual({
      date: '2026-12-07',
      starts_at: '2026-12-07T09:00:00.000Z',
      ends_at: '2026-12-07T09:45:00.000Z',
      problems: [],
    });
    expect(body.occurrences[1].problems).toEqual([
      {
        code: 'double_booking',
        message: 'O profissional já tem uma marcação neste horário',
        appointment_id: busy.json().id,
      },
    ]);
    expect(body.occurrences[2].problems).toEqual([
      {
        code: 'outside_schedule',
        message: 'Fora do horário: profissional indisponível',
        appointment_id: null,
        reasons: ['schedule_exception'],
      },
    ]);
    expect(body.with_problems).toBe(2);
    expect(await seriesCount()).toBe(before);
  });

  it('names the public holiday of each occurrence that falls on one (decision 024)', async () => {
    const res = await preview({
      weekdays: ['tuesday'],
      starts_on: '2026-12-08',
      count: 3,
      start_time: '15:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const occurrences = res.json().occurrences as Occurrence[];
    expect(occurrences.map((o) => [o.date, o.problems])).toEqual([
      [
        '2026-12-08',
        [
          {
            code: 'outside_schedule',
            message: 'Fora do horário: feriado (Imaculada Conceição)',
            appointment_id: null,
            reasons: ['public_holiday'],
            holiday: 'Imaculada Conceição',
          },
        ],
      ],
      ['2026-12-15', []],
      ['2026-12-22', []],
    ]);
    const refused = await create({
      weekdays: ['tuesday'],
      starts_on: '2026-12-08',
      count: 3,
      start_time: '15:00',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({
      reasons: ['public_holiday'],
      holidays: [{ date: '2026-12-08', name: 'Imaculada Conceição' }],
      dates: ['2026-12-08'],
    });
  });

  it('every N weeks on chosen weekdays until a date; refuses rules with too many or no occurrences', async () => {
    const res = await preview({
      interval_weeks: 2,
      weekdays: ['tuesday', 'thursday'],
      count: undefined,
      until_date: '2027-01-07',
    });
    expect(res.json().occurrences.map((o: Occurrence) => o.date)).toEqual([
      '2026-12-08',
      '2026-12-10',
      '2026-12-22',
      '2026-12-24',
      '2027-01-05',
      '2027-01-07',
    ]);
    const fields = async (body: object) => (await preview(body)).json().error.fields;
    expect(
      await fields({
        weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        count: undefined,
        until_date: '2027-12-31',
      }),
    ).toEqual({
      until_date: 'Uma série não pode ter mais de 200 marcações',
    });
    expect(await fields({ until_date: '2027-01-01' })).toEqual({
      until_date: 'Indique a data final ou o número de marcações (um dos dois)',
    });
    expect(await fields({ count: undefined, until_date: '2026-12-01' })).toEqual({
      until_date: 'A data final tem de ser igual ou posterior à data de início',
    });
    expect(await fields({ weekdays: ['friday'], count: undefined, until_date: '2026-12-08' })).toEqual({
      starts_on: 'A série não tem nenhuma marcação nestas datas',
    });
    expect(await fields({ weekdays: ['monday', 'monday'] })).toEqual({ weekdays: 'Dia da semana repetido' });
    expect(await fields({ count: 201 })).toEqual({ count: 'Uma série não pode ter mais de 200 marcações' });
  });
});

describe('daylight saving time (Europe/Lisbon)', () => {
  it('keeps the wall-clock time across the changes and reports a time in the spring gap per occurrence', async () => {
    const spring = await preview({ weekdays: ['monday'], starts_on: '2027-03-22', count: 2 });
    expect(spring.json().occurrences.map((o: Occurrence) => o.starts_at)).toEqual([
      '2027-03-22T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
    ]);
    const autumn = await preview({ weekdays: ['monday'], starts_on: '2026-10-19', count: 2 });
    expect(autumn.json().occurrences.map((o: Occurrence) => o.starts_at)).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
    // 01:30 on Sunday 28 March 2027 does not exist in Lisbon (01:00 → 02:00).
    const gap = await preview({
      weekdays: ['sunday'],
      start_time: '01:30',
      starts_on: '2027-03-14',
      count: 4,
    });
    const occurrences = gap.json().occurrences as Occurrence[];
    expect(occurrences.map((o) => [o.date, o.starts_at])).toEqual([
      ['2027-03-14', '2027-03-14T01:30:00.000Z'],
      ['2027-03-21', '2027-03-21T01:30:00.000Z'],
      ['2027-03-28', null],
      ['2027-04-04', '2027-04-04T00:30:00.000Z'],
    ]);
    expect(occurrences[2]!.problems).toEqual([
      {
        code: 'dst_gap',
        message: 'Esta hora não existe neste dia (mudança para a hora de verão)',
        appointment_id: null,
      },
    ]);
    const before = await seriesCount();
    const refused = await create({
      weekdays: ['sunday'],
      start_time: '01:30',
      starts_on: '2027-03-14',
      count: 4,
      confirm_outside_schedule: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      start_time: 'Esta hora não existe neste dia (mudança para a hora de verão): 28/03/2027',
    });
    expect(await seriesCount()).toBe(before);
  });
});

describe('creating', () => {
  it('refuses conflicts (409 listing them) unless told to skip them, and asks before booking outside hours', async () => {
    const before = await seriesCount();
    const conflicts = await create({});
    expect(conflicts.statusCode).toBe(409);
    expect(conflicts.json().error).toMatchObject({
      code: 'double_booking',
      message: 'Algumas marcações da série estão em conflito com outras',
      details: { occurrences: [{ date: '2026-12-09', problems: [{ code: 'double_booking' }] }] },
    });
    const outside = await create({ skip_conflicts: true });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error).toMatchObject({
      code: 'outside_schedule',
      details: { reasons: ['schedule_exception'], dates: ['2026-12-14'] },
    });
    expect(await seriesCount()).toBe(before);

    const res = await create({
      skip_conflicts: true,
      confirm_outside_schedule: true,
      space_id: f.room1,
      notes: 'Reabilitação',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.series).toMatchObject({
      start_time: '09:00',
      duration_minutes: 45,
      time_zone: 'Europe/Lisbon',
      interval_weeks: 1,
      weekdays: ['monday', 'wednesday'],
      starts_on: '2026-12-07',
      count: 6,
      until_date: null,
      price_cents: 3500,
      space_id: f.room1,
    });
    expect(body.appointments.map((a: Item) => a.starts_at.slice(0, 10))).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-16',
      '2026-12-21',
      '2026-12-23',
    ]);
    expect(body.appointments.every((a: Item) => a.series_id === body.series.id)).toBe(true);
    expect(body.appointments[1]).toMatchObject({ outside_schedule: true, notes: 'Reabilitação' });
    expect(body.skipped.map((o: Occurrence) => o.date)).toEqual(['2026-12-09']);
    expect(await seriesCount()).toBe(before + 5);
    const read = await api('GET', `/api/v1/appointment-series/${body.series.id}`);
    expect(read.json().appointments).toHaveLength(5);
  });
});

describe('editing', () => {
  const make = async (body: object) => {
    const res = await create({ confirm_outside_schedule: true, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { series: { id: string }; appointments: Item[] };
  };

  it('edits one occurrence on its own; the others stay', async () => {
    const s = await make({ weekdays: ['tuesday'], starts_on: '2027-01-05', count: 3 });
    const second = s.appointments[1]!;
    const moved = await api('PUT', `/api/v1/appointments/${second.id}`, {
      starts_at: '2027-01-12T15:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await api('GET', `/api/v1/appointment-series/${s.series.id}`)).json()
      .appointments as Item[];
    expect(after.map((a) => a.starts_at)).toEqual([
      '2027-01-05T09:00:00.000Z',
      '2027-01-12T15:00:00.000Z',
      '2027-01-19T09:00:00.000Z',
    ]);
  });

  it('changes this and the following: from a later occurrence the series splits in two', async () => {
    const s = await make({ weekdays: ['thursday'], starts_on: '2027-01-07', count: 4 });
    const third = s.appointments[2]!;
    const res = await api('PUT', `/api/v1/appointment-series/${s.series.id}`, {
      from_appointment_id: third.id,
      start_time: '10:00',
      space_id: f.room2,
      price_cents: 3000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.series.id).not.toBe(s.series.id);
    expect(body.series).toMatchObject({
      start_time: '10:00',
      starts_on: '2027-01-21',
      until_date: '2027-01-28',
      count: null,
      space_id: f.room2,
      price_cents: 3000,
    });
    expect(
      body.appointments.map((a: Item & { price_cents: number }) => [a.starts_at, a.price_cents]),
    ).toEqual([
      ['2027-01-21T10:00:00.000Z', 3000],
      ['2027-01-28T10:00:00.000Z', 3000],
    ]);
    const old = (await api('GET', `/api/v1/appointment-series/${s.series.id}`)).json();
    expect(old).toMatchObject({ until_date: '2027-01-20', count: null, start_time: '09:00' });
    expect(old.appointments.map((a: Item) => a.starts_at)).toEqual([
      '2027-01-07T09:00:00.000Z',
      '2027-01-14T09:00:00.000Z',
    ]);
    const history = (await api('GET', `/api/v1/appointments/${third.id}`)).json().history;
    expect(history[0]).toMatchObject({ event: 'rescheduled', to_starts_at: '2027-01-21T10:00:00.000Z' });

    // From the first occurrence the series itself changes.
    const whole = await api('PUT', `/api/v1/appointment-series/${s.series.id}`, {
      from_appointment_id: s.appointments[0]!.id,
      duration_minutes: 60,
    });
    expect(whole.json().series.id).toBe(s.series.id);
    expect(whole.json().appointments.map((a: Item & { ends_at: string }) => a.ends_at)).toEqual([
      '2027-01-07T10:00:00.000Z',
      '2027-01-14T10:00:00.000Z',
    ]);
  });

  it('refuses a change that would double-book, and writes nothing', async () => {
    const s = await make({ weekdays: ['friday'], starts_on: '2027-01-08', count: 2 });
    const other = await api('POST', '/api/v1/appointments', {
      patient_id: f.otherPatientId,
      professional_id: FISIO,
      service_id: f.sessionService,
      clinic_id: f.clinicId,
      starts_at: '2027-01-15T11:00:00Z',
    });
    const res = await api('PUT', `/api/v1/appointment-series/${s.series.id}`, {
      from_appointment_id: s.appointments[0]!.id,
      start_time: '11:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details.occurrences).toEqual([
      {
        date: '2027-01-15',
        problems: [
          {
            code: 'double_booking',
            message: 'O profissional já tem uma marcação neste horário',
            appointment_id: other.json().id,
          },
        ],
      },
    ]);
    const after = (await api('GET', `/api/v1/appointment-series/${s.series.id}`)).json();
    expect(after.start_time).toBe('09:00');
    expect(after.appointments.map((a: Item) => a.starts_at)).toEqual([
      '2027-01-08T09:00:00.000Z',
      '2027-01-15T09:00:00.000Z',
    ]);
  });

  it('cancels this and the following, keeping each change in the history', async () => {
    const s = await make({ weekdays: ['wednesday'], starts_on: '2027-02-03', count: 4 });
    const res = await api('POST', `/api/v1/appointment-series/${s.series.id}/cancel`, {
      from_appointment_id: s.appointments[1]!.id,
      state: 'canceled_patient',
      reason: 'Mudou de cidade',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().canceled).toEqual(s.appointments.slice(1).map((a) => a.id));
    const after = (await api('GET', `/api/v1/appointment-series/${s.series.id}`)).json()
      .appointments as Item[];
    expect(after.map((a) => a.state)).toEqual([
      'scheduled',
      'canceled_patient',
      'canceled_patient',
      'canceled_patient',
    ]);
    const history = (await api('GET', `/api/v1/appointments/${s.appointments[3]!.id}`)).json().history;
    expect(history[0]).toMatchObject({
      event: 'state_changed',
      from_state: 'scheduled',
      to_state: 'canceled_patient',
      reason: 'Mudou de cidade',
      actor_id: GESTOR,
    });
    const stranger = await api('POST', `/api/v1/appointment-series/${s.series.id}/cancel`, {
      from_appointment_id: '0d3c7a52-5b1e-4c59-9d4a-00000000dead',
    });
    expect(stranger.json().error.fields).toEqual({
      from_appointment_id: 'Esta marcação não pertence à série',
    });
  });
});

describe('permissions', () => {
  it('a professional books series only in their own calendar without list_all, and not at all without appointments:create', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    const grant = (resource: string, action: string, allowed: boolean) =>
      api('PUT', '/api/v1/permissions', {
        user_id: FISIO,
        permissions: { [resource]: { [action]: allowed } },
      });
    await grant('appointments', 'list_all', false);
    const forBoss = await preview({ professional_id: GESTOR, starts_on: '2027-03-01', count: 1 }, fisio);
    expect(forBoss.json().error.fields).toEqual({ professional_id: 'Só pode marcar na sua própria agenda' });
    expect((await preview({ starts_on: '2027-03-01', count: 1 }, fisio)).statusCode).toBe(200);
    await grant('appointments', 'create', false);
    expect((await create({ starts_on: '2027-03-01', count: 1 }, fisio)).statusCode).toBe(403);
    await grant('appointments', 'create', true);
    await grant('appointments', 'list_all', true);
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await preview({}, paciente)).statusCode).toBe(403);
  });
});
