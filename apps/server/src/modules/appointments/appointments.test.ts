import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarRange, type Appointment, type CalendarRange } from '@clinica/contracts/appointments';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql as sqlTag, type SQL } from 'drizzle-orm';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { anotherInstance, createTestApp, writeThrough, type TestApp } from '../../test/test-app.js';
import {
  apiFor,
  FISIO,
  GESTOR,
  PACIENTE,
  RECECAO,
  setUpClinic,
  type Fixture,
} from './fixtures.test-helpers.js';

let t: TestApp;
let manager: string;
let f: Fixture;
const api = apiFor(
  () => t,
  () => manager,
);

/** Wednesday 2 December 2026, 10:00 in Lisbon (UTC+0 in winter). */
const NOW = Date.parse('2026-12-02T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW - t.clock.now().getTime());
  manager = await t.login('gestor@demo.clinica.pt');
  f = await setUpClinic(api);
});
afterAll(() => t.close());

/** A range's items with the names its maps hold, as an item of the list carries them. */
const named = (range: CalendarRange) =>
  range.items.map((a) => ({
    ...a,
    patient_name: range.patients[a.patient_id]!.name,
    professional_name: range.professionals[a.professional_id]!.name,
    service_name: range.services[a.service_id]!.name,
    service_colour: range.services[a.service_id]!.colour,
    clinic_name: range.clinics[a.clinic_id]!.name,
    space_name: a.space_id ? range.spaces[a.space_id]!.name : null,
  }));

const book = (body: object, cookie?: string) =>
  api(
    'POST',
    '/api/v1/appointments',
    {
      patient_id: f.patientId,
      professional_id: FISIO,
      service_id: f.sessionService,
      clinic_id: f.clinicId,
      ...body,
    },
    cookie,
  );
const booked = async (body: object, cookie?: string) => {
  const res = await book(body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
/** The appointments starting at an instant in a clinic (every professional's), as the manager sees them. */
const startingAt = async (startsAt: string, clinicId = f.clinicId) =>
  (
    await api(
      'GET',
      `/api/v1/appointments?from=${startsAt}&to=${new Date(Date.parse(startsAt) + 60_000).toISOString()}&clinic_id=${clinicId}`,
    )
  )
    .json()
    .items.filter((a: { starts_at: string }) => Date.parse(a.starts_at) === Date.parse(startsAt));
const count = async () =>
  (
    await api(
      'GET',
      `/api/v1/appointments?from=2026-01-01T00:00:00Z&to=2026-02-11T00:00:00Z&clinic_id=${f.clinicId}`,
    )
  ).json().items.length;

describe('booking', () => {
  it('takes duration and price from the service, records who created it, and reads back', async () => {
    const a = await booked({ starts_at: '2026-12-07T09:00:00Z', space_id: f.room1, notes: 'Joelho direito' });
    expect(a).toMatchObject({
      patient_id: PACIENTE,
      patient_name: 'João Carlos Silva',
      professional_id: FISIO,
      professional_name: 'Tiago Fonseca',
      service_name: 'Sessão de fisioterapia',
      service_colour: '#0288d1',
      clinic_name: 'Clínica do Bonfim',
      space_name: 'Gabinete 1',
      starts_at: '2026-12-07T09:00:00.000Z',
      ends_at: '2026-12-07T09:45:00.000Z',
      state: 'scheduled',
      price_cents: 3500,
      notes: 'Joelho direito',
      invoicing_status: 'not_invoiced',
      outside_schedule: false,
      created_by: { id: GESTOR, name: 'Helena Marques' },
      outside_schedule_confirmed_by: null,
      allowed_transitions: ['canceled', 'canceled_patient'],
    });
    expect(a.history).toMatchObject([
      { event: 'created', to_state: 'scheduled', actor_id: GESTOR, actor_name: 'Helena Marques' },
    ]);
    const edited = await booked({
      starts_at: '2026-12-07T10:00:00Z',
      ends_at: '2026-12-07T11:00:00Z',
      price_cents: 2000,
    });
    expect(edited).toMatchObject({ ends_at: '2026-12-07T11:00:00.000Z', price_cents: 2000, space_id: null });
    expect((await api('GET', `/api/v1/appointments/${a.id}`)).json()).toEqual(a);
  });

  it('answers a booking from what it wrote, exactly as reading it back would (issue 41)', async () => {
    const cases = [
      // Today in Lisbon (attendance already allowed), no room.
      { starts_at: '2026-12-02T11:15:00Z', confirm_outside_schedule: true },
      // A public holiday, confirmed: who confirmed it and when; a room.
      { starts_at: '2026-12-08T15:00:00Z', space_id: f.room2, confirm_outside_schedule: true },
      // An explicit end and price, and a note.
      {
        starts_at: '2026-12-09T11:40:00Z',
        ends_at: '2026-12-09T11:55:00Z',
        price_cents: 0,
        notes: 'Curta',
        confirm_outside_schedule: true,
      },
    ];
    for (const body of cases) {
      const a = await booked(body);
      expect((await api('GET', `/api/v1/appointments/${a.id}`)).json(), JSON.stringify(body)).toEqual(a);
    }
    const today = await booked({ starts_at: '2026-12-02T12:15:00Z', confirm_outside_schedule: true });
    expect(today.allowed_transitions).toEqual(
      expect.arrayContaining(['present', 'noshow_unjustified', 'canceled']),
    );
  });

  it('refuses a second booking of the professional or the space over the same time, naming the first', async () => {
    // Tuesday 8 December is a public holiday (Imaculada Conceição): booked with confirmation.
    const holiday = { confirm_outside_schedule: true };
    const first = await booked({ starts_at: '2026-12-08T09:00:00Z', space_id: f.room2, ...holiday });
    const same = await book({ starts_at: '2026-12-08T09:30:00Z', patient_id: f.otherPatientId });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({
      code: 'double_booking',
      message: 'O profissional já tem uma marcação neste horário',
      fields: { starts_at: 'O profissional já tem uma marcação neste horário' },
      details: {
        conflicting_appointment_id: first.id,
        resource: 'professional',
        starts_at: '2026-12-08T09:00:00.000Z',
        ends_at: '2026-12-08T09:45:00.000Z',
      },
    });
    // Another professional (the manager treats patients too) in the same room at the same time.
    const room = await book({
      professional_id: GESTOR,
      starts_at: '2026-12-08T09:15:00Z',
      space_id: f.room2,
      confirm_outside_schedule: true,
    });
    expect(room.statusCode).toBe(409);
    expect(room.json().error.details).toMatchObject({
      conflicting_appointment_id: first.id,
      resource: 'space',
    });
    expect(room.json().error.message).toBe('O espaço já está ocupado neste horário');
    // Back-to-back is fine, for the professional and for the room.
    await booked({ starts_at: '2026-12-08T09:45:00Z', space_id: f.room2, ...holiday });
    await booked({
      professional_id: GESTOR,
      starts_at: '2026-12-08T08:15:00Z',
      space_id: f.room2,
      ...holiday,
    });
  });

  it('frees the slot when cancelled or a no-show, and refuses to reinstate over another booking', async () => {
    const first = await booked({ starts_at: '2026-12-09T09:00:00Z' });
    const cancel = await api('PUT', `/api/v1/appointments/${first.id}`, {
      state: 'canceled_patient',
      state_reason: 'Doente',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const second = await booked({ starts_at: '2026-12-09T09:00:00Z', patient_id: f.otherPatientId });
    const reinstate = await api('PUT', `/api/v1/appointments/${first.id}`, { state: 'scheduled' });
    expect(reinstate.statusCode).toBe(409);
    expect(reinstate.json().error.details.conflicting_appointment_id).toBe(second.id);
    expect((await api('GET', `/api/v1/appointments/${first.id}`)).json().state).toBe('canceled_patient');
  });

  it('answers 409 outside_schedule outside the hours or during an exception, unless confirmed', async () => {
    const cases: Array<[string, string[]]> = [
      ['2026-12-12T14:00:00Z', ['clinic_closed', 'professional_not_working']], // Saturday afternoon
      ['2026-12-10T13:15:00Z', ['clinic_closed', 'professional_not_working']], // lunch
      ['2026-12-10T19:00:00Z', ['professional_not_working']], // clinic open till 20:00, Tiago till 19:00
      ['2026-12-10T12:30:00Z', ['clinic_closed', 'professional_not_working']], // runs past 13:00
    ];
    for (const [startsAt, reasons] of cases) {
      const res = await book({ starts_at: startsAt });
      expect(res.statusCode, startsAt).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'outside_schedule',
        message: 'Fora do horário de trabalho ou da clínica. Confirme para marcar mesmo assim',
        details: { reasons },
      });
    }
    const exception = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-12-11T00:00:00Z',
      ends_at: '2026-12-12T00:00:00Z',
      reason: 'other',
    });
    expect(exception.statusCode).toBe(201);
    const during = await book({ starts_at: '2026-12-11T10:00:00Z' });
    expect(during.json().error.details).toEqual({ reasons: ['schedule_exception'] });

    // Any staff member may confirm; who confirmed is recorded.
    const rececao = await t.login('rececao@demo.clinica.pt');
    const confirmed = await booked(
      { starts_at: '2026-12-11T10:00:00Z', confirm_outside_schedule: true },
      rececao,
    );
    expect(confirmed).toMatchObject({
      outside_schedule: true,
      outside_schedule_confirmed_by: { id: RECECAO, name: 'Marta Sousa' },
      outside_schedule_confirmed_at: new Date(NOW).toISOString(),
      created_by: { id: RECECAO },
    });
    // A double booking is reported before asking for confirmation.
    const both = await book({ starts_at: '2026-12-11T10:15:00Z', patient_id: f.otherPatientId });
    expect(both.json().error.code).toBe('double_booking');
  });

  it('asks before booking on a public holiday, naming it, and books it once confirmed (decision 024)', async () => {
    // Christmas, a Friday inside everyone's hours: only the holiday is in the way.
    const asked = await book({ starts_at: '2026-12-25T10:00:00Z' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({
      code: 'outside_schedule',
      details: { reasons: ['public_holiday'], holidays: [{ date: '2026-12-25', name: 'Natal' }] },
    });
    expect(await startingAt('2026-12-25T10:00:00Z')).toEqual([]);
    const confirmed = await booked({ starts_at: '2026-12-25T10:00:00Z', confirm_outside_schedule: true });
    expect(confirmed).toMatchObject({ outside_schedule: true, starts_at: '2026-12-25T10:00:00.000Z' });
    // Moving it to another holiday asks again; to an ordinary day it does not.
    const moved = await api('PUT', `/api/v1/appointments/${confirmed.id}`, {
      starts_at: '2027-01-01T10:00:00Z',
    });
    expect(moved.json().error.details).toEqual({
      reasons: ['public_holiday'],
      holidays: [{ date: '2027-01-01', name: 'Ano Novo' }],
    });
    const ordinary = await api('PUT', `/api/v1/appointments/${confirmed.id}`, {
      starts_at: '2026-12-29T10:00:00Z',
    });
    expect(ordinary.statusCode, ordinary.body).toBe(200);
  });

  it('answers 400 with field messages for bad input and writes nothing', async () => {
    const before = await count();
    const expectFields = async (body: object, fields: Record<string, string>) => {
      const res = await book(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    };
    await expectFields(
      { starts_at: '2026-01-05T10:00:00Z', ends_at: '2026-01-05T09:00:00Z' },
      { ends_at: 'A hora de fim tem de ser depois da hora de início' },
    );
    await expectFields(
      { starts_at: '2026-01-05T10:00:00Z', ends_at: '2026-01-05T10:00:00Z' },
      { ends_at: 'A hora de fim tem de ser depois da hora de início' },
    );
    await expectFields(
      { starts_at: '2026-01-05T08:00:00Z', ends_at: '2026-01-05T21:00:00Z' },
      { ends_at: 'Uma marcação não pode durar mais de 12 horas' },
    );
    const unknown = '0d3c7a52-5b1e-4c59-9d4a-00000000dead';
    await expectFields(
      {
        starts_at: '2026-01-05T10:00:00Z',
        patient_id: unknown,
        professional_id: PACIENTE,
        service_id: unknown,
        clinic_id: unknown,
        space_id: unknown,
      },
      {
        patient_id: 'Paciente não encontrado',
        professional_id: 'Profissional não encontrado',
        service_id: 'Serviço não encontrado',
        clinic_id: 'Clínica não encontrada',
        space_id: 'Espaço não encontrado nesta clínica',
      },
    );
    await expectFields(
      { starts_at: '2026-01-05T10:00:00Z', service_id: f.productService, space_id: f.otherClinicRoom },
      {
        service_id: 'Este serviço é um produto e não pode ser marcado',
        space_id: 'Espaço não encontrado nesta clínica',
      },
    );
    // Each check alone, in working hours: one statement makes them all and books only when all pass
    // (decision 019), so none may be missing from it. On PostgreSQL COMMIT goes with that statement:
    // a check missing there would leave a row behind even though the answer is 400.
    const alone: Array<[object, Record<string, string>]> = [
      [{ patient_id: unknown }, { patient_id: 'Paciente não encontrado' }],
      [{ professional_id: PACIENTE }, { professional_id: 'Profissional não encontrado' }],
      [{ service_id: unknown }, { service_id: 'Serviço não encontrado' }],
      [
        { service_id: f.productService, ends_at: '2026-01-05T10:45:00Z' },
        { service_id: 'Este serviço é um produto e não pode ser marcado' },
      ],
      [{ clinic_id: unknown }, { clinic_id: 'Clínica não encontrada' }],
      [{ space_id: f.otherClinicRoom }, { space_id: 'Espaço não encontrado nesta clínica' }],
    ];
    for (const [body, fields] of alone)
      await expectFields({ starts_at: '2026-01-05T10:00:00Z', ...body }, fields);
    // A service without a duration: the end must be given (the booking reads the service and the
    // schedule in one statement, which then has no end to check the schedule with).
    const untimed = await api('POST', '/api/v1/services', { name: 'Sessão sem duração', price_cents: 1000 });
    expect(untimed.statusCode, untimed.body).toBe(201);
    await expectFields(
      { starts_at: '2026-01-05T10:00:00Z', service_id: untimed.json().id },
      { ends_at: 'Campo Obrigatório' },
    );
    const shape = await book({ starts_at: 'amanhã', patient_id: 'x', extra: 1 });
    expect(Object.keys(shape.json().error.fields).sort()).toEqual(['extra', 'patient_id', 'starts_at']);
    expect(await count()).toBe(before);
  });
});

describe('state transitions and rescheduling', () => {
  it('moves along the allowed transitions, refuses the others, and keeps who/when/from/to', async () => {
    const a = await booked({ starts_at: '2026-12-02T09:00:00Z' }); // today
    const put = (body: object) => api('PUT', `/api/v1/appointments/${a.id}`, body);
    expect((await api('GET', `/api/v1/appointments/${a.id}`)).json().allowed_transitions).toEqual([
      'present',
      'canceled',
      'canceled_patient',
      'noshow_justified',
      'noshow_unjustified',
    ]);
    expect((await put({ state: 'present' })).json().state).toBe('present');
    const refused = await put({ state: 'canceled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.state).toBe('Não é possível passar de «Presente» para «Desmarcada»');
    expect((await put({ state: 'scheduled', state_reason: 'Engano' })).statusCode).toBe(200);
    expect((await put({ state: 'noshow_unjustified' })).statusCode).toBe(200);
    expect((await put({ state: 'noshow_justified', state_reason: 'Atestado' })).statusCode).toBe(200);
    expect((await put({ state: 'present' })).statusCode).toBe(409);
    t.clock.advance(60_000);
    const last = await put({ state: 'scheduled' });
    const history = last.json().history;
    expect(
      history.map((h: { event: string; from_state: string; to_state: string }) => [h.from_state, h.to_state]),
    ).toEqual([
      ['noshow_justified', 'scheduled'],
      ['noshow_unjustified', 'noshow_justified'],
      ['scheduled', 'noshow_unjustified'],
      ['present', 'scheduled'],
      ['scheduled', 'present'],
      [null, 'scheduled'],
    ]);
    expect(history[0]).toMatchObject({
      event: 'state_changed',
      actor_id: GESTOR,
      actor_name: 'Helena Marques',
      at: new Date(NOW + 60_000).toISOString(),
    });
    expect(history[1].reason).toBe('Atestado');
  });

  it('records attendance only from the appointment’s day on', async () => {
    const tomorrow = await booked({ starts_at: '2026-12-03T09:00:00Z' });
    expect(tomorrow.allowed_transitions).toEqual(['canceled', 'canceled_patient']);
    const early = await api('PUT', `/api/v1/appointments/${tomorrow.id}`, { state: 'present' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.state).toBe(
      'Só é possível registar presença ou falta a partir do dia da marcação',
    );
    expect((await api('PUT', `/api/v1/appointments/${tomorrow.id}`, { state: 'canceled' })).statusCode).toBe(
      200,
    );
  });

  it('reschedules a scheduled appointment (kept in the history) but not a cancelled one', async () => {
    const a = await booked({ starts_at: '2026-12-14T09:00:00Z', space_id: f.room1 });
    const moved = await api('PUT', `/api/v1/appointments/${a.id}`, { starts_at: '2026-12-14T10:00:00Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      starts_at: '2026-12-14T10:00:00.000Z',
      ends_at: '2026-12-14T10:45:00.000Z',
    });
    expect(moved.json().history[0]).toMatchObject({
      event: 'rescheduled',
      from_starts_at: '2026-12-14T09:00:00.000Z',
      to_starts_at: '2026-12-14T10:00:00.000Z',
      to_ends_at: '2026-12-14T10:45:00.000Z',
    });
    const outside = await api('PUT', `/api/v1/appointments/${a.id}`, { starts_at: '2026-12-14T19:30:00Z' });
    expect(outside.json().error.code).toBe('outside_schedule');
    const room = await api('PUT', `/api/v1/appointments/${a.id}`, { space_id: f.room2, price_cents: 3000 });
    expect(room.json()).toMatchObject({ space_id: f.room2, price_cents: 3000 });
    await api('PUT', `/api/v1/appointments/${a.id}`, { state: 'canceled' });
    const late = await api('PUT', `/api/v1/appointments/${a.id}`, { starts_at: '2026-12-15T10:00:00Z' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.starts_at).toBe(
      'Só é possível mudar a hora, o profissional, o serviço ou o espaço de uma marcação agendada',
    );
    // Reinstating with a new time in one request is fine.
    const back = await api('PUT', `/api/v1/appointments/${a.id}`, {
      state: 'scheduled',
      starts_at: '2026-12-15T10:00:00Z',
    });
    expect(back.json()).toMatchObject({ state: 'scheduled', starts_at: '2026-12-15T10:00:00.000Z' });
  });

  it('deletes an appointment; a patient or service with appointments is deactivated, not deleted', async () => {
    const patient = (
      await api('POST', '/api/v1/users/patients', { first_name: 'Rui', surname: 'Lopes' })
    ).json();
    const a = await booked({ starts_at: '2026-12-16T09:00:00Z', patient_id: patient.id });
    expect((await api('DELETE', `/api/v1/users/patients/${patient.id}`)).json()).toEqual({
      result: 'deactivated',
    });
    const service = (
      await api('POST', '/api/v1/services', {
        name: 'Avaliação',
        price_cents: 4500,
        unit: 'unit',
        duration_minutes: 60,
      })
    ).json();
    await booked({ starts_at: '2026-12-16T10:00:00Z', service_id: service.id, patient_id: f.otherPatientId });
    expect((await api('DELETE', `/api/v1/services/${service.id}`)).json()).toEqual({ result: 'deactivated' });
    expect((await api('DELETE', `/api/v1/appointments/${a.id}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/appointments/${a.id}`)).statusCode).toBe(404);
  });
});

describe('reading', () => {
  it('reads a range unpaginated (≤ 42 days) with filters', async () => {
    const url = (q: string) => `/api/v1/appointments?clinic_id=${f.clinicId}&${q}`;
    const week = await api('GET', url('from=2026-12-07T00:00:00Z&to=2026-12-14T00:00:00Z'));
    expect(week.statusCode).toBe(200);
    expect(Object.keys(week.json()).sort()).toEqual([
      'clinics',
      'from',
      'items',
      'patients',
      'professionals',
      'services',
      'spaces',
      'to',
    ]);
    const starts = week.json().items.map((a: { starts_at: string }) => a.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(starts.length).toBeGreaterThan(5);
    const mine = await api(
      'GET',
      url(`from=2026-12-07T00:00:00Z&to=2026-12-14T00:00:00Z&professional_id=${GESTOR}`),
    );
    expect(mine.json().items.every((a: { professional_id: string }) => a.professional_id === GESTOR)).toBe(
      true,
    );
    const cancelled = await api(
      'GET',
      url('from=2026-12-07T00:00:00Z&to=2026-12-14T00:00:00Z&state=canceled,canceled_patient'),
    );
    expect(cancelled.json().items.map((a: { state: string }) => a.state)).toEqual(['canceled_patient']);
    // An appointment that started before the range but runs into it is included.
    const overlap = await api('GET', url('from=2026-12-08T09:30:00Z&to=2026-12-08T09:31:00Z'));
    expect(overlap.json().items.map((a: { starts_at: string }) => a.starts_at)).toEqual([
      '2026-12-08T09:00:00Z',
    ]);

    const bad = async (q: string, field: string, message: string) => {
      const res = await api('GET', `/api/v1/appointments?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    };
    await bad(
      'from=2026-12-01T00:00:00Z&to=2027-01-13T00:00:01Z',
      'to',
      'O intervalo não pode ter mais de 42 dias',
    );
    await bad('from=2026-12-01T00:00:00Z', 'to', 'Indique o início e o fim do intervalo');
    await bad(
      'from=2026-12-01T00:00:00Z&to=2026-12-01T00:00:00Z',
      'to',
      'O fim do intervalo tem de ser depois do início',
    );
    await bad('state=scheduled,lost', 'state', 'Estado inválido');
    expect((await api('GET', url('from=2026-12-01T00:00:00Z&to=2027-01-12T00:00:00Z'))).statusCode).toBe(200);
  });

  it('answers the range with the calendar’s fields of exactly the items the list gives, names once', async () => {
    const range = await api(
      'GET',
      `/api/v1/appointments?from=2026-12-01T00:00:00Z&to=2027-01-01T00:00:00Z&clinic_id=${f.clinicId}`,
    );
    expect(range.headers['content-type']).toContain('application/json');
    const body = calendarRange.parse(range.json());
    const list = await api(
      'GET',
      `/api/v1/appointments?from_date=2026-12-01&to_date=2026-12-31&clinic_id=${f.clinicId}&sort=starts_at&order=asc&page_size=200`,
    );
    const items = list.json().items as Appointment[];
    expect(items.length).toBeGreaterThan(10);
    // Same ids in the same order; each item's fields and names as the list has them, instants in
    // whole seconds.
    expect(body.items.map((a) => a.id)).toEqual(items.map((a) => a.id));
    const seconds = (iso: string) => iso.replace(/\.000Z$/, 'Z');
    for (const [i, a] of named(body).entries()) {
      const l = items[i]!;
      expect(a).toEqual({
        id: l.id,
        patient_id: l.patient_id,
        professional_id: l.professional_id,
        service_id: l.service_id,
        clinic_id: l.clinic_id,
        space_id: l.space_id,
        starts_at: seconds(l.starts_at),
        ends_at: seconds(l.ends_at),
        state: l.state,
        notes: l.notes,
        confirmed: false,
        patient_name: l.patient_name,
        professional_name: l.professional_name,
        service_name: l.service_name,
        service_colour: l.service_colour,
        clinic_name: l.clinic_name,
        space_name: l.space_name,
      });
    }
    // Each patient, service, professional, clinic and room once, and only those the items name.
    expect(Object.keys(body.patients).sort()).toEqual([...new Set(items.map((a) => a.patient_id))].sort());
    expect(Object.keys(body.services).sort()).toEqual([...new Set(items.map((a) => a.service_id))].sort());
    expect(Object.keys(body.professionals).sort()).toEqual(
      [...new Set(items.map((a) => a.professional_id))].sort(),
    );
    expect(Object.keys(body.spaces).sort()).toEqual(
      [...new Set(items.flatMap((a) => (a.space_id ? [a.space_id] : [])))].sort(),
    );
    expect(Object.keys(body.clinics)).toEqual([f.clinicId]);
    // What each appointment costs the calendar, before compression (issue 20: ≤ 450 bytes; the maps'
    // share shrinks as a week fills, docs/performance.md).
    const perItem = Buffer.byteLength(JSON.stringify(body.items)) / body.items.length;
    expect(perItem).toBeLessThanOrEqual(450);
  });

  it('a range answer follows every change a calendar shows, whichever app instance made it', async () => {
    // A second instance on the same database (as behind a load balancer).
    const other = await anotherInstance(t);
    try {
      const week = `/api/v1/appointments?from=2027-03-01T00:00:00Z&to=2027-03-08T00:00:00Z&clinic_id=${f.clinicId}`;
      const read = async () => {
        const res = await api('GET', week);
        expect(res.statusCode).toBe(200);
        return named(res.json() as CalendarRange);
      };
      const viaOther = (method: 'POST' | 'PUT', url: string, payload: object) =>
        writeThrough(other, manager, method, url, payload);
      const sql = async (statement: SQL) =>
        t.database.withTenant(DEMO_TENANT_ID, (tx) => tx.execute(statement));

      expect(await read()).toEqual([]);
      expect(await read()).toEqual([]);
      const before = (await api('GET', week)).headers.etag as string;
      const a = await viaOther('POST', '/api/v1/appointments', {
        patient_id: f.patientId,
        professional_id: FISIO,
        service_id: f.sessionService,
        clinic_id: f.clinicId,
        space_id: f.room1,
        starts_at: '2027-03-02T10:00:00Z',
      });
      expect((await read()).map((x) => x.id)).toEqual([a.id]);

      // Sent compressed to a browser (the same JSON), and not at all when it already has this version.
      const plain = await api('GET', week);
      const etag = plain.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(etag).not.toBe(before);
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.headers['cache-control']).toBe('private, no-cache');
      const viaBrowser = (encoding: string, extra: Record<string, string> = {}) =>
        t.request({
          method: 'GET',
          url: week,
          cookie: manager,
          headers: { 'accept-encoding': encoding, ...extra },
        });
      const br = await viaBrowser('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gz = await viaBrowser('gzip;q=1.0, br;q=0');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      expect((await viaBrowser('identity')).headers['content-encoding']).toBeUndefined();
      const unchanged = await viaBrowser('br', { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
      await viaOther('PUT', `/api/v1/appointments/${a.id}`, { state: 'canceled' });
      expect((await read())[0]).toMatchObject({ id: a.id, state: 'canceled' });
      expect((await api('GET', week, undefined, manager)).headers.etag).not.toBe(etag);
      expect((await viaBrowser('br', { 'if-none-match': etag })).statusCode).toBe(200);

      // The names an item carries, changed anywhere (here straight in the database).
      await sql(sqlTag`update users set first_name = 'Joana' where id = ${f.patientId}`);
      expect((await read())[0]!.patient_name).toMatch(/^Joana /);
      await sql(sqlTag`update users set surname = 'Fonseca Reis' where id = ${FISIO}`);
      expect((await read())[0]!.professional_name).toBe('Tiago Fonseca Reis');
      await sql(
        sqlTag`update services set name = 'Sessão longa', colour = '#123456' where id = ${f.sessionService}`,
      );
      expect((await read())[0]).toMatchObject({ service_name: 'Sessão longa', service_colour: '#123456' });
      await sql(sqlTag`update clinics set name = 'Clínica do Bonfim Nova' where id = ${f.clinicId}`);
      expect((await read())[0]!.clinic_name).toBe('Clínica do Bonfim Nova');
      await sql(sqlTag`update clinic_spaces set name = 'Gabinete A' where id = ${f.room1}`);
      expect((await read())[0]!.space_name).toBe('Gabinete A');
      // And back, for the tests after this one.
      await sql(sqlTag`update users set surname = 'Fonseca' where id = ${FISIO}`);
      await sql(
        sqlTag`update services set name = 'Sessão de fisioterapia', colour = '#0288d1' where id = ${f.sessionService}`,
      );
      await sql(sqlTag`update clinics set name = 'Clínica do Bonfim' where id = ${f.clinicId}`);
      await sql(sqlTag`update clinic_spaces set name = 'Gabinete 1' where id = ${f.room1}`);
      expect((await read())[0]).toMatchObject({
        professional_name: 'Tiago Fonseca',
        clinic_name: 'Clínica do Bonfim',
        space_name: 'Gabinete 1',
      });
    } finally {
      await other.close();
    }
  });

  it('a range answer follows whom it is shown to: the front desk’s clinics and data sharing', async () => {
    // The front desk works at the fixture's clinic only; the tenant does not share data between clinics.
    const rececao = await t.login('rececao@demo.clinica.pt');
    const sql = (statement: SQL) => t.database.withTenant(DEMO_TENANT_ID, (tx) => tx.execute(statement));
    const week = '/api/v1/appointments?from=2027-05-03T00:00:00Z&to=2027-05-10T00:00:00Z';
    const seen = async () =>
      ((await api('GET', week, undefined, rececao)).json().items as Appointment[]).map((a) => a.id);
    const elsewhere = await book({
      patient_id: f.otherPatientId,
      clinic_id: f.otherClinicId,
      space_id: f.otherClinicRoom,
      starts_at: '2027-05-04T10:00:00Z',
      confirm_outside_schedule: true,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const id = elsewhere.json().id as string;
    expect(await seen()).toEqual([]);
    await sql(
      sqlTag`insert into user_clinics (id, tenant_id, user_id, clinic_id) values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${RECECAO}, ${f.otherClinicId})`,
    );
    expect(await seen()).toEqual([id]);
    await sql(sqlTag`delete from user_clinics where user_id = ${RECECAO} and clinic_id = ${f.otherClinicId}`);
    expect(await seen()).toEqual([]);
    await sql(sqlTag`update tenants set allow_data_sharing = true where id = ${DEMO_TENANT_ID}`);
    expect(await seen()).toEqual([id]);
    await sql(sqlTag`update tenants set allow_data_sharing = false where id = ${DEMO_TENANT_ID}`);
    expect(await seen()).toEqual([]);
    expect((await api('DELETE', `/api/v1/appointments/${id}`)).statusCode).toBe(200);
  });

  it('lists with pages, local-day date range, state (all), patient search and sort', async () => {
    const list = await api('GET', `/api/v1/appointments?page_size=3&from_date=2026-12-07&to_date=2026-12-09`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ page: 1, page_size: 3 });
    expect(body.items).toHaveLength(3);
    expect(body.total).toBeGreaterThan(3);
    // Newest first by default.
    expect(body.items[0].starts_at > body.items[2].starts_at).toBe(true);
    const all = await api('GET', '/api/v1/appointments?state=all&page_size=200');
    const scheduled = await api('GET', '/api/v1/appointments?state=scheduled&page_size=200');
    expect(all.json().total).toBeGreaterThan(scheduled.json().total);
    const maria = await api('GET', '/api/v1/appointments?q=maria%20lopes&page_size=200');
    expect(
      maria.json().items.every((a: { patient_name: string }) => a.patient_name === 'Maria Ferreira Lopes'),
    ).toBe(true);
    expect(maria.json().total).toBeGreaterThan(0);
    const byPatient = await api('GET', '/api/v1/appointments?sort=patient&order=asc&page_size=200');
    const names = byPatient.json().items.map((a: { patient_name: string }) => a.patient_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const badDates = await api('GET', '/api/v1/appointments?from_date=2026-12-09&to_date=2026-12-07');
    expect(badDates.json().error.fields.to_date).toBe(
      'A data final tem de ser igual ou posterior à data inicial',
    );
  });

  it('feeds the patient profile’s tab: /appointments/history?patient_id= with counts per state', async () => {
    const res = await api('GET', `/api/v1/appointments/history?patient_id=${f.otherPatientId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.every((a: { patient_id: string }) => a.patient_id === f.otherPatientId)).toBe(true);
    expect(body.counts.scheduled).toBeGreaterThan(0);
    expect(Object.keys(body.counts).sort()).toEqual(
      [
        'canceled',
        'canceled_patient',
        'noshow_justified',
        'noshow_unjustified',
        'present',
        'scheduled',
      ].sort(),
    );
    expect(body.total).toBe(Object.values(body.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const unknown = await api(
      'GET',
      '/api/v1/appointments/history?patient_id=0d3c7a52-5b1e-4c59-9d4a-00000000dead',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Paciente não encontrado');
  });
});

describe('who sees and books what', () => {
  const range = 'from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z';

  it('a professional sees everyone’s with list_all, only their own without it, and books only their own', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    const all = (await api('GET', `/api/v1/appointments?${range}`, undefined, fisio)).json().items;
    expect(new Set(all.map((a: { professional_id: string }) => a.professional_id))).toEqual(
      new Set([FISIO, GESTOR]),
    );
    const put = (allowed: boolean) =>
      api('PUT', '/api/v1/permissions', {
        user_id: FISIO,
        permissions: { appointments: { list_all: allowed } },
      });
    await put(false);
    const own = (await api('GET', `/api/v1/appointments?${range}`, undefined, fisio)).json().items;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((a: { professional_id: string }) => a.professional_id === FISIO)).toBe(true);
    const others = all.find((a: { professional_id: string }) => a.professional_id === GESTOR);
    expect((await api('GET', `/api/v1/appointments/${others.id}`, undefined, fisio)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/appointments/${others.id}`, { notes: 'x' }, fisio)).statusCode).toBe(
      404,
    );
    const forBoss = await book({ professional_id: GESTOR, starts_at: '2026-12-21T09:00:00Z' }, fisio);
    expect(forBoss.json().error.fields).toEqual({ professional_id: 'Só pode marcar na sua própria agenda' });
    expect(await startingAt('2026-12-21T09:00:00Z')).toEqual([]);
    expect((await book({ starts_at: '2026-12-21T09:00:00Z' }, fisio)).statusCode).toBe(201);
    await put(true);
  });

  it('a patient sees only their own appointments, without staff notes', async () => {
    const paciente = await t.login('paciente@demo.clinica.pt');
    const items = (await api('GET', `/api/v1/appointments?${range}`, undefined, paciente)).json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((a: { patient_id: string; notes: null }) => a.patient_id === PACIENTE && a.notes === null),
    ).toBe(true);
    const staffView = (
      await api('GET', `/api/v1/appointments?${range}&patient_id=${f.otherPatientId}`)
    ).json().items;
    expect(
      (await api('GET', `/api/v1/appointments/${staffView[0].id}`, undefined, paciente)).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/api/v1/appointments/history?patient_id=${f.otherPatientId}`, undefined, paciente))
        .statusCode,
    ).toBe(404);
    const own = await api('GET', `/api/v1/appointments/history?patient_id=${PACIENTE}`, undefined, paciente);
    expect(own.statusCode).toBe(200);
    expect((await book({ starts_at: '2026-12-22T09:00:00Z' }, paciente)).statusCode).toBe(403);
  });

  it('front desk sees every appointment of their clinics only (no data sharing)', async () => {
    const elsewhere = await booked({
      professional_id: GESTOR,
      clinic_id: f.otherClinicId,
      starts_at: '2026-12-23T09:00:00Z',
    });
    const rececao = await t.login('rececao@demo.clinica.pt');
    const seen = (await api('GET', `/api/v1/appointments?${range}`, undefined, rececao)).json().items;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a: { clinic_id: string }) => a.clinic_id === f.clinicId)).toBe(true);
    expect((await api('GET', `/api/v1/appointments/${elsewhere.id}`, undefined, rececao)).statusCode).toBe(
      404,
    );
    const there = await book({ clinic_id: f.otherClinicId, starts_at: '2026-12-23T11:00:00Z' }, rececao);
    expect(there.json().error.fields).toEqual({ clinic_id: 'Clínica não encontrada' });
    expect(await startingAt('2026-12-23T11:00:00Z', f.otherClinicId)).toEqual([]);
    // Which clinics the front desk sees is read with the session, at every request (decision 020).
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.execute(
        sqlTag`insert into user_clinics (id, tenant_id, user_id, clinic_id) values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${RECECAO}, ${f.otherClinicId})`,
      ),
    );
    const assigned = await book({ clinic_id: f.otherClinicId, starts_at: '2026-12-23T11:00:00Z' }, rececao);
    expect(assigned.statusCode, assigned.body).toBe(201);
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.execute(
        sqlTag`delete from user_clinics where user_id = ${RECECAO} and clinic_id = ${f.otherClinicId}`,
      ),
    );
    expect(
      (await api('GET', `/api/v1/appointments/${assigned.json().id}`, undefined, rececao)).statusCode,
    ).toBe(404);
  });
});

describe('daylight saving time (Europe/Lisbon)', () => {
  it('checks working hours in local time across the last Sundays of March and October', async () => {
    // Friday 27 March 2026 is UTC+0: 08:00Z is 08:00 local, before Tiago's 09:00.
    expect((await book({ starts_at: '2026-03-27T08:00:00Z' })).json().error.code).toBe('outside_schedule');
    // Monday 30 March is UTC+1: 08:00Z is 09:00 local, inside.
    expect((await book({ starts_at: '2026-03-30T08:00:00Z' })).statusCode).toBe(201);
    // Friday 23 October 2026 is UTC+1: 08:00Z is 09:00 local, inside; Monday 26 October is UTC+0 again.
    expect((await book({ starts_at: '2026-10-23T08:00:00Z' })).statusCode).toBe(201);
    expect((await book({ starts_at: '2026-10-26T08:00:00Z' })).json().error.code).toBe('outside_schedule');
    expect((await book({ starts_at: '2026-10-26T09:00:00Z' })).statusCode).toBe(201);
    // The week of the change reads as one range; local days of the list follow the zone.
    const week = await api(
      'GET',
      `/api/v1/appointments?from=2026-03-23T00:00:00Z&to=2026-03-30T23:00:00Z&clinic_id=${f.clinicId}`,
    );
    expect(week.json().items.map((a: { starts_at: string }) => a.starts_at)).toEqual([
      '2026-03-30T08:00:00Z',
    ]);
    const day = await api(
      'GET',
      '/api/v1/appointments?from_date=2026-10-26&to_date=2026-10-26&sort=starts_at',
    );
    expect(day.json().items.map((a: { starts_at: string }) => a.starts_at)).toEqual([
      '2026-10-26T09:00:00.000Z',
    ]);
  });
});
