import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

const MINE = ['Aurora Seguros', 'Boreal Saúde', 'Cometa Seguros'];
// The demo seed has insurers of its own: assertions look at the ones this file creates.
const ours = (res: { json(): { items: Array<{ name: string }> } }) =>
  res
    .json()
    .items.map((s) => s.name)
    .filter((n) => MINE.includes(n));
const total = async (cookie = t.manager) =>
  (await api('GET', '/api/v1/insurers', undefined, cookie)).json().total;

describe('insurers', () => {
  let auroraId: string;
  let baseline: number;

  it('creates an insurer, validating Portuguese fields', async () => {
    baseline = await total();
    const bad = await api('POST', '/api/v1/insurers', {
      name: 'Aurora Seguros',
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
      name: 'Aurora Seguros',
      nif: 'PT 503 496 944',
      contact: 'Linha de prestadores',
      email: 'prestadores@medis.pt',
      phone: '218 458 888',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Aurora Seguros',
      fiscal_name: null,
      nif: '503496944',
      address: null,
      postal_code: null,
      city: null,
      agreement_number: null,
      contact: 'Linha de prestadores',
      email: 'prestadores@medis.pt',
      phone: '+351218458888',
      active: true,
    });
    auroraId = res.json().id;
    const plain = await api('POST', '/api/v1/insurers', {
      name: 'Cometa Seguros',
      nif: '',
      email: '',
      contact: ' ',
    });
    expect(plain.json()).toMatchObject({
      name: 'Cometa Seguros',
      nif: null,
      email: null,
      contact: null,
      phone: null,
    });
    expect((await api('GET', `/api/v1/insurers/${auroraId}`)).json().name).toBe('Aurora Seguros');
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const res = await api('POST', '/api/v1/insurers', { name: 'AURORA SEGUROS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe uma seguradora com este nome',
      fields: { name: 'Já existe uma seguradora com este nome' },
    });
  });

  it('changes only the fields sent', async () => {
    const res = await api('PUT', `/api/v1/insurers/${auroraId}`, { contact: 'Dra. Sofia Matos', phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Aurora Seguros',
      nif: '503496944',
      contact: 'Dra. Sofia Matos',
      email: 'prestadores@medis.pt',
      phone: null,
    });
    const rename = await api('PUT', `/api/v1/insurers/${auroraId}`, { name: 'cometa seguros' });
    expect(rename.json().error.fields.name).toBe('Já existe uma seguradora com este nome');
    expect((await api('PUT', `/api/v1/insurers/${auroraId}`, { name: '' })).json().error.fields).toEqual({
      name: 'Campo Obrigatório',
    });
  });

  it('lists with search, paging and sorting', async () => {
    expect((await api('POST', '/api/v1/insurers', { name: 'Boreal Saúde' })).statusCode).toBe(201);
    const all = await api('GET', '/api/v1/insurers?page_size=200');
    expect(all.json().total).toBe(baseline + 3);
    expect(ours(all)).toEqual(['Aurora Seguros', 'Boreal Saúde', 'Cometa Seguros']);
    const search = await api('GET', '/api/v1/insurers?q=SEGUROS');
    expect(ours(search)).toEqual(['Aurora Seguros', 'Cometa Seguros']);
    for (const i of search.json().items) expect(i.name.toLowerCase()).toContain('seguros');
    expect(ours(await api('GET', '/api/v1/insurers?q=boreal%20sa'))).toEqual(['Boreal Saúde']);
    expect((await api('GET', '/api/v1/insurers?q=boreal%20seguros')).json().total).toBe(0);
    const desc = (await api('GET', '/api/v1/insurers?sort=name&order=desc&page_size=200')).json();
    expect(desc.items.map((i: { id: string }) => i.id)).toEqual(
      [...all.json().items].reverse().map((i: { id: string }) => i.id),
    );
    const page = (await api('GET', '/api/v1/insurers?sort=name&order=desc&page=2&page_size=2')).json();
    expect(page).toEqual({
      items: desc.items.slice(2, 4),
      total: baseline + 3,
      total_capped: false,
      page: 2,
      page_size: 2,
    });
  });

  it('hides every insurer from another clinic (404, nothing changed)', async () => {
    expect((await api('GET', `/api/v1/insurers/${auroraId}`, undefined, t.other)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/insurers/${auroraId}`, { name: 'Roubada' }, t.other)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/api/v1/insurers/${auroraId}`, undefined, t.other)).statusCode).toBe(404);
    expect(ours(await api('GET', '/api/v1/insurers?page_size=200', undefined, t.other))).toEqual([]);
    expect((await api('GET', `/api/v1/insurers/${auroraId}`)).json().name).toBe('Aurora Seguros');
  });

  it('lets professionals and front desk read, but not write', async () => {
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect(await total(cookie)).toBe(baseline + 3);
      expect((await api('POST', '/api/v1/insurers', { name: 'X' }, cookie)).statusCode).toBe(403);
      expect((await api('PUT', `/api/v1/insurers/${auroraId}`, { name: 'X' }, cookie)).statusCode).toBe(403);
      expect((await api('DELETE', `/api/v1/insurers/${auroraId}`, undefined, cookie)).statusCode).toBe(403);
    }
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/insurers', undefined, paciente)).statusCode).toBe(403);
  });

  it('deletes an insurer nobody needs', async () => {
    expect((await api('DELETE', `/api/v1/insurers/${auroraId}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/insurers/${auroraId}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/insurers/${auroraId}`)).statusCode).toBe(404);
    expect(ours(await api('GET', '/api/v1/insurers?page_size=200'))).toEqual([
      'Boreal Saúde',
      'Cometa Seguros',
    ]);
    expect(await total()).toBe(baseline + 2);
  });
});
