import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { useClinicFixture } from '../appointments/fixtures.test-helpers.js';

const t = useTestApp();
const f = useClinicFixture(t);

/** A 1 × 1 png. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e2a0a10000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);

function multipart(file: Buffer, filename: string) {
  const boundary = '----clinica' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const putImage = (id: string, file: Buffer, cookie = t.manager, name = 'exercicio.png') =>
  t.request({ method: 'PUT', url: `/api/v1/interventions/${id}/image`, cookie, ...multipart(file, name) });
const get = (url: string, cookie = t.manager) => t.request({ method: 'GET', url, cookie });

async function exercise(name: string) {
  const res = await f.api('POST', '/api/v1/interventions', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe("an exercise's picture (issue 43)", () => {
  it('is uploaded to the intervention, served to the clinic’s staff and patients, replaced and removed', async () => {
    const id = await exercise('Ponte glútea com imagem');
    const first = await putImage(id, PNG);
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().image_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/interventions/${id}/images/[0-9a-f-]{36}$`));
    expect((await f.api('GET', `/api/v1/interventions/${id}`)).json().image_url).toBe(url);
    for (const cookie of [t.manager, f.fisio, f.paciente]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    // Another clinic reads nothing of it.
    expect((await get(url, t.other)).statusCode).toBe(404);

    // A new picture is a new address; the old one is gone.
    const second = await putImage(id, JPEG, t.manager, 'exercicio.jpg');
    expect(second.statusCode, second.body).toBe(200);
    const newUrl = second.json().image_url as string;
    expect(newUrl).not.toBe(url);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(newUrl)).headers['content-type']).toBe('image/jpeg');

    const removed = await t.request({ method: 'DELETE', url: `/api/v1/interventions/${id}/image`, cookie: t.manager });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().image_url).toBeNull();
    expect((await get(newUrl)).statusCode).toBe(404);
  });

  it('refuses what is not a jpg or png (415), no file (400), a writer without the grant (403), another clinic (404)', async () => {
    const id = await exercise('Prancha com imagem');
    const exe = await putImage(id, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]), t.manager, 'x.png');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.fields).toHaveProperty('file');
    const none = await t.request({
      method: 'PUT',
      url: `/api/v1/interventions/${id}/image`,
      cookie: t.manager,
      payload: Buffer.from('------x--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(none.statusCode).toBe(400);
    // The physiotherapist may read the library but not change it (decision 027).
    expect((await putImage(id, PNG, f.fisio)).statusCode).toBe(403);
    expect((await putImage(id, PNG, f.paciente)).statusCode).toBe(403);
    expect((await putImage(id, PNG, t.other)).statusCode).toBe(404);
    expect((await f.api('GET', `/api/v1/interventions/${id}`)).json().image_url).toBeNull();
  });
});
