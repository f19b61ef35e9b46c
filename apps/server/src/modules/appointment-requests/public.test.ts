import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { apiFor, FISIO, GESTOR, setUpClinic, type Fixture } from '../appointments/fixtures.test-helpers.js';
import { bookingSetUp, requestBody, type Booking } from './requests.test-helpers.js';

/**
 * The public booking page's API (issue 48, decision 043): the profile by slug, free slots, a request
 * and its abuse controls, the e-mail confirmation, privacy.
 */
const t = useTestApp();
const api = apiFor(
  () => t,
  () => t.manager,
);
let fx: Fixture;
let b: Booking;

beforeAll(async () => {
  fx = await setUpClinic(api);
  b = await bookingSetUp(t, api, fx, { slug: 'clinica-do-bonfim' });
});

const count = async (table: 'appointment_requests' | 'outbound_messages', where = sql`true`) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`),
    )
  )[0]!.n;

describe('the settings', () => {
  it('refuse another clinic’s slug (409) and ids (400), and a page on without a slug', async () => {
    const body = {
      slug: 'clinica-do-bonfim',
      enabled: true,
      min_notice_minutes: 120,
      horizon_days: 60,
      slot_minutes: 15,
      confirm_email: false,
      service_ids: [],
      room_service_ids: [],
      professional_ids: [],
    };
    const url = `/api/v1/tenants/${TESTE_TENANT_ID}/online-booking`;
    const taken = await t.api('PUT', url, body, t.other);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error.fields.slug).toBe('Este endereço já está a ser usado por outra clínica');
    const foreign = await t.api(
      'PUT',
      url,
      { ...body, slug: 'braga', service_ids: [fx.sessionService] },
      t.other,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('service_ids');
    expect((await t.api('PUT', url, { ...body, slug: null }, t.other)).statusCode).toBe(400);
    expect((await t.api('PUT', url, { ...body, slug: 'Não Válido!' }, t.other)).statusCode).toBe(400);
    // Demo's settings are not Teste's to read.
    expect(
      (await t.api('GET', `/api/v1/tenants/${DEMO_TENANT_ID}/online-booking`, undefined, t.other)).statusCode,
    ).toBe(404);
  });
});

describe('the public profile and slots', () => {
  it('answers the clinic by slug with its bookable services and professionals only', async () => {
    const res = await b.pub('GET', '/appointment-requests/tenant/clinica-do-bonfim');
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile.tenant_id).toBe(DEMO_TENANT_ID);
    expect(profile.services.map((s: { id: string }) => s.id)).toEqual([fx.sessionService]);
    expect(profile.professionals).toEqual([{ id: FISIO, name: 'Tiago Fonseca' }]);
    expect(res.body).not.toContain('@');
    // Unknown slug, and the booking switched off: the same 404.
    expect((await b.pub('GET', '/appointment-requests/tenant/nao-existe')).statusCode).toBe(404);
  });

  it('answers free slots, and 404 for what is not bookable or another clinic’s', async () => {
    expect(b.slots.length).toBeGreaterThan(10);
    expect(Object.keys(b.slots[0]!).sort()).toEqual(['ends_at', 'professional_id', 'starts_at']);
    const q = (extra: string) =>
      b.pub(
        'GET',
        `/appointment-requests/slots?tenant_id=${DEMO_TENANT_ID}&from=${b.from}&to=${b.to}${extra}`,
      );
    expect((await q(`&service_id=${fx.productService}`)).statusCode).toBe(404);
    expect((await q(`&service_id=${fx.sessionService}&professional_id=${GESTOR}`)).statusCode).toBe(404);
    const other = await t.api(
      'POST',
      '/api/v1/services',
      { name: 'Sessão de outra clínica', price_cents: 3000, unit: 'unit', duration_minutes: 45 },
      t.other,
    );
    expect(other.statusCode, other.body).toBe(201);
    const otherTenantService = other.json().id as string;
    expect((await q(`&service_id=${otherTenantService}`)).statusCode).toBe(404);
    expect((await q('&service_id=nope')).statusCode).toBe(400);
    const busy = await b.pub(
      'GET',
      `/appointment-requests/professionals/unavailabilities?tenant_id=${DEMO_TENANT_ID}&service_id=${fx.sessionService}&from=${b.from}&to=${b.to}`,
    );
    expect(busy.statusCode, busy.body).toBe(200);
    expect(Object.keys(busy.json().items[0]).sort()).toEqual(['ends_at', 'starts_at']);
  });
});

describe('a request', () => {
  it('is stored as pending and e-mailed to the visitor', async () => {
    const before = await count('appointment_requests');
    const res = await b.pub(
      'POST',
      '/appointment-requests',
      requestBody(b, 0, { email: 'ana.sousa@example.pt' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('pending');
    expect(await count('appointment_requests')).toBe(before + 1);
    expect(
      await count(
        'outbound_messages',
        sql`recipient = 'ana.sousa@example.pt' and kind = 'booking_request_received'`,
      ),
    ).toBe(1);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await count('appointment_requests');
    const bad = async (body: object, status: number, field?: string) => {
      const res = await b.pub('POST', '/appointment-requests', body, '10.0.0.2');
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json().error.fields).toHaveProperty(field);
      return res;
    };
    await bad(requestBody(b, 1, { email: 'not-an-email' }), 400, 'email');
    await bad(requestBody(b, 1, { mobile: '12' }), 400, 'mobile');
    await bad(requestBody(b, 1, { consent: false }), 400, 'consent');
    await bad(
      requestBody(b, 1, { starts_at: new Date(b.now() - 3_600_000).toISOString() }),
      400,
      'starts_at',
    );
    await bad(requestBody(b, 1, { note: 'x'.repeat(11 * 1024) }), 413);
    await bad(requestBody(b, 1, { service_id: fx.productService }), 404);
    // Not a slot (09:05 is off the step): 409 with the next free times.
    const offStep = new Date(Date.parse(b.slots[1]!.starts_at) + 5 * 60_000).toISOString();
    const taken = await bad(requestBody(b, 1, { starts_at: offStep }), 409);
    expect(taken.json().error.details.next_free.length).toBeGreaterThan(0);
    // Too fast (a robot): 400; the honeypot filled: answered as stored, nothing stored.
    await bad(requestBody(b, 1, { form_started_at: b.now() - 1000 }), 400, 'form_started_at');
    const trap = await b.pub(
      'POST',
      '/appointment-requests',
      requestBody(b, 1, { website: 'http://spam' }),
      '10.0.0.2',
    );
    expect(trap.statusCode).toBe(201);
    expect(await count('appointment_requests')).toBe(before);
  });

  it('is limited per e-mail and per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await b.pub(
            'POST',
            '/appointment-requests',
            requestBody(b, 2 + i, { email: 'rui@example.pt' }),
            `10.0.1.${i}`,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    const byAddress: number[] = [];
    for (let i = 0; i < 10; i += 1)
      byAddress.push(
        (
          await b.pub(
            'POST',
            '/appointment-requests',
            requestBody(b, 2, { email: `p${i}@example.pt` }),
            '10.0.2.1',
          )
        ).statusCode,
      );
    expect(byAddress.every((s) => s === 201)).toBe(true);
    const last = await b.pub(
      'POST',
      '/appointment-requests',
      requestBody(b, 2, { email: 'p99@example.pt' }),
      '10.0.2.1',
    );
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toContain('Demasiadas Tentativas');
  });

  it('waits for the e-mail link when the clinic asks for it, then reaches the clinic', async () => {
    await b.settings({ confirm_email: true });
    const res = await b.pub(
      'POST',
      '/appointment-requests',
      requestBody(b, 3, { email: 'marta@example.pt' }),
      '10.0.3.1',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('unconfirmed');
    const pendingBefore = (await api('GET', '/api/v1/appointment-requests/count')).json().count;
    const [mail] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ body_text: string }>(
        tx,
        sql`select body_text from outbound_messages where recipient = 'marta@example.pt'`,
      ),
    );
    const token = decodeURIComponent(/confirm=([^\s&]+)/.exec(mail!.body_text)![1]!);
    expect((await b.pub('POST', '/appointment-requests/confirm', { token: 'x'.repeat(20) })).statusCode).toBe(
      400,
    );
    const confirmed = await b.pub('POST', '/appointment-requests/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await api('GET', '/api/v1/appointment-requests/count')).json().count).toBe(pendingBefore + 1);
    expect((await b.pub('POST', '/appointment-requests/confirm', { token })).statusCode).toBe(400);
    await b.settings({ confirm_email: false });
  });

  it('is refused from another origin (the CSRF check of login)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/appointment-requests',
      payload: requestBody(b, 4),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 once the grace after a failed renewal is over (decision 048)', async () => {
    const failed = (at: string | null) =>
      t.request({
        method: 'POST',
        url: '/api/test/tenant',
        payload: { email: 'gestor@demo.clinica.pt', payment_failed_at: at },
      });
    const page = () => b.pub('GET', '/appointment-requests/tenant/clinica-do-bonfim');
    expect((await failed(new Date(Date.now() - 6 * 86_400_000).toISOString())).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    expect((await failed(new Date(Date.now() - 8 * 86_400_000).toISOString())).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect(
      (
        await b.pub(
          'POST',
          '/appointment-requests',
          requestBody(b, 4, { email: 'late@example.pt' }),
          '10.0.4.2',
        )
      ).statusCode,
    ).toBe(404);
    expect((await failed(null)).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
  });

  it('answers 404 once online booking is off', async () => {
    await b.settings({ enabled: false });
    expect((await b.pub('GET', '/appointment-requests/tenant/clinica-do-bonfim')).statusCode).toBe(404);
    expect(
      (
        await b.pub(
          'POST',
          '/appointment-requests',
          requestBody(b, 4, { email: 'off@example.pt' }),
          '10.0.4.1',
        )
      ).statusCode,
    ).toBe(404);
    await b.settings({ enabled: true });
  });
});
