import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FISIO, PACIENTE } from '../appointments/fixtures.test-helpers.js';

// Issue 21: a stored photo or document is read only by whoever may see what it belongs to; anything
// else answers 404, exactly as an unknown id does.

let t: TestApp;
let manager: string;
let rececao: string;
let fisio: string;
let paciente: string;
let otherPatient: string;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e2a0a10000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);

function multipart(file: Buffer, filename: string) {
  const b = 'clinicaBoundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  };
}
const photo = async (cookie = manager) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/file_uploads',
    cookie,
    ...multipart(PNG, 'f.png'),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });
const status = async (url: string, cookie: string) => (await get(url, cookie)).statusCode;
/** The professional sees only the patients of their own appointments (no patients:list_all). */
const withoutListAll = () =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx.execute(sql`insert into permissions (id, tenant_id, user_id, resource, action, allowed)
                   values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${FISIO}, 'patients', 'list_all', false)`),
  );
const restoreListAll = () =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx.execute(sql`delete from permissions where user_id = ${FISIO}`),
  );

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
  rececao = await t.login('rececao@demo.clinica.pt');
  fisio = await t.login('fisio@demo.clinica.pt');
  paciente = await t.login('paciente@demo.clinica.pt');
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/users/patients',
    cookie: manager,
    payload: { first_name: 'Rui', surname: 'Fotografia', image_file_id: await photo() },
  });
  expect(created.statusCode, created.body).toBe(201);
  otherPatient = created.json().id;
});
afterAll(() => t.close());

describe('photos (GET /api/v1/file_uploads/{id})', () => {
  it('a patient’s photo: the patient and the staff who see them; not another patient', async () => {
    const own = await photo();
    const put = await t.request({
      method: 'PUT',
      url: `/api/v1/users/patients/${PACIENTE}`,
      cookie: manager,
      payload: { image_file_id: own },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await status(`/api/v1/file_uploads/${own}`, paciente)).toBe(200);
    expect(await status(`/api/v1/file_uploads/${own}`, rececao)).toBe(200);
    const others = (await get(`/api/v1/users/patients/${otherPatient}`, manager)).json()
      .image_file_id as string;
    const asPatient = await get(`/api/v1/file_uploads/${others}`, paciente);
    expect(asPatient.statusCode).toBe(404);
    expect(asPatient.json()).toEqual(
      (await get(`/api/v1/file_uploads/${crypto.randomUUID()}`, paciente)).json(),
    );
    expect(await status(`/api/v1/file_uploads/${others}`, manager)).toBe(200);
  });

  it('a professional without patients:list_all: only the photos of patients they have seen', async () => {
    const others = (await get(`/api/v1/users/patients/${otherPatient}`, manager)).json()
      .image_file_id as string;
    expect(await status(`/api/v1/file_uploads/${others}`, fisio)).toBe(200);
    await withoutListAll();
    try {
      expect(await status(`/api/v1/file_uploads/${others}`, fisio)).toBe(404);
    } finally {
      await restoreListAll();
    }
  });

  it('a team member’s photo: the staff, never a patient; a photo on no record: its uploader only', async () => {
    const mine = await photo(fisio);
    expect(await status(`/api/v1/file_uploads/${mine}`, fisio)).toBe(200);
    expect(await status(`/api/v1/file_uploads/${mine}`, manager)).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: fisio,
      payload: { image_file_id: mine },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await status(`/api/v1/file_uploads/${mine}`, manager)).toBe(200);
    expect(await status(`/api/v1/file_uploads/${mine}`, rececao)).toBe(200);
    expect(await status(`/api/v1/file_uploads/${mine}`, paciente)).toBe(404);
  });
});

describe('patient documents', () => {
  let documentId: string;
  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/users/${otherPatient}/files`,
      cookie: manager,
      ...multipart(PDF, 'relatorio.pdf'),
    });
    expect(res.statusCode, res.body).toBe(201);
    documentId = res.json().id;
  });
  const url = () => `/api/v1/users/${otherPatient}/files/${documentId}`;

  it('another patient gets 404, and so does a professional who has never seen the patient', async () => {
    expect(await status(url(), paciente)).toBe(404);
    expect(await status(`/api/v1/users/${otherPatient}/files`, paciente)).not.toBe(200);
    await withoutListAll();
    try {
      expect(await status(url(), fisio)).toBe(404);
    } finally {
      await restoreListAll();
    }
  });

  it('every download is written to the audit log: who, which patient, which file, when, from where', async () => {
    const before = Date.now();
    const dl = await t.app.inject({
      method: 'GET',
      url: url(),
      remoteAddress: '192.0.2.44',
      headers: { cookie: rececao },
    });
    expect(dl.statusCode).toBe(200);
    const rows = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{
        actor_id: string;
        entity_id: string;
        details: { file_id: string; file_name: string };
        at: Date;
        ip: string;
      }>(
        tx,
        sql`select actor_id, entity_id, details, at, ip from audit_events
             where action = 'patient.document_download' and entity_id = ${otherPatient}`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity_id: otherPatient,
      details: { file_id: documentId, file_name: 'relatorio.pdf' },
      ip: '192.0.2.44',
    });
    expect(new Date(rows[0]!.at).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const [rececaoId] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from users where email = 'rececao@demo.clinica.pt'`),
    );
    expect(rows[0]!.actor_id).toBe(rececaoId!.id);
    // The patient's access log shows it, naming the file.
    const trail = (await get(`/api/v1/users/patients/${otherPatient}/audit`, manager)).json();
    expect(trail.items).toContainEqual(
      expect.objectContaining({
        action: 'patient.document_download',
        detail: 'relatorio.pdf',
        ip: '192.0.2.44',
      }),
    );
  });
});
