import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

type Item = { id: string; name: string; description: string | null; price_cents: number };
const list = async (query = '', cookie = t.manager) => {
  const res = await api('GET', `/api/v1/services${query}`, undefined, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number; page: number; page_size: number };
};
const MISSING = '0d3c7a52-5b1e-4c59-9d4a-00000000ffff';

// The demo seed has services of its own: assertions look at the ones this file creates.
const created: Record<string, string> = {};
const ours = (items: Item[]) => items.map((s) => s.name).filter((n) => n in created);

describe('services', () => {
  let specialtyId: string;
  let baseline: { active: number; all: number };

  it('creates a session service with M07 by default, and a product with a VAT class', async () => {
    baseline = { active: (await list()).total, all: (await list('?active=all')).total };
    specialtyId = (await api('POST', '/api/v1/specialties', { name: 'Reabilitação desportiva' })).json().id;
    const res = await api('POST', '/api/v1/services', {
      name: 'Massagem desportiva',
      description: 'Recuperação muscular após o treino',
      price_cents: 4500,
      duration_minutes: 45,
      specialty_id: specialtyId,
      colour: '#1e88e5',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Massagem desportiva',
      description: 'Recuperação muscular após o treino',
      price_cents: 4500,
      unit: 'unit',
      duration_minutes: 45,
      vat_class: null,
      tax_exemption_code: 'M07',
      specialty_id: specialtyId,
      specialty_name: 'Reabilitação desportiva',
      colour: '#1e88e5',
      kind: 'session',
      active: true,
      stock_quantity_milli: 0,
      low_stock_threshold_milli: null,
    });
    created['Massagem desportiva'] = res.json().id;

    const band = await api('POST', '/api/v1/services', {
      name: 'Bola de pilates 65 cm',
      price_cents: 1290,
      unit: 'unit',
      vat_class: 'normal',
      kind: 'product',
      description: '',
      colour: '',
    });
    expect(band.statusCode).toBe(201);
    expect(band.json()).toMatchObject({
      vat_class: 'normal',
      tax_exemption_code: null,
      kind: 'product',
      description: null,
      colour: null,
      duration_minutes: null,
      specialty_id: null,
      specialty_name: null,
    });
    created['Bola de pilates 65 cm'] = band.json().id;
    const byId = await api('GET', `/api/v1/services/${created['Massagem desportiva']}`);
    expect(byId.json()).toEqual(res.json());
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const res = await api('POST', '/api/v1/services', { name: 'MASSAGEM DESPORTIVA', price_cents: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe um serviço com este nome',
      fields: { name: 'Já existe um serviço com este nome' },
    });
    const rename = await api('PUT', `/api/v1/services/${created['Bola de pilates 65 cm']}`, {
      name: 'massagem desportiva',
    });
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
      vat_class: 'super-reduced',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'Campo Obrigatório',
      price_cents: 'O preço não pode ser negativo',
      unit: 'Unidade inválida',
      colour: 'Cor inválida. Formato: #rrggbb',
      duration_minutes: 'A duração tem de estar entre 5 e 600 minutos',
      kind: 'Tipo inválido',
      vat_class: 'Classe de IVA inválida (normal, intermédia ou reduzida)',
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
      vat_class: 'normal',
      tax_exemption_code: 'M07',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toEqual({
      code: 'validation_failed',
      message: 'Dados inválidos',
      fields: { tax_exemption_code: 'Indique a taxa de IVA ou o motivo de isenção, não ambos' },
    });
    const code = await api('POST', '/api/v1/services', {
      name: 'X',
      price_cents: 1,
      tax_exemption_code: 'M03',
    });
    expect(code.json().error.fields).toEqual({ tax_exemption_code: 'Motivo de isenção inválido' });
    // The mainland rate a service used to carry: the class now decides it with the clinic's tax region.
    const oldRate = await api('POST', '/api/v1/services', {
      name: 'X',
      price_cents: 1,
      vat_rate_percent: 23,
    });
    expect(oldRate.json().error.fields).toEqual({ vat_rate_percent: 'Campo não permitido' });
    const unknown = await api('POST', '/api/v1/services', { name: 'X', price_cents: 1, discount: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ discount: 'Campo não permitido' });
    const noSpecialty = await api('POST', '/api/v1/services', {
      name: 'Sem especialidade',
      price_cents: 100,
      specialty_id: MISSING,
    });
    expect(noSpecialty.statusCode).toBe(400);
    expect(noSpecialty.json().error.fields).toEqual({ specialty_id: 'Especialidade não encontrada' });
    expect((await list('?active=all')).total).toBe(baseline.all + 2);
  });

  it('changes only the fields sent; a VAT class replaces the exemption and back', async () => {
    const id = created['Massagem desportiva'];
    const res = await api('PUT', `/api/v1/services/${id}`, { price_cents: 5000, vat_class: 'reduced' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Massagem desportiva',
      description: 'Recuperação muscular após o treino',
      price_cents: 5000,
      unit: 'unit',
      duration_minutes: 45,
      vat_class: 'reduced',
      tax_exemption_code: null,
      specialty_id: specialtyId,
      colour: '#1e88e5',
      kind: 'session',
      active: true,
    });
    const back = await api('PUT', `/api/v1/services/${id}`, { tax_exemption_code: 'M99' });
    expect(back.json()).toMatchObject({
      vat_class: null,
      tax_exemption_code: 'M99',
      price_cents: 5000,
    });
    const cleared = await api('PUT', `/api/v1/services/${id}`, {
      tax_exemption_code: null,
      description: '',
      specialty_id: null,
    });
    expect(cleared.json()).toMatchObject({
      vat_class: null,
      tax_exemption_code: 'M07',
      description: null,
      specialty_id: null,
      specialty_name: null,
      duration_minutes: 45,
    });
    const both = await api('PUT', `/api/v1/services/${id}`, {
      vat_class: 'intermediate',
      tax_exemption_code: 'M07',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({
      tax_exemption_code: 'Indique a taxa de IVA ou o motivo de isenção, não ambos',
    });
    const unknownSpecialty = await api('PUT', `/api/v1/services/${id}`, { specialty_id: MISSING });
    expect(unknownSpecialty.statusCode).toBe(400);
    expect(unknownSpecialty.json().error.fields).toEqual({ specialty_id: 'Especialidade não encontrada' });
    const restored = await api('PUT', `/api/v1/services/${id}`, {
      specialty_id: specialtyId,
      description: 'Recuperação muscular após o treino',
    });
    expect(restored.json()).toMatchObject({
      specialty_id: specialtyId,
      specialty_name: 'Reabilitação desportiva',
    });
    const same = await api('PUT', `/api/v1/services/${id}`, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(restored.json());
  });

  it('lists with search over name and description, paging, sorting and filters', async () => {
    for (const [name, price, description] of [
      ['Fisioterapia ortopédica', 4100, 'Reabilitação após cirurgia'],
      ['Hidroterapia', 3100, null],
      ['Drenagem linfática', 3600, 'Técnica manual suave, sem massagem profunda'],
    ] as const) {
      const res = await api('POST', '/api/v1/services', { name, price_cents: price, description });
      expect(res.statusCode).toBe(201);
      created[name] = res.json().id;
    }
    const all = await list('?page_size=200');
    expect(all).toMatchObject({ total: baseline.active + 5, page: 1, page_size: 200 });
    expect(ours(all.items)).toEqual([
      'Bola de pilates 65 cm',
      'Drenagem linfática',
      'Fisioterapia ortopédica',
      'Hidroterapia',
      'Massagem desportiva',
    ]);
    expect((await list()).page_size).toBe(25);

    // Every word must match the name or the description, in any case.
    const search = await list('?q=MASSAGEM&page_size=200');
    expect(ours(search.items)).toEqual(['Drenagem linfática', 'Massagem desportiva']);
    for (const s of search.items) expect(`${s.name} ${s.description}`.toLowerCase()).toContain('massagem');
    expect(ours((await list('?q=massagem%20suave')).items)).toEqual(['Drenagem linfática']);
    expect(ours((await list('?q=%20%20hidro%20')).items)).toEqual(['Hidroterapia']);
    expect((await list('?q=100%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);

    const byPrice = (await list('?sort=price_cents&order=desc&page_size=200')).items;
    expect(byPrice.map((s) => s.price_cents)).toEqual(
      [...byPrice.map((s) => s.price_cents)].sort((a, b) => b - a),
    );
    expect(ours(byPrice)).toEqual([
      'Massagem desportiva',
      'Fisioterapia ortopédica',
      'Drenagem linfática',
      'Hidroterapia',
      'Bola de pilates 65 cm',
    ]);
    const page2 = await list('?sort=price_cents&order=desc&page=2&page_size=2');
    expect(page2).toMatchObject({ total: baseline.active + 5, page: 2, page_size: 2 });
    expect(page2.items.map((s) => s.id)).toEqual(byPrice.slice(2, 4).map((s) => s.id));
    const past = await list('?page=99&page_size=2');
    expect(past).toMatchObject({ items: [], total: baseline.active + 5, page: 99 });
    const byNameDesc = (await list('?sort=name&order=desc&page_size=200')).items;
    expect(byNameDesc.map((s) => s.id)).toEqual([...all.items].reverse().map((s) => s.id));

    const products = (await list('?kind=product&page_size=200')).items;
    expect(ours(products)).toEqual(['Bola de pilates 65 cm']);
    expect(products.every((s) => (s as Item & { kind: string }).kind === 'product')).toBe(true);
    expect((await list(`?specialty_id=${specialtyId}`)).items.map((s) => s.name)).toEqual([
      'Massagem desportiva',
    ]);
    for (const bad of ['?kind=gift', '?active=maybe', '?page_size=201', '?specialty_id=x', '?page=0']) {
      expect((await api('GET', `/api/v1/services${bad}`)).statusCode).toBe(400);
    }
  });

  it('hides a deactivated service from the default list but still reads it by id', async () => {
    const id = created['Bola de pilates 65 cm'];
    const off = await api('PUT', `/api/v1/services/${id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, price_cents: 1290, kind: 'product' });
    expect(ours((await list('?kind=product')).items)).toEqual([]);
    expect(ours((await list('?active=false')).items)).toEqual(['Bola de pilates 65 cm']);
    expect((await list('?active=all')).total).toBe(baseline.all + 5);
    expect((await list()).total).toBe(baseline.active + 4);
    expect(ours((await list('?q=pilates')).items)).toEqual([]);
    const byId = await api('GET', `/api/v1/services/${id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ name: 'Bola de pilates 65 cm', active: false });
    expect((await api('PUT', `/api/v1/services/${id}`, { active: true })).json().active).toBe(true);
    expect((await list()).total).toBe(baseline.active + 5);
  });

  it('keeps a service, without a specialty, when the specialty is deleted', async () => {
    expect((await api('DELETE', `/api/v1/specialties/${specialtyId}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/services/${created['Massagem desportiva']}`)).json()).toMatchObject({
      specialty_id: null,
      specialty_name: null,
      price_cents: 5000,
    });
  });

  it('hides every service from another clinic (404, nothing changed)', async () => {
    const id = created['Massagem desportiva']!;
    const get = await api('GET', `/api/v1/services/${id}`, undefined, t.other);
    expect(get.statusCode).toBe(404);
    expect(get.json().error.message).toBe('Serviço não encontrado');
    expect((await api('PUT', `/api/v1/services/${id}`, { price_cents: 1 }, t.other)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/services/${id}`, { active: false }, t.other)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/services/${id}`, undefined, t.other)).statusCode).toBe(404);
    expect((await api('POST', '/api/v1/services/delete-batch', { ids: [id] }, t.other)).statusCode).toBe(404);
    const theirs = await list('?active=all&page_size=200', t.other);
    expect(theirs.items.map((s) => s.id)).not.toContain(id);
    expect(ours(theirs.items)).toEqual([]);
    // Names are unique per clinic: the other clinic may use the same one.
    const same = await api(
      'POST',
      '/api/v1/services',
      { name: 'Massagem desportiva', price_cents: 1 },
      t.other,
    );
    expect(same.statusCode).toBe(201);
    expect((await api('GET', `/api/v1/services/${id}`)).json()).toMatchObject({
      price_cents: 5000,
      active: true,
    });
  });

  it('lets professionals and front desk read, only managers write; patients get 403', async () => {
    const id = created['Massagem desportiva'];
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await list('', fisio)).total).toBe(baseline.active + 5);
    expect((await api('GET', `/api/v1/services/${id}`, undefined, fisio)).statusCode).toBe(200);
    expect((await api('POST', '/api/v1/services', { name: 'X', price_cents: 1 }, fisio)).statusCode).toBe(
      403,
    );
    expect((await api('PUT', `/api/v1/services/${id}`, { price_cents: 1 }, fisio)).statusCode).toBe(403);
    expect((await api('DELETE', `/api/v1/services/${id}`, undefined, fisio)).statusCode).toBe(403);
    expect((await api('POST', '/api/v1/services/delete-batch', { ids: [id] }, fisio)).statusCode).toBe(403);
    // 403 comes before validation: an invalid body does not reveal the schema.
    const forbidden = await api('POST', '/api/v1/services', { bogus: true }, fisio);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.fields).toBeUndefined();
    const rececao = await t.login('rececao@demo.clinica.pt');
    expect((await list('', rececao)).total).toBe(baseline.active + 5);
    expect((await api('POST', '/api/v1/services', { name: 'X', price_cents: 1 }, rececao)).statusCode).toBe(
      403,
    );
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/services', undefined, paciente)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/services/${id}`, undefined, paciente)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/services/${id}`)).json().price_cents).toBe(5000);
  });

  it('deletes a service nobody needs, and deactivates one that records still reference', async () => {
    // Nothing references services yet (appointments come later): a stand-in table with a real foreign key.
    const massage = created['Massagem desportiva']!;
    // Its key includes the tenant, as every tenant table's (decision 035).
    await t.asOwner(
      sql`create table test_service_refs (tenant_id uuid not null, service_id uuid not null,
                                          foreign key (tenant_id, service_id) references services (tenant_id, id))`,
    );
    await t.asOwner(sql`insert into test_service_refs values (${DEMO_TENANT_ID}, ${massage})`);
    expect((await api('DELETE', `/api/v1/services/${massage}`)).json()).toEqual({ result: 'deactivated' });
    expect((await api('GET', `/api/v1/services/${massage}`)).json()).toMatchObject({
      active: false,
      name: 'Massagem desportiva',
    });
    expect(ours((await list('?q=massagem')).items)).toEqual(['Drenagem linfática']);
    expect(ours((await list('?q=massagem&active=all')).items)).toEqual([
      'Drenagem linfática',
      'Massagem desportiva',
    ]);
    const hydro = created['Hidroterapia'];
    expect((await api('DELETE', `/api/v1/services/${hydro}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/services/${hydro}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/services/${hydro}`)).statusCode).toBe(404);
    delete created['Hidroterapia'];
  });

  it('deletes in a batch, all or nothing', async () => {
    const ids = Object.values(created);
    expect(ids).toHaveLength(4);
    const partial = await api('POST', '/api/v1/services/delete-batch', { ids: [ids[0], MISSING] });
    expect(partial.statusCode).toBe(404);
    expect((await list('?active=all')).total).toBe(baseline.all + 4);
    const empty = await api('POST', '/api/v1/services/delete-batch', { ids: [] });
    expect(empty.statusCode).toBe(400);
    const res = await api('POST', '/api/v1/services/delete-batch', { ids: [...ids, ids[0]] });
    expect(res.statusCode).toBe(200);
    const massage = created['Massagem desportiva'];
    expect(res.json().deactivated).toEqual([massage]);
    expect([...res.json().deleted].sort()).toEqual(ids.filter((id) => id !== massage).sort());
    expect(ours((await list('?active=all&page_size=200')).items)).toEqual(['Massagem desportiva']);
    expect((await list('?active=all')).total).toBe(baseline.all + 1);
    const rows = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from services where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
    expect(rows[0]!.n).toBe(1);
  });
});
