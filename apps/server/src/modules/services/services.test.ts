import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
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

describe('services', () => {
  let specialtyId: string;
  let massageId: string;
  let bandId: string;

  it('creates a session service with M07 by default, and a product with a VAT rate', async () => {
    specialtyId = (await api('POST', '/api/v1/specialties', { name: 'Desportiva' })).json().id;
    const res = await api('POST', '/api/v1/services', {
      name: 'Massagem desportiva',
      description: 'Massagem de recuperação após treino',
      price_cents: 4500,
      duration_minutes: 45,
      specialty_id: specialtyId,
      colour: '#1e88e5',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Massagem desportiva',
      description: 'Massagem de recuperação após treino',
      price_cents: 4500,
      unit: 'unit',
      duration_minutes: 45,
      vat_rate_percent: null,
      tax_exemption_code: 'M07',
      specialty_id: specialtyId,
      specialty_name: 'Desportiva',
      colour: '#1e88e5',
      kind: 'session',
      active: true,
    });
    massageId = res.json().id;

    const band = await api('POST', '/api/v1/services', {
      name: 'Banda elástica',
      price_cents: 1290,
      unit: 'unit',
      vat_rate_percent: 23,
      kind: 'product',
      description: '',
      colour: '',
    });
    expect(band.statusCode).toBe(201);
    expect(band.json()).toMatchObject({
      vat_rate_percent: 23,
      tax_exemption_code: null,
      kind: 'product',
      description: null,
      colour: null,
      duration_minutes: null,
      specialty_id: null,
      specialty_name: null,
    });
    bandId = band.json().id;
    expect((await api('GET', `/api/v1/services/${massageId}`)).json().name).toBe('Massagem desportiva');
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const res = await api('POST', '/api/v1/services', { name: 'MASSAGEM DESPORTIVA', price_cents: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe um serviço com este nome',
      fields: { name: 'Já existe um serviço com este nome' },
    });
    const rename = await api('PUT', `/api/v1/services/${bandId}`, { name: 'massagem desportiva' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields.name).toBe('Já existe um serviço com este nome');
  });

  it('answers 400 with a message per field', async () => {
    const bad = await api('POST', '/api/v1/services', {
      name: '  ',
      price_cents: -1,
      unit: 'box',
      colour: 'blue',
      duration_minutes: 2,
      kind: 'gift',
      vat_rate_percent: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'Campo Obrigatório',
      price_cents: 'O preço não pode ser negativo',
      unit: 'Unidade inválida',
      colour: 'Cor inválida. Formato: #rrggbb',
      duration_minutes: 'A duração tem de estar entre 5 e 600 minutos',
      kind: 'Tipo inválido',
      vat_rate_percent: 'Taxa de IVA inválida (23, 13 ou 6)',
    });
    const missing = await api('POST', '/api/v1/services', {});
    expect(missing.json().error.fields).toEqual({
      name: 'Campo Obrigatório',
      price_cents: 'Campo Obrigatório',
    });
    const tooMuch = await api('POST', '/api/v1/services', { name: 'Caro', price_cents: 10_000_001 });
    expect(tooMuch.json().error.fields).toEqual({
      price_cents: 'O preço não pode ser superior a 100 000,00 €',
    });
    const cents = await api('POST', '/api/v1/services', { name: 'Decimal', price_cents: 12.5 });
    expect(cents.json().error.fields).toEqual({
      price_cents: 'O preço tem de ser um número inteiro de cêntimos',
    });
    const both = await api('POST', '/api/v1/services', {
      name: 'Ambos',
      price_cents: 100,
      vat_rate_percent: 23,
      tax_exemption_code: 'M07',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({
      tax_exemption_code: 'Indique a taxa de IVA ou o motivo de isenção, não ambos',
    });
    const code = await api('POST', '/api/v1/services', {
      name: 'X',
      price_cents: 1,
      tax_exemption_code: 'M03',
    });
    expect(code.json().error.fields).toEqual({ tax_exemption_code: 'Motivo de isenção inválido' });
    const unknown = await api('POST', '/api/v1/services', { name: 'X', price_cents: 1, discount: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ discount: 'Campo não permitido' });
    const noSpecialty = await api('POST', '/api/v1/services', {
      name: 'Sem especialidade',
      price_cents: 100,
      specialty_id: '0d3c7a52-5b1e-4c59-9d4a-00000000ffff',
    });
    expect(noSpecialty.statusCode).toBe(400);
    expect(noSpecialty.json().error.fields).toEqual({ specialty_id: 'Especialidade não encontrada' });
    expect((await api('GET', '/api/v1/services?q=Sem')).json().total).toBe(0);
  });

  it('changes only the fields sent; a VAT rate replaces the exemption and back', async () => {
    const res = await api('PUT', `/api/v1/services/${massageId}`, { price_cents: 5000, vat_rate_percent: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Massagem desportiva',
      description: 'Massagem de recuperação após treino',
      price_cents: 5000,
      duration_minutes: 45,
      vat_rate_percent: 6,
      tax_exemption_code: null,
      specialty_id: specialtyId,
      colour: '#1e88e5',
      kind: 'session',
      active: true,
    });
    const back = await api('PUT', `/api/v1/services/${massageId}`, { tax_exemption_code: 'M99' });
    expect(back.json()).toMatchObject({
      vat_rate_percent: null,
      tax_exemption_code: 'M99',
      price_cents: 5000,
    });
    const cleared = await api('PUT', `/api/v1/services/${massageId}`, {
      tax_exemption_code: null,
      description: '',
      specialty_id: null,
    });
    expect(cleared.json()).toMatchObject({
      vat_rate_percent: null,
      tax_exemption_code: 'M07',
      description: null,
      specialty_id: null,
      specialty_name: null,
      unit: 'unit',
    });
    const both = await api('PUT', `/api/v1/services/${massageId}`, {
      vat_rate_percent: 13,
      tax_exemption_code: 'M07',
    });
    expect(both.json().error.fields.tax_exemption_code).toBe(
      'Indique a taxa de IVA ou o motivo de isenção, não ambos',
    );
    const unknownSpecialty = await api('PUT', `/api/v1/services/${massageId}`, {
      specialty_id: '0d3c7a52-5b1e-4c59-9d4a-00000000ffff',
    });
    expect(unknownSpecialty.json().error.fields).toEqual({ specialty_id: 'Especialidade não encontrada' });
    const restored = await api('PUT', `/api/v1/services/${massageId}`, { specialty_id: specialtyId });
    expect(restored.json()).toMatchObject({ specialty_id: specialtyId, specialty_name: 'Desportiva' });
    expect((await api('PUT', `/api/v1/services/${massageId}`, {})).json().price_cents).toBe(5000);
  });

  it('lists with search over name and description, paging, sorting and filters', async () => {
    for (const [name, price, description] of [
      ['Fisioterapia ortopédica', 4000, 'Reabilitação após cirurgia'],
      ['Pilates clínico', 3000, null],
      ['Drenagem linfática', 3500, 'Massagem suave'],
    ] as const) {
      const res = await api('POST', '/api/v1/services', { name, price_cents: price, description });
      expect(res.statusCode).toBe(201);
    }
    const all = await api('GET', '/api/v1/services');
    expect(names(all)).toEqual([
      'Banda elástica',
      'Drenagem linfática',
      'Fisioterapia ortopédica',
      'Massagem desportiva',
      'Pilates clínico',
    ]);
    expect(all.json()).toMatchObject({ total: 5, page: 1, page_size: 25 });
    // "massagem" is in one name and one description; every word must match.
    expect(names(await api('GET', '/api/v1/services?q=massagem'))).toEqual([
      'Drenagem linfática',
      'Massagem desportiva',
    ]);
    expect(names(await api('GET', '/api/v1/services?q=MASSAGEM%20suave'))).toEqual(['Drenagem linfática']);
    expect((await api('GET', '/api/v1/services?q=100%25')).json().total).toBe(0);
    const cheap = await api('GET', '/api/v1/services?sort=price_cents&order=asc&page_size=2');
    expect(names(cheap)).toEqual(['Banda elástica', 'Pilates clínico']);
    expect(cheap.json().total).toBe(5);
    const page2 = await api('GET', '/api/v1/services?sort=price_cents&order=desc&page=2&page_size=2');
    expect(names(page2)).toEqual(['Drenagem linfática', 'Pilates clínico']);
    const past = (await api('GET', '/api/v1/services?page=9&page_size=2')).json();
    expect(past).toMatchObject({ items: [], total: 5, page: 9 });
    expect(names(await api('GET', '/api/v1/services?sort=name&order=desc&page_size=1'))).toEqual([
      'Pilates clínico',
    ]);
    expect(names(await api('GET', '/api/v1/services?kind=product'))).toEqual(['Banda elástica']);
    expect(names(await api('GET', `/api/v1/services?specialty_id=${specialtyId}`))).toEqual([
      'Massagem desportiva',
    ]);
    expect((await api('GET', '/api/v1/services?kind=gift')).statusCode).toBe(400);
    expect((await api('GET', '/api/v1/services?active=maybe')).statusCode).toBe(400);
    expect((await api('GET', '/api/v1/services?page_size=201')).statusCode).toBe(400);
  });

  it('hides a deactivated service from the default list but still reads it by id', async () => {
    const off = await api('PUT', `/api/v1/services/${bandId}`, { active: false });
    expect(off.json().active).toBe(false);
    expect(names(await api('GET', '/api/v1/services?kind=product'))).toEqual([]);
    expect(names(await api('GET', '/api/v1/services?active=false'))).toEqual(['Banda elástica']);
    expect((await api('GET', '/api/v1/services?active=all')).json().total).toBe(5);
    expect((await api('GET', '/api/v1/services')).json().total).toBe(4);
    const byId = await api('GET', `/api/v1/services/${bandId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ name: 'Banda elástica', active: false });
    expect((await api('PUT', `/api/v1/services/${bandId}`, { active: true })).json().active).toBe(true);
    expect((await api('GET', '/api/v1/services')).json().total).toBe(5);
  });

  it('keeps a service without a specialty when the specialty is deleted', async () => {
    const del = await api('DELETE', `/api/v1/specialties/${specialtyId}`);
    expect(del.json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/services/${massageId}`)).json()).toMatchObject({
      specialty_id: null,
      specialty_name: null,
    });
  });

  it('hides every service from another clinic (404, nothing changed)', async () => {
    expect((await api('GET', `/api/v1/services/${massageId}`, undefined, other)).statusCode).toBe(404);
    const put = await api('PUT', `/api/v1/services/${massageId}`, { price_cents: 1 }, other);
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe('Serviço não encontrado');
    expect((await api('DELETE', `/api/v1/services/${massageId}`, undefined, other)).statusCode).toBe(404);
    const batch = await api('POST', '/api/v1/services/delete-batch', { ids: [massageId] }, other);
    expect(batch.statusCode).toBe(404);
    expect((await api('GET', '/api/v1/services?active=all', undefined, other)).json().total).toBe(0);
    // Their own service of the same name is fine: names are unique per clinic.
    expect(
      (await api('POST', '/api/v1/services', { name: 'Massagem desportiva', price_cents: 1 }, other))
        .statusCode,
    ).toBe(201);
    expect((await api('GET', `/api/v1/services/${massageId}`)).json()).toMatchObject({
      price_cents: 5000,
      active: true,
    });
  });

  it('lets professionals and front desk read, but only managers write; patients get 403', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await api('GET', '/api/v1/services', undefined, fisio)).statusCode).toBe(200);
    expect((await api('GET', `/api/v1/services/${massageId}`, undefined, fisio)).statusCode).toBe(200);
    expect((await api('POST', '/api/v1/services', { name: 'X', price_cents: 1 }, fisio)).statusCode).toBe(
      403,
    );
    expect((await api('PUT', `/api/v1/services/${massageId}`, { price_cents: 1 }, fisio)).statusCode).toBe(
      403,
    );
    expect((await api('DELETE', `/api/v1/services/${massageId}`, undefined, fisio)).statusCode).toBe(403);
    // 403 before validation: an invalid body does not reveal the schema.
    const forbidden = await api('POST', '/api/v1/services', { bogus: true }, fisio);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.fields).toBeUndefined();
    const rececao = await t.login('rececao@demo.clinica.pt');
    expect((await api('GET', '/api/v1/services', undefined, rececao)).json().total).toBe(5);
    expect((await api('POST', '/api/v1/services', { name: 'X', price_cents: 1 }, rececao)).statusCode).toBe(
      403,
    );
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/services', undefined, paciente)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/services/${massageId}`, undefined, paciente)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/services/${massageId}`)).json().price_cents).toBe(5000);
  });

  it('deletes a service nobody needs, and deactivates one that records still reference', async () => {
    // No table references services yet (appointments come later): a stand-in table with a real foreign key.
    await t.database.db.execute(
      sql`create table test_service_refs (service_id uuid not null references services(id))`,
    );
    await t.database.db.execute(sql`insert into test_service_refs values (${massageId})`);
    expect((await api('DELETE', `/api/v1/services/${massageId}`)).json()).toEqual({ result: 'deactivated' });
    expect((await api('GET', `/api/v1/services/${massageId}`)).json().active).toBe(false);
    expect(names(await api('GET', '/api/v1/services?q=massagem'))).toEqual(['Drenagem linfática']);
    expect(names(await api('GET', '/api/v1/services?q=massagem&active=all'))).toEqual([
      'Drenagem linfática',
      'Massagem desportiva',
    ]);
    expect((await api('DELETE', `/api/v1/services/${bandId}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/services/${bandId}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/services/${bandId}`)).statusCode).toBe(404);
  });

  it('deletes in a batch, all or nothing', async () => {
    const ids = (await api('GET', '/api/v1/services?active=all'))
      .json()
      .items.map((s: { id: string }) => s.id);
    expect(ids).toHaveLength(4);
    const missing = '0d3c7a52-5b1e-4c59-9d4a-00000000ffff';
    const partial = await api('POST', '/api/v1/services/delete-batch', { ids: [ids[0], missing] });
    expect(partial.statusCode).toBe(404);
    expect((await api('GET', '/api/v1/services?active=all')).json().total).toBe(4);
    expect((await api('POST', '/api/v1/services/delete-batch', { ids: [] })).statusCode).toBe(400);
    const res = await api('POST', '/api/v1/services/delete-batch', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivated).toEqual([massageId]);
    expect([...res.json().deleted].sort()).toEqual(ids.filter((id: string) => id !== massageId).sort());
    expect(names(await api('GET', '/api/v1/services?active=all'))).toEqual(['Massagem desportiva']);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from services`);
    expect(rows[0]!.n).toBe(2); // the deactivated one, and the other clinic's
  });
});
