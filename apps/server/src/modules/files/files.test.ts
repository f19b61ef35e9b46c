import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
