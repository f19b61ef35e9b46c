import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DEMO_PROFESSIONAL_ID as FISIO,
  DEMO_PATIENT_ID as PACIENTE,
  DEMO_MANAGER_ID as GESTOR,
} from '../../db/seed/demo-ids.js';

let t: TestApp;
let manager: string;
let clinicA: string;
let clinicB: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
  const make = async (name: string) => {
    const res = await api('POST', '/api/v1/clinics', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  clinicA = await make('Porto');
  clinicB = await make('Gaia');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = manager) =>
  t.request({ method, url, payload, cookie });

describe('professional schedules', () => {
  it('adds intervals, refuses overlaps at any clinic, allows back-to-back', async () => {
    const add = (body: object) =>
      api('POST', '/api/v1/professional-schedules', {
        professional_id: FISIO,
        clinic_id: clinicA,
        weekday: 'monday',
        ...body,
      });
    const morning = await add({ start_time: '09:00', end_time: '13:00' });
    expect(morning.statusCode, morning.body).toBe(201);
    expect(morning.json()).toMatchObject({ weekday: 'monday', start_time: '09:00', end_time: '13:00' });
    expect((await add({ start_time: '13:00', end_time: '14:00' })).statusCode).toBe(201);
    const overlap = await add({ clinic_id: clinicB, start_time: '12:30', end_time: '15:00' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.fields.start_time).toBe(
      'Este intervalo sobrepõe-se a outro horário do profissional no mesmo dia',
    );
    expect((await add({ clinic_id: clinicB, start_time: '15:00', end_time: '19:00' })).statusCode).toBe(201);
    // The manager may be booked too (a clinic owner who treats patients).
    expect((await add({ professional_id: GESTOR, start_time: '09:00', end_time: '13:00' })).statusCode).toBe(
      201,
    );

    const list = await api('GET', `/api/v1/professional-schedules?professional_id=${FISIO}`);
    expect(list.json().items.map((s: { start_time: string }) => s.start_time)).toEqual([
      '09:00',
      '13:00',
      '15:00',
    ]);
    const atB = await api('GET', `/api/v1/professional-schedules?clinic_id=${clinicB}`);
    expect(atB.json().items).toHaveLength(1);
  });

  it('answers 400 with field messages for bad input and writes nothing', async () => {
    const bad = await api('POST', '/api/v1/professional-schedules', {
      professional_id: PACIENTE,
      clinic_id: '0d3c7a52-5b1e-4c59-9d4a-000000009999',
      weekday: 'tuesday',
      start_time: '10:00',
      end_time: '09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      end_time: 'A hora de fim tem de ser depois da hora de início',
    });
    const refs = await api('POST', '/api/v1/professional-schedules', {
      professional_id: PACIENTE,
      clinic_id: '0d3c7a52-5b1e-4c59-9d4a-000000009999',
      weekday: 'tuesday',
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().error.fields).toEqual({
      professional_id: 'Profissional não encontrado',
      clinic_id: 'Clínica não encontrada',
    });
    const time = await api('POST', '/api/v1/professional-schedules', {
      professional_id: FISIO,
      clinic_id: clinicA,
      weekday: 'funday',
      start_time: '9h',
      end_time: '10:00',
    });
    expect(Object.keys(time.json().error.fields).sort()).toEqual(['start_time', 'weekday']);
    const tuesday = await api('GET', `/api/v1/professional-schedules?professional_id=${PACIENTE}`);
    expect(tuesday.json().items).toEqual([]);
  });

  it('moves and removes an interval', async () => {
    const created = await api('POST', '/api/v1/professional-schedules', {
      professional_id: FISIO,
      clinic_id: clinicA,
      weekday: 'friday',
      start_time: '08:00',
      end_time: '12:00',
    });
    const id = created.json().id;
    const moved = await api('PUT', `/api/v1/professional-schedules/${id}`, { start_time: '09:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start_time: '09:00', end_time: '12:00' });
    const inverted = await api('PUT', `/api/v1/professional-schedules/${id}`, { start_time: '12:30' });
    expect(inverted.statusCode).toBe(400);
    const clash = await api('PUT', `/api/v1/professional-schedules/${id}`, {
      weekday: 'monday',
      start_time: '10:00',
    });
    expect(clash.statusCode).toBe(409);
    expect((await api('GET', `/api/v1/professional-schedules/${id}`)).json().weekday).toBe('friday');
    expect((await api('DELETE', `/api/v1/professional-schedules/${id}`)).json()).toEqual({
      result: 'deleted',
    });
    expect((await api('GET', `/api/v1/professional-schedules/${id}`)).statusCode).toBe(404);
  });

  it('shows a professional or front desk only the clinics they work at (no data sharing)', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await api('GET', '/api/v1/professional-schedules', undefined, fisio)).json().items).toEqual([]);
    const put = await api('PUT', `/api/v1/collaborators/${FISIO}`, { clinic_ids: [clinicB] });
    expect(put.statusCode, put.body).toBe(200);
    const seen = (await api('GET', '/api/v1/professional-schedules', undefined, fisio)).json().items;
    expect(seen.map((s: { clinic_id: string }) => s.clinic_id)).toEqual([clinicB]);
    // An interval at a clinic they do not work at is not found, even by its id.
    const atA = (await api('GET', `/api/v1/professional-schedules?clinic_id=${clinicA}`)).json().items;
    expect(atA.length).toBeGreaterThan(0);
    const hidden = await api('GET', `/api/v1/professional-schedules/${atA[0].id}`, undefined, fisio);
    expect(hidden.statusCode).toBe(404);
    expect(
      (await api('GET', `/api/v1/professional-schedules/${seen[0].id}`, undefined, fisio)).statusCode,
    ).toBe(200);
    const rececao = await t.login('rececao@demo.clinica.pt');
    expect((await api('GET', '/api/v1/professional-schedules', undefined, rececao)).json().items).toEqual([]);
  });
});

describe('schedule exceptions', () => {
  it('records unavailability over a range with a reason, filtered by range', async () => {
    const holidays = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-08-01T00:00:00+01:00',
      ends_at: '2026-08-16T00:00:00+01:00',
      reason: 'holidays',
      notes: 'Férias de verão',
    });
    expect(holidays.statusCode, holidays.body).toBe(201);
    expect(holidays.json()).toMatchObject({
      clinic_id: null,
      starts_at: '2026-07-31T23:00:00.000Z',
      reason: 'holidays',
      notes: 'Férias de verão',
    });
    const other = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      clinic_id: clinicA,
      starts_at: '2026-09-07T14:00:00Z',
      ends_at: '2026-09-07T18:00:00Z',
      reason: 'non-fixed-schedule',
    });
    expect(other.statusCode, other.body).toBe(201);

    const august = await api(
      'GET',
      `/api/v1/schedule-exceptions?professional_id=${FISIO}&from=2026-08-10T00:00:00Z&to=2026-08-20T00:00:00Z`,
    );
    expect(august.json().items.map((e: { reason: string }) => e.reason)).toEqual(['holidays']);
    const all = await api('GET', `/api/v1/schedule-exceptions?professional_id=${FISIO}`);
    expect(all.json().items).toHaveLength(2);

    const changed = await api('PUT', `/api/v1/schedule-exceptions/${other.json().id}`, {
      reason: 'other',
      ends_at: '2026-09-07T19:00:00Z',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      reason: 'other',
      ends_at: '2026-09-07T19:00:00.000Z',
      clinic_id: clinicA,
    });
    const inverted = await api('PUT', `/api/v1/schedule-exceptions/${other.json().id}`, {
      ends_at: '2026-09-07T13:00:00Z',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.fields.ends_at).toBe('O fim tem de ser depois do início');
    expect((await api('DELETE', `/api/v1/schedule-exceptions/${other.json().id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/v1/schedule-exceptions/${other.json().id}`)).statusCode).toBe(404);
  });

  it('refuses bad ranges, reasons and references with field messages', async () => {
    const reason = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-08-01T10:00:00Z',
      ends_at: '2026-08-01T11:00:00Z',
      reason: 'sick',
    });
    expect(reason.statusCode).toBe(400);
    expect(Object.keys(reason.json().error.fields)).toEqual(['reason']);
    const empty = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-08-01T10:00:00Z',
      ends_at: '2026-08-01T10:00:00Z',
      reason: 'other',
    });
    expect(empty.json().error.fields).toEqual({ ends_at: 'O fim tem de ser depois do início' });
    const long = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2027-06-01T00:00:00Z',
      reason: 'other',
    });
    expect(long.json().error.fields).toEqual({ ends_at: 'Uma exceção não pode durar mais de 366 dias' });
    const local = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: FISIO,
      starts_at: '2026-08-01 10:00',
      ends_at: '2026-08-01T12:00:00Z',
      reason: 'other',
    });
    expect(local.json().error.fields.starts_at).toBe(
      'Data e hora inválidas. Formato ISO 8601 com fuso horário',
    );
    const patient = await api('POST', '/api/v1/schedule-exceptions', {
      professional_id: PACIENTE,
      starts_at: '2026-08-01T10:00:00Z',
      ends_at: '2026-08-01T12:00:00Z',
      reason: 'other',
    });
    expect(patient.json().error.fields).toEqual({ professional_id: 'Profissional não encontrado' });
  });
});
