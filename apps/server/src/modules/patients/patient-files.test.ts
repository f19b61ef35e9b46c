import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
      payload: { first_name: 'Inês', surname: 'Ficheiros', nif: '298765438', notes: 'Entorse.' },
    })
  ).json().id;
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20), Buffer.from('\n%%EOF\n')]);

function multipart(file: Buffer, filename: string, name?: string) {
  const b = 'clinicaBoundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat([
      ...(name
        ? [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`)]
        : []),
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  };
}
const upload = (file: Buffer, filename: string, name?: string, cookie = manager, id = patientId) =>
  t.request({ method: 'POST', url: `/api/v1/users/${id}/files`, cookie, ...multipart(file, filename, name) });

describe('patient files', () => {
  it('round-trips a PDF: listed, downloaded as an attachment with its type, deleted', async () => {
    const res = await upload(PDF, 'relatorio.bin', 'Relatório de ressonância');
    expect(res.statusCode).toBe(201);
    const f = res.json();
    expect(f).toMatchObject({
      name: 'Relatório de ressonância',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      created_by_name: 'Helena Marques',
    });
    const list = (
      await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files`, cookie: manager })
    ).json();
    expect(list.items.map((x: { id: string }) => x.id)).toContain(f.id);
    const dl = await t.request({
      method: 'GET',
      url: `/api/v1/users/${patientId}/files/${f.id}`,
      cookie: manager,
    });
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''Relat%C3%B3rio/);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/users/${patientId}/files/${f.id}`,
          cookie: manager,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files/${f.id}`, cookie: manager }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an .exe renamed .png, an empty file and a 21 MB file, with messages', async () => {
    const exe = await upload(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(512)]), 'foto.png');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe('Tipo de ficheiro não suportado. Use PDF, JPG, PNG ou WebP.');
    const empty = await upload(Buffer.alloc(0), 'vazio.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('O ficheiro está vazio');
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]), 'grande.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O ficheiro não pode exceder 20 MB');
    const list = (
      await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files`, cookie: manager })
    ).json();
    expect(list.items).toHaveLength(0);
  });

  it('answers 404 for another clinic’s patient or file', async () => {
    const f = (await upload(PDF, 'a.pdf')).json();
    const other = await t.login('gestor@teste.clinica.pt');
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files`, cookie: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files/${f.id}`, cookie: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/users/${patientId}/files/${f.id}`, cookie: other }))
        .statusCode,
    ).toBe(404);
    expect((await upload(PDF, 'b.pdf', undefined, other)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/users/${patientId}/files/${f.id}`, cookie: manager }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps a deleted patient’s documents: a patient with files is deactivated, not deleted', async () => {
    const create = (surname: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/users/patients',
        cookie: manager,
        payload: { first_name: 'Rita', surname },
      });
    const withFile = (await create('Com Ficheiro')).json().id as string;
    const withoutFile = (await create('Sem Ficheiro')).json().id as string;
    expect((await upload(PDF, 'exame.pdf', 'Exame', manager, withFile)).statusCode).toBe(201);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/users/patients/delete-batch',
      cookie: manager,
      payload: { ids: [withFile, withoutFile] },
    });
    expect(res.json()).toEqual({ deleted: [withoutFile], deactivated: [withFile] });
  });
});

describe('GDPR', () => {
  it('exports the record, its audit trail and files as a zip', async () => {
    await upload(PDF, 'exame.pdf', 'Exame');
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/users/patients/${patientId}/export`,
      cookie: manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const doc = JSON.parse(strFromU8(zip['paciente.json']!));
    expect(doc.patient).toMatchObject({
      id: patientId,
      first_name: 'Inês',
      nif: '298765438',
      notes: 'Entorse.',
    });
    expect(doc.audit.map((e: { action: string }) => e.action)).toContain('patient.create');
    const exam = doc.files.find((f: { name: string }) => f.name === 'Exame');
    expect(Buffer.from(zip[exam.path]!).equals(PDF)).toBe(true);
    const trail = (
      await t.request({ method: 'GET', url: `/api/v1/users/patients/${patientId}/audit`, cookie: manager })
    ).json();
    expect(trail.items[0].action).toBe('patient.export');
  });

  it('erases personal data and files; the patient answers 404 and leaves lists', async () => {
    const fd = await t.login('rececao@demo.clinica.pt');
    expect(
      (await t.request({ method: 'POST', url: `/api/v1/users/patients/${patientId}/erase`, cookie: fd }))
        .statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/users/patients/${patientId}/erase`,
      cookie: manager,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/users/patients/${patientId}`, cookie: manager }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/users/patients?q=ines', cookie: manager })).json()
        .total,
    ).toBe(0);
    const all = (
      await t.request({
        method: 'GET',
        url: '/api/v1/users/patients?active=all&q=anonimizado',
        cookie: manager,
      })
    ).json();
    expect(all.items).toHaveLength(0); // nothing searchable remains
  });
});
