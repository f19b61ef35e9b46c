import { sql as sqlTag, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResponse } from '@clinica/contracts/common';
import { patientListItem, type PatientListItem } from '@clinica/contracts/patients';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { anotherInstance, createTestApp, writeThrough, type TestApp } from '../../test/test-app.js';
import { FISIO, RECECAO, apiFor, setUpClinic, type Fixture } from '../appointments/fixtures.test-helpers.js';

// The patients list is read afresh at every request; a browser that has the very answer gets 304. These
// tests change what a list shows, or whom it is shown to, in every way there is — through a second app
// instance (as behind a load balancer) or straight in SQL — and read the list through the first
// instance each time: no answer may outlive the change.

let t: TestApp;
let other: FastifyInstance;
let manager: string;
let rececao: string;
let fisio: string;
let f: Fixture;
const api = apiFor(
  () => t,
  () => manager,
);

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
  rececao = await t.login('rececao@demo.clinica.pt');
  fisio = await t.login('fisio@demo.clinica.pt');
  f = await setUpClinic(api);
  other = await anotherInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const list = async (query: string, cookie = manager) => {
  const res = await api('GET', `/api/v1/users/patients?${query}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { body: listResponse(patientListItem).parse(res.json()), etag: res.headers.etag as string };
};
const items = async (query: string, cookie = manager): Promise<PatientListItem[]> =>
  (await list(query, cookie)).body.items;
/** The list as a browser that holds the answer tagged `etag` asks for it. */
const ifNoneMatch = (query: string, etag: string) =>
  t.request({
    method: 'GET',
    url: `/api/v1/users/patients?${query}`,
    cookie: manager,
    headers: { 'if-none-match': etag },
  });
const viaOther = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  writeThrough(other, manager, method, url, payload);
const sql = (statement: SQL) => t.database.withTenant(DEMO_TENANT_ID, (tx) => tx.execute(statement));

describe('the patients list', () => {
  it('follows every change it shows, whichever app instance or statement made it', async () => {
    const q = 'q=cachetest';
    const empty = await list(q);
    expect(empty.body.total).toBe(0);
    expect(empty.etag).toMatch(/^"[\w-]+"$/);
    // Asked again unchanged: the same answer, and nothing at all for a browser that has it.
    expect((await list(q)).etag).toBe(empty.etag);
    const unchanged = await ifNoneMatch(q, empty.etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');

    const p = await viaOther('POST', '/api/v1/users/patients', { first_name: 'Rita', surname: 'Cachetest' });
    const created = await list(q);
    expect(created.body.items.map((x) => x.id)).toEqual([p.id]);
    expect(created.body.total).toBe(1);
    expect(created.etag).not.toBe(empty.etag);
    // The browser's old copy is not the truth any more.
    const stale = await ifNoneMatch(q, empty.etag);
    expect(stale.statusCode).toBe(200);

    // What the user row shows, and the search text, changed straight in the database.
    await sql(sqlTag`update users set first_name = 'Rute', phone = '+351912345678' where id = ${p.id}`);
    expect(await items(q)).toMatchObject([{ first_name: 'Rute', phone: '+351912345678' }]);
    await sql(sqlTag`update users set search_text = 'rute cachetest novo' where id = ${p.id}`);
    expect(await items('q=novo')).toMatchObject([{ id: p.id }]);
    // The profile.
    await sql(sqlTag`update patient_profiles set nif = '123456789' where user_id = ${p.id}`);
    expect((await items(q))[0]!.nif).toBe('123456789');
    // The insurer's name, renamed where nothing about the patient changed.
    const insurer = await api('POST', '/api/v1/insurers', { name: 'Seguradora Cache' });
    expect(insurer.statusCode, insurer.body).toBe(201);
    await viaOther('PUT', `/api/v1/users/patients/${p.id}`, { insurer_id: insurer.json().id });
    expect((await items(q))[0]!.insurer_name).toBe('Seguradora Cache');
    await sql(sqlTag`update insurers set name = 'Seguradora Renomeada' where id = ${insurer.json().id}`);
    expect((await items(q))[0]!.insurer_name).toBe('Seguradora Renomeada');
    // A clinic link (the clinic filter).
    const inClinic = `${q}&clinic_id=${f.otherClinicId}`;
    expect(await items(inClinic)).toEqual([]);
    await sql(
      sqlTag`insert into user_clinics (id, tenant_id, user_id, clinic_id) values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${p.id}, ${f.otherClinicId})`,
    );
    expect((await items(inClinic)).map((x) => x.id)).toEqual([p.id]);
    // Deleted through the other instance.
    await viaOther('DELETE', `/api/v1/users/patients/${p.id}`);
    expect(await items(q)).toEqual([]);
    expect(await items(inClinic)).toEqual([]);
  });

  it('follows whom it is shown to: a staff member’s clinics, data sharing, a professional’s appointments', async () => {
    const q = 'q=escopo';
    const p = await viaOther('POST', '/api/v1/users/patients', {
      first_name: 'Duarte',
      surname: 'Escopo',
      clinic_ids: [f.otherClinicId],
    });
    // The front desk works at the fixture's clinic only, and the tenant does not share data.
    expect(await items(q, rececao)).toEqual([]);
    await sql(
      sqlTag`insert into user_clinics (id, tenant_id, user_id, clinic_id) values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${RECECAO}, ${f.otherClinicId})`,
    );
    expect((await items(q, rececao)).map((x) => x.id)).toEqual([p.id]);
    await sql(sqlTag`delete from user_clinics where user_id = ${RECECAO} and clinic_id = ${f.otherClinicId}`);
    expect(await items(q, rececao)).toEqual([]);
    await sql(sqlTag`update tenants set allow_data_sharing = true where id = ${DEMO_TENANT_ID}`);
    expect((await items(q, rececao)).map((x) => x.id)).toEqual([p.id]);
    await sql(sqlTag`update tenants set allow_data_sharing = false where id = ${DEMO_TENANT_ID}`);
    expect(await items(q, rececao)).toEqual([]);

    // A professional without patients:list_all sees the patients of their appointments: booked through
    // the other instance (no patient data changes), the patient appears in their list.
    await sql(
      sqlTag`insert into permissions (id, tenant_id, user_id, resource, action, allowed)
             values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${FISIO}, 'patients', 'list_all', false)`,
    );
    expect(await items(q, fisio)).toEqual([]);
    await viaOther('POST', '/api/v1/appointments', {
      patient_id: p.id,
      professional_id: FISIO,
      service_id: f.sessionService,
      clinic_id: f.clinicId,
      starts_at: '2027-04-06T10:00:00Z',
    });
    expect((await items(q, fisio)).map((x) => x.id)).toEqual([p.id]);
    // The manager's answer is another one: the manager sees every patient.
    expect((await items(q)).map((x) => x.id)).toEqual([p.id]);
    await sql(sqlTag`delete from permissions where user_id = ${FISIO}`);
  });

  it('a professional’s total follows a booking with a new patient, on a full page too', async () => {
    await sql(
      sqlTag`insert into permissions (id, tenant_id, user_id, resource, action, allowed)
             values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${FISIO}, 'patients', 'list_all', false)`,
    );
    try {
      // A page of one is full whenever there is a patient: its total is counted, not read off the page.
      const page = async () => (await list('page_size=1', fisio)).body;
      const before = await page();
      const p = await viaOther('POST', '/api/v1/users/patients', {
        first_name: 'Inês',
        surname: 'Totalteste',
      });
      expect((await page()).total).toBe(before.total);
      await viaOther('POST', '/api/v1/appointments', {
        patient_id: p.id,
        professional_id: FISIO,
        service_id: f.sessionService,
        clinic_id: f.clinicId,
        starts_at: '2027-04-07T10:00:00Z',
      });
      const after = await page();
      expect(after.total).toBe(before.total + 1);
      expect(after.items).toHaveLength(1);
      const all = (await list('page_size=200', fisio)).body;
      expect(all.total).toBe(after.total);
      expect(all.items.map((x) => x.id)).toContain(p.id);
    } finally {
      await sql(sqlTag`delete from permissions where user_id = ${FISIO}`);
    }
  });
});
