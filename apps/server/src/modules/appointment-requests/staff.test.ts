import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startSmtp } from '../../test/smtp.js';
import { useTestApp } from '../../test/test-app.js';
import { apiFor, FISIO, GESTOR, setUpClinic, type Fixture } from '../appointments/fixtures.test-helpers.js';
import { bookingSetUp, requestBody, type Booking } from './requests.test-helpers.js';

/**
 * The clinic's side of the booking requests (issue 48, decision 043): who sees which, accepting through
 * the booking path (409 keeps the request pending), the matched patient, rejecting, the visitor's e-mails.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());
const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://clinica.test' }) });
const api = apiFor(
  () => t,
  () => t.manager,
);
let fx: Fixture;
let b: Booking;
let fisio: string;
let rececao: string;
let ip = 0;

beforeAll(async () => {
  fx = await setUpClinic(api);
  // The manager works Mondays to Fridays 09:00–13:00 too, and is bookable.
  for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']) {
    const res = await api('POST', '/api/v1/professional-schedules', {
      professional_id: GESTOR,
      clinic_id: fx.clinicId,
      weekday,
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  b = await bookingSetUp(t, api, fx, { slug: 'bonfim-pedidos' });
  await b.settings({ professional_ids: [FISIO, GESTOR] });
  fisio = await t.login('fisio@demo.clinica.pt');
  rececao = await t.login('rececao@demo.clinica.pt');
});

/** A visitor's request of Tiago's i-th free slot (or another professional's); its id as the staff see it. */
async function request(
  i: number,
  patch: { email?: string; professional_id?: string; starts_at?: string } = {},
) {
  ip += 1;
  const email = patch.email ?? `visitante${ip}@example.pt`;
  const res = await b.pub(
    'POST',
    '/appointment-requests',
    requestBody(b, i, { professional_id: FISIO, ...patch, email }),
    `10.1.0.${ip}`,
  );
  expect(res.statusCode, res.body).toBe(201);
  const list = await api('GET', '/api/v1/appointment-requests?page_size=200');
  const found = list.json().items.find((r: { email: string }) => r.email === email);
  return found as { id: string; starts_at: string; matched_patient: { id: string } | null };
}

const accept = (id: string, cookie = rececao, body: object = {}) =>
  api('POST', `/api/v1/appointment-requests/${id}/accept`, body, cookie);

describe('the requests list', () => {
  it('shows everyone’s with list_all, else those addressed to the caller; the badge counts them', async () => {
    const mine = await request(0);
    const gestorSlot = (
      await b.pub(
        'GET',
        `/appointment-requests/slots?tenant_id=${DEMO_TENANT_ID}&service_id=${fx.sessionService}&professional_id=${GESTOR}&from=${b.from}&to=${b.to}`,
      )
    ).json().items[0].starts_at;
    const theirs = await request(0, { professional_id: GESTOR, starts_at: gestorSlot });
    const ids = async (cookie: string) =>
      (await api('GET', '/api/v1/appointment-requests', undefined, cookie))
        .json()
        .items.map((r: { id: string }) => r.id);
    expect(await ids(rececao)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const own = await ids(fisio);
    expect(own).toContain(mine.id);
    expect(own).not.toContain(theirs.id);
    const count = async (cookie: string) =>
      (await api('GET', '/api/v1/appointment-requests/count', undefined, cookie)).json().count as number;
    expect(await count(fisio)).toBeLessThan(await count(rececao));
    const grant = await api('PUT', '/api/v1/permissions', {
      user_id: FISIO,
      permissions: { appointment_requests: { list_all: true } },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const fisioAgain = await t.login('fisio@demo.clinica.pt');
    expect(await ids(fisioAgain)).toContain(theirs.id);
    // A patient sees only requests made with their own e-mail: none of these.
    const paciente = await t.login('paciente@demo.clinica.pt');
    const theirsToo = await api('GET', '/api/v1/appointment-requests', undefined, paciente);
    expect(theirsToo.statusCode).toBe(200);
    expect(theirsToo.json().items).toEqual([]);
  });
});

describe('accepting', () => {
  it('needs accept_and_reject', async () => {
    const r = await request(1);
    expect((await accept(r.id, fisio)).statusCode).toBe(403);
    expect(
      (await api('PUT', `/api/v1/appointment-requests/${r.id}`, { status: 'rejected', reason: 'x' }, fisio))
        .statusCode,
    ).toBe(403);
  });

  it('books the slot for a new patient from the contact and e-mails the visitor the iCal file', async () => {
    const r = await request(2, { email: 'carla.mendes@example.pt' });
    expect(r.matched_patient).toBeNull();
    const res = await accept(r.id);
    expect(res.statusCode, res.body).toBe(201);
    const appointmentId = res.json().appointment_id as string;
    const appointment = await api('GET', `/api/v1/appointments/${appointmentId}`);
    expect(appointment.statusCode).toBe(200);
    expect(appointment.json().starts_at).toBe(r.starts_at);
    expect(appointment.json().patient_name).toBe('Ana Sousa Ribeiro');
    const mail = await smtp.waitFor(
      (m) => m.to === 'carla.mendes@example.pt' && m.subject.startsWith('Marcação confirmada'),
    );
    expect(mail.attachments[0]!.filename).toBe('marcacao.ics');
    expect(mail.attachments[0]!.content.toString()).toContain('BEGIN:VEVENT');
    // Decided: a second accept answers 409.
    expect((await accept(r.id)).statusCode).toBe(409);
  });

  it('proposes the patient matched by e-mail, and books for them when confirmed', async () => {
    const patient = await api('POST', '/api/v1/users/patients', {
      first_name: 'Joana',
      surname: 'Pires',
      email: 'joana.pires@example.pt',
    });
    expect(patient.statusCode, patient.body).toBe(201);
    const r = await request(3, { email: 'joana.pires@example.pt' });
    expect(r.matched_patient?.id).toBe(patient.json().id);
    const res = await accept(r.id, rececao, { patient_id: patient.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const appointment = await api('GET', `/api/v1/appointments/${res.json().appointment_id}`);
    expect(appointment.json().patient_id).toBe(patient.json().id);
  });

  it('of two overlapping requests: one 201, one 409, the second stays pending', async () => {
    const first = await request(4);
    const second = await request(4);
    const results = await Promise.all([accept(first.id), accept(second.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results[0]!.statusCode === 409 ? first : second;
    const pending = (await api('GET', '/api/v1/appointment-requests?page_size=200')).json().items;
    expect(pending.map((r: { id: string }) => r.id)).toContain(loser.id);
  });

  it('answers the spec’s /appointment-requests/{id}/accept the same', async () => {
    const r = await request(5);
    const res = await t.request({
      method: 'POST',
      url: `/appointment-requests/${r.id}/accept`,
      payload: {},
      cookie: rececao,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await t.request({ method: 'POST', url: `/appointment-requests/${r.id}/accept`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe('rejecting', () => {
  it('needs a reason, e-mails it to the visitor, and 404s another clinic’s request', async () => {
    const r = await request(6, { email: 'rita@example.pt' });
    const url = `/api/v1/appointment-requests/${r.id}`;
    const empty = await api('PUT', url, { status: 'rejected', reason: '' }, rececao);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('reason');
    expect((await api('PUT', url, { status: 'rejected', reason: 'Sem vaga' }, t.other)).statusCode).toBe(404);
    expect((await accept(r.id, t.other)).statusCode).toBe(404);
    const res = await api(
      'PUT',
      url,
      { status: 'rejected', reason: 'O fisioterapeuta está de férias' },
      rececao,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('rejected');
    const mail = await smtp.waitFor(
      (m) => m.to === 'rita@example.pt' && m.subject.startsWith('Pedido de marcação não aceite'),
    );
    expect(mail.text).toContain('O fisioterapeuta está de férias');
  });
});
