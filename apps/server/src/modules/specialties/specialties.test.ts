import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { professionalSpecialties } from '../../db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import { DEMO_PROFESSIONAL_ID as FISIO_ID } from '../../db/seed/demo-ids.js';

const t = useTestApp();
const { api } = t;

const MINE = ['Neurológica', 'Desportiva', 'Pediátrica', 'Cardiorrespiratória'];
// The demo seed has specialties of its own: assertions look at the ones this file creates.
const ours = (res: { json(): { items: Array<{ name: string }> } }) =>
  res
    .json()
    .items.map((s) => s.name)
    .filter((n) => MINE.includes(n));
const total = async (cookie = t.manager) =>
  (await api('GET', '/api/v1/specialties', undefined, cookie)).json().total;

describe('specialties', () => {
  let ids: Record<string, string> = {};
  let baseline: number;

  it('creates, reads and renames', async () => {
    baseline = await total();
    for (const name of ['Neurológica', 'Desportiva', 'Pediátrica', 'Respiratória']) {
      const res = await api('POST', '/api/v1/specialties', { name: `  ${name} ` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(String), name });
      ids = { ...ids, [name]: res.json().id };
    }
    expect((await api('GET', `/api/v1/specialties/${ids['Desportiva']}`)).json()).toEqual({
      id: ids['Desportiva'],
      name: 'Desportiva',
    });
    const renamed = await api('PUT', `/api/v1/specialties/${ids['Respiratória']}`, {
      name: 'Cardiorrespiratória',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Cardiorrespiratória');
    expect((await api('PUT', `/api/v1/specialties/${ids['Desportiva']}`, {})).json().name).toBe('Desportiva');
  });

  it('refuses a duplicate name in any case with 409, and bad input with 400', async () => {
    const dup = await api('POST', '/api/v1/specialties', { name: 'desportiva' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe uma especialidade com este nome',
      fields: { name: 'Já existe uma especialidade com este nome' },
    });
    const rename = await api('PUT', `/api/v1/specialties/${ids['Pediátrica']}`, { name: 'NEUROLÓGICA' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields.name).toBe('Já existe uma especialidade com este nome');
    const blank = await api('POST', '/api/v1/specialties', { name: ' ', colour: '#fff' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: 'Campo Obrigatório', colour: 'Campo não permitido' });
    expect((await api('POST', '/api/v1/specialties', {})).json().error.fields).toEqual({
      name: 'Campo Obrigatório',
    });
  });

  it('lists with search, paging and sorting', async () => {
    const all = await api('GET', '/api/v1/specialties?page_size=200');
    expect(all.json().total).toBe(baseline + 4);
    expect(ours(all)).toEqual(['Cardiorrespiratória', 'Desportiva', 'Neurológica', 'Pediátrica']);
    const search = await api('GET', '/api/v1/specialties?q=ÓGICA');
    expect(ours(search)).toEqual(['Neurológica']);
    for (const s of search.json().items) expect(s.name.toLowerCase()).toContain('ógica');
    expect(ours(await api('GET', '/api/v1/specialties?q=a%20desp'))).toEqual(['Desportiva']);
    expect((await api('GET', '/api/v1/specialties?q=desp%20zzz')).json().total).toBe(0);
    const desc = (await api('GET', '/api/v1/specialties?sort=name&order=desc&page_size=200')).json();
    expect(desc.items.map((s: { id: string }) => s.id)).toEqual(
      [...all.json().items].reverse().map((s: { id: string }) => s.id),
    );
    const page = (await api('GET', '/api/v1/specialties?sort=name&order=desc&page=2&page_size=2')).json();
    expect(page).toEqual({
      items: desc.items.slice(2, 4),
      total: baseline + 4,
      total_capped: false,
      page: 2,
      page_size: 2,
    });
  });

  it("hides a clinic's specialties from another clinic (404, nothing changed)", async () => {
    const id = ids['Desportiva']!;
    expect((await api('GET', `/api/v1/specialties/${id}`, undefined, t.other)).statusCode).toBe(404);
    const put = await api('PUT', `/api/v1/specialties/${id}`, { name: 'Roubada' }, t.other);
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe('Especialidade não encontrada');
    expect((await api('DELETE', `/api/v1/specialties/${id}`, undefined, t.other)).statusCode).toBe(404);
    expect(ours(await api('GET', '/api/v1/specialties?page_size=200', undefined, t.other))).toEqual([]);
    // Nor can another clinic point its services at it.
    const svc = await api(
      'POST',
      '/api/v1/services',
      { name: 'X', price_cents: 1, specialty_id: id },
      t.other,
    );
    expect(svc.json().error.fields).toEqual({ specialty_id: 'Especialidade não encontrada' });
    expect((await api('GET', `/api/v1/specialties/${id}`)).json().name).toBe('Desportiva');
  });

  it('lets professionals and front desk read, but not write', async () => {
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect(await total(cookie)).toBe(baseline + 4);
      expect((await api('POST', '/api/v1/specialties', { name: 'X' }, cookie)).statusCode).toBe(403);
      const id = ids['Desportiva']!;
      expect((await api('PUT', `/api/v1/specialties/${id}`, { name: 'X' }, cookie)).statusCode).toBe(403);
      expect((await api('DELETE', `/api/v1/specialties/${id}`, undefined, cookie)).statusCode).toBe(403);
    }
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/specialties', undefined, paciente)).statusCode).toBe(403);
  });

  it('deletes outright; professionals lose the specialty', async () => {
    const id = ids['Neurológica']!;
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .insert(professionalSpecialties)
        .values({ tenantId: DEMO_TENANT_ID, userId: FISIO_ID, specialtyId: id }),
    );
    expect((await api('DELETE', `/api/v1/specialties/${id}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/specialties/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/specialties/${id}`)).statusCode).toBe(404);
    const links = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from professional_specialties where specialty_id = ${id}`,
    );
    expect(links[0]!.n).toBe(0);
    expect(await total()).toBe(baseline + 3);
  });
});
