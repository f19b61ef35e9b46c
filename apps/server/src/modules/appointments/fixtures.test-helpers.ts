import { beforeAll, expect } from 'vitest';
import type { SuiteApp, TestApp } from '../../test/test-app.js';
import {
  DEMO_FRONT_DESK_ID as RECECAO,
  DEMO_MANAGER_ID as GESTOR,
  DEMO_PATIENT_ID as PACIENTE,
  DEMO_PROFESSIONAL_ID as FISIO,
} from '../../db/seed/demo-ids.js';

export { FISIO, GESTOR, PACIENTE, RECECAO };

export type Api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie?: string,
) => ReturnType<TestApp['request']>;

/** Getters, because the suite's app and cookie are made in `beforeAll`. */
export const apiFor =
  (app: () => TestApp, defaultCookie: () => string): Api =>
  (method, url, payload, cookie = defaultCookie()) =>
    app().request({ method, url, payload, cookie });

export interface Fixture {
  clinicId: string;
  otherClinicId: string;
  room1: string;
  room2: string;
  otherClinicRoom: string;
  sessionService: string;
  productService: string;
  patientId: string;
  otherPatientId: string;
}

/**
 * A clinic in Lisbon's zone open Mon–Fri 08:00–13:00 and 14:00–20:00 and Saturday 09:00–13:00, two
 * rooms, a 45-minute €35 session, a product, two patients (one is the demo patient with a portal
 * login), the demo physiotherapist working there Mon–Fri 09:00–13:00 and 14:00–19:00, and the front desk.
 */
export async function setUpClinic(api: Api): Promise<Fixture> {
  const post = async (url: string, body: object) => {
    const res = await api('POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json().id as string;
  };
  const clinicId = await post('/api/v1/clinics', { name: 'Clínica do Bonfim', time_zone: 'Europe/Lisbon' });
  const otherClinicId = await post('/api/v1/clinics', { name: 'Clínica da Foz' });
  for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']) {
    await post('/api/v1/clinic-schedules', {
      clinic_id: clinicId,
      weekday,
      start_time: '08:00',
      end_time: '13:00',
    });
    await post('/api/v1/clinic-schedules', {
      clinic_id: clinicId,
      weekday,
      start_time: '14:00',
      end_time: '20:00',
    });
    await post('/api/v1/professional-schedules', {
      professional_id: FISIO,
      clinic_id: clinicId,
      weekday,
      start_time: '09:00',
      end_time: '13:00',
    });
    await post('/api/v1/professional-schedules', {
      professional_id: FISIO,
      clinic_id: clinicId,
      weekday,
      start_time: '14:00',
      end_time: '19:00',
    });
  }
  await post('/api/v1/clinic-schedules', {
    clinic_id: clinicId,
    weekday: 'saturday',
    start_time: '09:00',
    end_time: '13:00',
  });
  const room1 = await post('/api/v1/clinic-spaces', { clinic_id: clinicId, name: 'Gabinete 1' });
  const room2 = await post('/api/v1/clinic-spaces', { clinic_id: clinicId, name: 'Gabinete 2' });
  const otherClinicRoom = await post('/api/v1/clinic-spaces', { clinic_id: otherClinicId, name: 'Sala A' });
  const sessionService = await post('/api/v1/services', {
    name: 'Sessão de fisioterapia',
    price_cents: 3500,
    unit: 'unit',
    duration_minutes: 45,
    colour: '#0288d1',
  });
  const productService = await post('/api/v1/services', {
    name: 'Banda elástica',
    price_cents: 850,
    unit: 'unit',
    kind: 'product',
    vat_class: 'normal',
  });
  const otherPatientId = await post('/api/v1/users/patients', {
    first_name: 'Maria',
    surname: 'Ferreira Lopes',
  });
  for (const [id, first, surname] of [
    [FISIO, 'Tiago', 'Fonseca'],
    [RECECAO, 'Marta', 'Sousa'],
  ] as const) {
    const res = await api('PUT', `/api/v1/collaborators/${id}`, {
      first_name: first,
      surname,
      clinic_ids: [clinicId],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return {
    clinicId,
    otherClinicId,
    room1,
    room2,
    otherClinicRoom,
    sessionService,
    productService,
    patientId: PACIENTE,
    otherPatientId,
  };
}

/**
 * A suite's clinic (`setUpClinic`), the demo users' sessions, and an appointment per call — on a day of
 * its own unless one is given, so that calls never overlap — for suites that record things in sessions.
 */
export function useClinicFixture(t: SuiteApp) {
  const api = apiFor(
    () => t,
    () => t.manager,
  );
  /** Filled in `beforeAll`: read them inside tests. */
  const state = { fx: undefined as unknown as Fixture, fisio: '', rececao: '', paciente: '' };
  let nextDay = Date.UTC(2027, 0, 4);

  /** An appointment of the demo physiotherapist at 10:00 (UTC), in the state asked for. */
  async function appointment(day?: string, patientId?: string, stateName?: string): Promise<string> {
    if (!day) {
      day = new Date(nextDay).toISOString().slice(0, 10);
      nextDay += 86_400_000;
    }
    const res = await api('POST', '/api/v1/appointments', {
      patient_id: patientId ?? state.fx.patientId,
      professional_id: FISIO,
      service_id: state.fx.sessionService,
      clinic_id: state.fx.clinicId,
      starts_at: `${day}T10:00:00Z`,
      ends_at: `${day}T10:45:00Z`,
      confirm_outside_schedule: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    if (stateName) {
      const moved = await api('PUT', `/api/v1/appointments/${id}`, { state: stateName });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    state.fx = await setUpClinic(api);
    state.fisio = await t.login('fisio@demo.clinica.pt');
    state.rececao = await t.login('rececao@demo.clinica.pt');
    state.paciente = await t.login('paciente@demo.clinica.pt');
  });
  return Object.assign(state, { api, appointment });
}
