import fs from 'node:fs';
import path from 'node:path';
import type * as FsPromises from 'node:fs/promises';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A full disk during an upload (issue 52): the storage write fails with ENOSPC. The client is told so
 * (507, the error shape, a message a person reads) and nothing is kept: no row, no partial file.
 */
const full = { on: false };
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const writeFile: typeof real.writeFile = async (file, data, options) => {
    if (!full.on) return real.writeFile(file, data, options);
    // What a full disk leaves: part of the bytes, then the error.
    await real.writeFile(file, 'partial');
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return { ...real, default: { ...real, writeFile }, writeFile };
});

let t: TestApp;
let manager: string;
let patientId: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
  patientId = (
    await t.request({
      method: 'POST',
      url: '/api/v1/users/patients',
      cookie: manager,
      payload: { first_name: 'Rui', surname: 'Disco', nif: '298765438' },
    })
  ).json().id;
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20), Buffer.from('\n%%EOF\n')]);
const b = 'diskFull';
const upload = () =>
  t.request({
    method: 'POST',
    url: `/api/v1/users/${patientId}/files`,
    cookie: manager,
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="rx.pdf"\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  });
const filesOnDisk = () => {
  const root = path.join(t.config.dataDir, 'files');
  return fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true })
        .filter((f) => !fs.statSync(path.join(root, String(f))).isDirectory())
    : [];
};
const listed = async () =>
  (await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files`, cookie: manager })).json().items
    .length;

it('answers 507 naming the cause when the disk is full, and keeps neither a row nor a partial file', async () => {
  full.on = true;
  const res = await upload();
  full.on = false;
  expect(res.statusCode).toBe(507);
  expect(res.json()).toEqual({
    error: {
      code: 'insufficient_storage',
      message:
        'Não há espaço para guardar o ficheiro no servidor: nada foi guardado. Tente mais tarde ou contacte o suporte.',
    },
  });
  expect(await listed()).toBe(0);
  expect(filesOnDisk()).toEqual([]);
  // The disk has room again: the same upload is kept.
  expect((await upload()).statusCode).toBe(201);
  expect(await listed()).toBe(1);
  expect(filesOnDisk()).toHaveLength(1);
});
