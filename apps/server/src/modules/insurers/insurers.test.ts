import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
  other = await t.login('gestor@teste.clinica.pt');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = manager) =>
  t.request({ method, url, payload, cookie });
const names = (res: { json(): { items: Array<{ name: string }> } }) => res.json().items.map((s) => s.name);

describe('insurers', () => {
  let medisId: string;

  it('creates an insurer, validating Portuguese fields', async () => {
    const bad = await api('POST', '/api/v1/insurers', {
      name: 'Médis',
      nif: '123456780',
      email: 'x',
      phone: '12',
      fax: '21',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      nif: 'NIF inválido',
      email: 'E-mail inválido',
      phone: 'Número de telefone inválido',
      fax: 'Campo não permitido',
    });
    const res = await api('POST', '/api/v1/insurers', {
      name: 'Médis',
      nif: 'PT 503 496 944',
      contact: 'Linha de prestadores',
      email: 'prestadores@medis.pt',
      phone: '218 458 888',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Médis',
      nif: '503496944',
      contact: 'Linha de prestadores',
      email: 'prestadores@medis.pt',
      phone: '+351218458888',
      active: true,
    });
    medisId = res.json().id;
    const plain = await api('POST', '/api/v1/insurers', {
      name: 'Tranquilidade',
      nif: '',
      email: '',
      contact: ' ',
    });
    expect(plain.json()).toMatchObject({
      name: 'Tranquilidade',
      nif: null,
      email: null,
      contact: null,
      phone: null,
    });
    expect((await api('GET', `/api/v1/insurers/${medisId}`)).json().name).toBe('Médis');
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const res = await api('POST', '/api/v1/insurers', { name: 'MÉDIS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe uma seguradora com este nome',
      fields: { name: 'Já existe uma seguradora com este nome' },
    });
  });

  it('changes only the fields sent', async () => {
    const res = await api('PUT', `/api/v1/insurers/${medisId}`, { contact: 'Dra. Sofia Matos', phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Médis',
      nif: '503496944',
      contact: 'Dra. Sofia Matos',
      email: 'prestadores@medis.pt',
      phone: null,
    });
    const rename = await api('PUT', `/api/v1/insurers/${medisId}`, { name: 'TRANQUILIDADE' });
    expect(rename.json().error.fields.name).toBe('Já existe uma seguradora com este nome');
    expect((await api('PUT', `/api/v1/insurers/${medisId}`, { name: '' })).json().error.fields).toEqual({
      name: 'Campo Obrigatório',
    });
  });

  it('lists with search, paging and sorting', async () => {
    await api('POST', '/api/v1/insurers', { name: 'Allianz Saúde' });
    expect(names(await api('GET', '/api/v1/insurers'))).toEqual(['Allianz Saúde', 'Médis', 'Tranquilidade']);
    expect(names(await api('GET', '/api/v1/insurers?q=quil'))).toEqual(['Tranquilidade']);
    expect(names(await api('GET', '/api/v1/insurers?q=allianz%20sa'))).toEqual(['Allianz Saúde']);
    const page = (await api('GET', '/api/v1/insurers?sort=name&order=desc&page_size=2')).json();
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Tranquilidade', 'Médis']);
    expect(page.total).toBe(3);
  });

  it('hides every insurer from another clinic (404, nothing changed)', async () => {
    expect((await api('GET', `/api/v1/insurers/${medisId}`, undefined, other)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/insurers/${medisId}`, { name: 'Roubada' }, other)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/api/v1/insurers/${medisId}`, undefined, other)).statusCode).toBe(404);
    expect((await api('GET', '/api/v1/insurers', undefined, other)).json().total).toBe(0);
    expect((await api('GET', `/api/v1/insurers/${medisId}`)).json().name).toBe('Médis');
  });

  it('lets professionals and front desk read, but not write', async () => {
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect((await api('GET', '/api/v1/insurers', undefined, cookie)).json().total).toBe(3);
      expect((await api('POST', '/api/v1/insurers', { name: 'X' }, cookie)).statusCode).toBe(403);
      expect((await api('PUT', `/api/v1/insurers/${medisId}`, { name: 'X' }, cookie)).statusCode).toBe(403);
      expect((await api('DELETE', `/api/v1/insurers/${medisId}`, undefined, cookie)).statusCode).toBe(403);
    }
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/insurers', undefined, paciente)).statusCode).toBe(403);
  });

  it('deletes an insurer nobody needs', async () => {
    expect((await api('DELETE', `/api/v1/insurers/${medisId}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/insurers/${medisId}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/insurers/${medisId}`)).statusCode).toBe(404);
    expect(names(await api('GET', '/api/v1/insurers'))).toEqual(['Allianz Saúde', 'Tranquilidade']);
  });
});
