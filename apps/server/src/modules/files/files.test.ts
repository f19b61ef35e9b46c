import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e2a0a10000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);

function multipart(file: Buffer, filename: string, contentType: string, name = 'Fotografia') {
  const boundary = '----clinica' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (cookie: string, file: Buffer, filename: string, type = 'image/png') =>
  t.request({ method: 'POST', url: '/api/v1/file_uploads', cookie, ...multipart(file, filename, type) });

describe('POST /api/v1/file_uploads', () => {
  it('stores a png and a jpeg and serves them back with the type from their content', async () => {
    for (const [bytes, name, type] of [
      [PNG, 'eu.png', 'image/png'],
      [JPEG, 'eu.jpeg', 'image/jpeg'],
    ] as const) {
      const res = await upload(manager, bytes, name, 'application/octet-stream');
      expect(res.statusCode).toBe(201);
      const { id, url } = res.json();
      expect(url).toBe(`/api/v1/file_uploads/${id}`);
      const got = await t.request({ method: 'GET', url, cookie: manager });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('rejects an .exe renamed .png by its content (415) and an empty file (400)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const res = await upload(manager, exe, 'virus.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Formato de imagem não suportado. Use jpg, jpeg ou png.');
    const empty = await upload(manager, Buffer.alloc(0), 'vazio.png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.file).toBe('O ficheiro está vazio');
  });

  it('rejects a photo over 5 MB with 413 and its message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(manager, big, 'grande.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('A imagem não pode exceder 5 MB');
  });

  it('sets the photo on the profile, and /me shows it (and embeds it on request)', async () => {
    const { id } = (await upload(manager, PNG, 'perfil.png')).json();
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: manager,
      payload: { image_file_id: id },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().image).toBe(`/api/v1/file_uploads/${id}`);
    const me = await t.request({ method: 'GET', url: '/api/v1/me?image=true', cookie: manager });
    expect(me.json().image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const cleared = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: manager,
      payload: { image_file_id: null },
    });
    expect(cleared.json().image).toBe('/api/default-avatar.svg');
  });

  it('does not let another clinic read or use a file (404 / 400)', async () => {
    const { id, url } = (await upload(manager, PNG, 'privado.png')).json();
    const other = await t.login('gestor@teste.clinica.pt');
    expect((await t.request({ method: 'GET', url, cookie: other })).statusCode).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: other,
      payload: { image_file_id: id },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields.image_file_id).toBe('Imagem não encontrada');
  });

  it('needs a session', async () => {
    expect((await upload('', PNG, 'x.png')).statusCode).toBe(401);
  });
});

/**
 * Issue 39 item 6: uploads are not free storage. A user keeps a few photos on no record at a time, a
 * forgotten one goes a day later, and a record's photo is one the caller uploaded (or the one it has).
 */
describe('uploads kept in check', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('lets a user hold 5 photos on no record at a time, however many are sent at once (429 beyond)', async () => {
    const rececao = await t.login('rececao@demo.clinica.pt');
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(rececao, PNG, `r${i}.png`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.message).toBe(
      'Tem demasiadas imagens carregadas por guardar. Guarde a ficha ou tente mais tarde.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY / 1000 - 60);
    // One of them becomes the profile photo: room for one more.
    const first = burst.find((r) => r.statusCode === 201)!.json().id;
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: rececao,
      payload: { image_file_id: first },
    });
    expect(put.statusCode).toBe(200);
    expect((await upload(rececao, PNG, 'mais.png')).statusCode).toBe(201);
    expect((await upload(rececao, PNG, 'outra.png')).statusCode).toBe(429);
    // Someone else's room is their own.
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await upload(fisio, PNG, 'fisio.png')).statusCode).toBe(201);
  });

  it('removes a photo left on no record for more than 24 hours when the next upload is made', async () => {
    const paciente = await t.login('paciente@demo.clinica.pt');
    const forgotten = (await upload(paciente, PNG, 'esquecida.png')).json();
    const kept = (await upload(paciente, JPEG, 'perfil.jpeg', 'image/jpeg')).json();
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: paciente,
      payload: { image_file_id: kept.id },
    });
    expect(put.statusCode).toBe(200);
    const stored = path.join(t.config.dataDir, 'files', DEMO_TENANT_ID, forgotten.id);
    expect(fs.existsSync(stored)).toBe(true);

    t.clock.advance(DAY + 60_000);
    try {
      const later = await t.login('paciente@demo.clinica.pt');
      expect((await t.request({ method: 'GET', url: forgotten.url, cookie: later })).statusCode).toBe(200);
      const anyone = await t.login('gestor@demo.clinica.pt');
      expect((await upload(anyone, PNG, 'nova.png')).statusCode).toBe(201);
      expect((await t.request({ method: 'GET', url: forgotten.url, cookie: later })).statusCode).toBe(404);
      expect(fs.existsSync(stored)).toBe(false);
      // The photo on the profile stays, however old.
      expect((await t.request({ method: 'GET', url: kept.url, cookie: later })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(DAY + 60_000));
    }
  });

  it('takes as a record’s photo only an upload of the caller’s own, or the photo the record has', async () => {
    const paciente = await t.login('paciente@demo.clinica.pt');
    const fisio = await t.login('fisio@demo.clinica.pt');
    const refused = { image_file_id: 'Imagem não encontrada' };
    // The attacker's sequence: learn another patient's photo id, make it one's own, read it back.
    const patient = await t.request({
      method: 'POST',
      url: '/api/v1/users/patients',
      cookie: manager,
      payload: {
        first_name: 'Marta',
        surname: 'Foto',
        image_file_id: (await upload(manager, PNG, 'marta.png')).json().id,
      },
    });
    expect(patient.statusCode, patient.body).toBe(201);
    const theirs = patient.json().image_file_id as string;
    const steal = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: paciente,
      payload: { image_file_id: theirs },
    });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().error.fields).toEqual(refused);
    const me = (await t.request({ method: 'GET', url: '/api/v1/me?image=true', cookie: paciente })).json();
    expect(me.image).not.toContain(PNG.toString('base64'));

    // Someone else's upload on no record: not yours to use either.
    const managers = (await upload(manager, PNG, 'do-gestor.png')).json().id;
    const borrow = await t.request({
      method: 'PUT',
      url: '/api/v1/me',
      cookie: fisio,
      payload: { image_file_id: managers },
    });
    expect(borrow.json().error?.fields).toEqual(refused);
    // A team member's photo is no patient's photo.
    const own = (await upload(fisio, PNG, 'fisio-perfil.png')).json().id;
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/me', cookie: fisio, payload: { image_file_id: own } }))
        .statusCode,
    ).toBe(200);
    const onPatient = await t.request({
      method: 'PUT',
      url: `/api/v1/users/patients/${patient.json().id}`,
      cookie: manager,
      payload: { image_file_id: own },
    });
    expect(onPatient.statusCode).toBe(400);
    expect(onPatient.json().error.fields).toEqual(refused);

    // The photo a record already has is taken back as it is (a form sends the whole record again).
    const again = await t.request({
      method: 'PUT',
      url: `/api/v1/users/patients/${patient.json().id}`,
      cookie: fisio,
      payload: { first_name: 'Marta', image_file_id: theirs },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/me', cookie: fisio, payload: { image_file_id: own } }))
        .statusCode,
    ).toBe(200);
  });
});
