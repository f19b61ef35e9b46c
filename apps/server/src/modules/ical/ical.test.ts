import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_CLINIC_PORTO, seedClinicSetup } from '../../db/seed/clinic-setup.js';
import { seedDemoPatients } from '../../db/seed/demo-patients.js';
import { seedDemoAppointments } from '../../db/seed/demo-appointments.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo-ids.js';
import { apiFor, FISIO, GESTOR, PACIENTE } from '../appointments/fixtures.test-helpers.js';

const TESTE_MANAGER = '0d3c7a52-5b1e-4c59-9d4a-000000000201';
const PHYSIO_SERVICE = '0d3c7a52-5b1e-4c59-9d4a-000000001302'; // "Sessão de fisioterapia"
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let manager: string;
let fisio: string;
const api = apiFor(
  () => t,
  () => manager,
);

beforeAll(async () => {
  t = await createTestApp();
  // The demo clinic as `npm start` seeds it: Tiago (fisio) has four weeks of appointments around today.
  await seedClinicSetup(t.database);
  await seedDemoPatients(t.database);
  await seedDemoAppointments(t.database, t.clock.now());
  manager = await t.login('gestor@demo.clinica.pt');
  fisio = await t.login('fisio@demo.clinica.pt');
});
afterAll(() => t.close());

/** The feed as a calendar app reads it: no cookie, no CSRF header. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
/** iCalendar folds long lines (RFC 5545 §3.1): unfolded, a name cut in two is found again. */
const unfold = (body: string) => body.replace(/\r\n[ \t]/g, '');

async function createFeed(cookie = fisio): Promise<string> {
  const res = await api('POST', '/api/v1/me/ical-feed', undefined, cookie);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().active).toBe(true);
  return res.json().url as string;
}

/** Tiago's appointments that hold his time (all of the demo's are inside the feed's window). */
async function tiagosActiveAppointments() {
  const res = await api(
    'GET',
    `/api/v1/appointments?professional_id=${FISIO}&state=scheduled,present&page_size=200&sort=starts_at`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    items: Array<{ id: string; patient_name: string; state: string; starts_at: string }>;
  };
}

describe('the feed', () => {
  it('lists the professional’s appointments with service and clinic, never the patient', async () => {
    // One more, two months ahead, with notes that name the patient.
    const start = new Date(Math.ceil((t.clock.now().getTime() + 60 * DAY) / 3_600_000) * 3_600_000);
    const booked = await api('POST', '/api/v1/appointments', {
      patient_id: PACIENTE,
      professional_id: FISIO,
      service_id: PHYSIO_SERVICE,
      clinic_id: DEMO_CLINIC_PORTO,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
      notes: 'Nota clínica: joelho esquerdo do senhor Zeferino',
      confirm_outside_schedule: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const url = await createFeed();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/ical\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = unfold(res.body);
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(body).toContain('X-WR-CALNAME:Clínica Demo — Tiago Fonseca');

    const active = await tiagosActiveAppointments();
    expect(active.total).toBeGreaterThan(50);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(active.total);
    for (const a of active.items) expect(body).toContain(`UID:${a.id}@clinica`);

    const mine = booked.json();
    const event = body.slice(body.indexOf(`UID:${mine.id}@clinica`));
    const fmt = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(event).toContain(`DTSTART:${fmt(mine.starts_at)}`);
    expect(event).toContain(`DTEND:${fmt(mine.ends_at)}`);
    expect(event).toContain('SUMMARY:Sessão de fisioterapia');
    expect(event).toContain(
      'LOCATION:Clínica Demo — Porto\\, Rua de Santa Catarina\\, 312\\, 4000-443 Porto',
    );
    expect(event).toContain('DESCRIPTION:Estado: Agendada');
    // A room, when the appointment has one.
    expect(body).toContain('LOCATION:Clínica Demo — Porto\\, Gabinete 1\\,');

    // No patient: not the names of any patient of the clinic, not the notes.
    const patients = await api('GET', '/api/v1/users/patients?page_size=200');
    const names = (patients.json().items as Array<{ first_name: string; surname: string }>).map(
      (p) => `${p.first_name} ${p.surname}`,
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names).toContain(mine.patient_name);
    for (const name of [...names, ...active.items.map((a) => a.patient_name)]) {
      expect(body).not.toContain(name);
    }
    expect(body).not.toContain('Zeferino');
    expect(body).not.toContain('joelho');
  });

  it('leaves out cancelled and no-show appointments (they free the slot)', async () => {
    const url = await createFeed();
    const { items } = await tiagosActiveAppointments();
    const next = items.find((a) => a.state === 'scheduled' && new Date(a.starts_at) > t.clock.now())!;
    const cancel = await api('PUT', `/api/v1/appointments/${next.id}`, { state: 'canceled_patient' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const body = unfold((await fetchFeed(url)).body);
    expect(body).not.toContain(`UID:${next.id}@clinica`);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength((await tiagosActiveAppointments()).total);
    for (const state of ['Desmarcada', 'Falta']) expect(body).not.toContain(`Estado: ${state}`);
  });

  it('stops answering the old address when a new one is made, and any address once revoked', async () => {
    const old = await createFeed();
    const fresh = await createFeed();
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Calendário não encontrado' } });
    expect((await fetchFeed(fresh)).statusCode).toBe(200);

    const status = await api('GET', '/api/v1/me/ical-feed', undefined, fisio);
    expect(status.json()).toEqual({ active: true, url: null });
    const revoked = await api('DELETE', '/api/v1/me/ical-feed', undefined, fisio);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ active: false, url: null });
    expect((await api('GET', '/api/v1/me/ical-feed', undefined, fisio)).json()).toEqual({
      active: false,
      url: null,
    });
    expect((await fetchFeed(fresh)).statusCode).toBe(404);
  });

  it('answers 404 (never 400 or 500) to anything that is not a live secret', async () => {
    const url = await createFeed();
    const secret = new URL(url).pathname.slice('/api/v1/ical/'.length, -'.ics'.length);
    for (const token of [
      'abc',
      secret.slice(1), // one character short
      `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, // one character changed
      `${secret}A`,
      'x'.repeat(180),
      '%27%20or%201%3D1--',
      '..%2F..%2Fetc%2Fpasswd',
      '%C3%A7%C3%A3o',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/ical/${token}.ics` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().error.code, token).toBe('not_found');
    }
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('reads the feed only in the tenant its address names, and redirects an address made before issue 40 once', async () => {
    const url = await createFeed();
    const [tenantId, secret] = new URL(url).pathname
      .slice('/api/v1/ical/'.length, -'.ics'.length)
      .split('.') as [string, string];
    expect(tenantId).toBe(DEMO_TENANT_ID);
    const get = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/ical/${token}.ics` });
    expect((await get(`${TESTE_TENANT_ID}.${secret}`)).statusCode).toBe(404);
    // The secret alone: found once over every clinic, then 301 to the address with the tenant.
    const legacy = await get(secret);
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe(new URL(url).pathname);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await api('DELETE', '/api/v1/me/ical-feed', undefined, fisio);
    expect((await get(secret)).statusCode).toBe(404);
  });
});

describe('who manages a feed', () => {
  it('is the professional or manager themselves; front desk and patients have none', async () => {
    const rececao = await t.login('rececao@demo.clinica.pt');
    const paciente = await t.login('paciente@demo.clinica.pt');
    for (const cookie of [rececao, paciente]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await api(method, '/api/v1/me/ical-feed', undefined, cookie);
        expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      }
    }
    // A manager who also treats patients has a feed too.
    const url = await createFeed(manager);
    expect((await fetchFeed(url)).body).toContain('X-WR-CALNAME:Clínica Demo — Helena Marques');
  });

  it('lets a manager see and revoke a professional’s feed, and nobody else', async () => {
    const url = await createFeed();
    const asFisio = await api('DELETE', `/api/v1/users/${GESTOR}/ical-feed`, undefined, fisio);
    expect(asFisio.statusCode).toBe(403);
    expect((await api('GET', `/api/v1/users/${FISIO}/ical-feed`)).json()).toEqual({
      active: true,
      url: null,
    });
    const revoked = await api('DELETE', `/api/v1/users/${FISIO}/ical-feed`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ active: false, url: null });
    expect((await fetchFeed(url)).statusCode).toBe(404);
    // Patients, another clinic's users and made-up ids have no feed to manage.
    for (const id of [PACIENTE, TESTE_MANAGER, '0d3c7a52-5b1e-4c59-9d4a-00000000ffff']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await api(method, `/api/v1/users/${id}/ical-feed`);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
      }
    }
  });

  it('ends with the professional: deactivated or no longer a professional, the address answers 404', async () => {
    const url = await createFeed();
    const off = await api('PUT', `/api/v1/collaborators/${FISIO}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/collaborators/${FISIO}`, { active: true })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    fisio = await t.login('fisio@demo.clinica.pt'); // deactivating ended the sessions
  });

  it('stops serving while the clinic’s subscription is not active', async () => {
    const url = await createFeed();
    const set = (body: object) =>
      t.request({
        method: 'POST',
        url: '/api/test/tenant',
        payload: { email: 'gestor@demo.clinica.pt', ...body },
      });
    expect((await set({ subscription_status: 'canceled' })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await set({ subscription_status: 'active' })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    // A failed renewal: served during the 7 days' grace, not after (decision 048).
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    expect((await set({ payment_failed_at: daysAgo(6) })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    expect((await set({ payment_failed_at: daysAgo(8) })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await set({ payment_failed_at: null })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });
});

describe('isolation', () => {
  it('never puts another clinic’s appointments in a feed', async () => {
    const teste = await t.login('gestor@teste.clinica.pt');
    const post = async (url: string, payload: object) => {
      const res = await api('POST', url, payload, teste);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      return res.json().id as string;
    };
    const clinic = await post('/api/v1/clinics', { name: 'Clínica de Braga (iCal)' });
    const service = await post('/api/v1/services', { name: 'Hidroterapia', price_cents: 3000, unit: 'unit' });
    const patient = await post('/api/v1/users/patients', { first_name: 'Bruna', surname: 'Teste' });
    const start = new Date(Math.ceil((t.clock.now().getTime() + 3 * DAY) / 3_600_000) * 3_600_000);
    const appointment = await post('/api/v1/appointments', {
      patient_id: patient,
      professional_id: TESTE_MANAGER,
      service_id: service,
      clinic_id: clinic,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 60 * 60_000).toISOString(),
      confirm_outside_schedule: true,
    });
    const testeBody = unfold((await fetchFeed(await createFeed(teste))).body);
    expect(testeBody.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(testeBody).toContain(`UID:${appointment}@clinica`);
    expect(testeBody).toContain('SUMMARY:Hidroterapia');
    expect(testeBody).not.toContain('Clínica Demo');

    const demoBody = unfold((await fetchFeed(await createFeed())).body);
    expect(demoBody).not.toContain(appointment);
    expect(demoBody).not.toContain('Hidroterapia');
  });
});
