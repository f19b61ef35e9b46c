import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patientProfiles, references, users } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

type Item = { id: string; name: string; relationship: string; patients_count: number };
const list = async (query = '', cookie = t.manager) => {
  const res = await api('GET', `/api/v1/references${query}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number; page: number; page_size: number };
};
const MINE = ['Dr. João Conceição', 'Maria Conceição Silva', 'Ana Amiga', 'Álvaro Vizinho'];
// Other suites may seed references of their own: assertions look at the ones this file creates.
const ours = (items: Item[]) => items.map((i) => i.name).filter((n) => MINE.includes(n));
const names = async (query: string, cookie = t.manager) => ours((await list(query, cookie)).items);

/** There is no patients API in this suite: patients are arranged directly in Demo's tenant. */
async function addPatient(
  firstName: string,
  surname: string,
  referenceId: string | null,
  opts: { active?: boolean } = {},
) {
  const id = randomUUID();
  await t.database.withTenant(DEMO_TENANT_ID, async (tx) => {
    await tx.insert(users).values({
      id,
      tenantId: DEMO_TENANT_ID,
      type: 'patient',
      firstName,
      surname,
      canLogin: false,
      active: opts.active ?? true,
    });
    await tx.insert(patientProfiles).values({ tenantId: DEMO_TENANT_ID, userId: id, referenceId });
  });
  return id;
}
const referenceOf = async (patientId: string) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ referenceId: patientProfiles.referenceId })
        .from(patientProfiles)
        .where(eq(patientProfiles.userId, patientId)),
    )
  )[0]!.referenceId;
const stored = (ids: string[]) =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ id: references.id, active: references.active })
      .from(references)
      .where(inArray(references.id, ids)),
  );

describe('references', () => {
  const id: Record<string, string> = {};

  it('creates a reference, validating the fields in Portuguese', async () => {
    const bad = await api('POST', '/api/v1/references', {
      name: '  ',
      relationship: 'cousin',
      address: 'x'.repeat(201),
      phone: '912345678',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'validation_failed',
      message: 'Dados inválidos',
      fields: {
        name: 'Campo Obrigatório',
        relationship: 'Relação inválida (médico, familiar, amigo ou outra)',
        address: expect.stringMatching(/200/),
        phone: 'Campo não permitido',
      },
    });
    expect((await api('POST', '/api/v1/references', {})).json().error.fields).toEqual({
      name: 'Campo Obrigatório',
    });

    const res = await api('POST', '/api/v1/references', {
      name: ' Dr. João Conceição ',
      relationship: 'doctor',
      address: 'Rua do Hospital, 1, Lisboa',
      contact: '912 345 678 · Hospital de Santa Maria',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Dr. João Conceição',
      relationship: 'doctor',
      address: 'Rua do Hospital, 1, Lisboa',
      contact: '912 345 678 · Hospital de Santa Maria',
      active: true,
      patients_count: 0,
      patients: [],
    });
    id.joao = res.json().id;

    const plain = await api('POST', '/api/v1/references', { name: 'Ana Amiga', address: '', contact: ' ' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ relationship: 'other', address: null, contact: null });
    id.ana = plain.json().id;
    for (const [key, body] of [
      [
        'maria',
        { name: 'Maria Conceição Silva', relationship: 'family_member', contact: 'maria@exemplo.pt' },
      ],
      ['alvaro', { name: 'Álvaro Vizinho', relationship: 'friend', contact: 'Largo de São Bento' }],
    ] as const) {
      const r = await api('POST', '/api/v1/references', body);
      expect(r.statusCode, r.body).toBe(201);
      id[key] = r.json().id;
    }
    expect((await api('GET', `/api/v1/references/${id.joao}`)).json().name).toBe('Dr. João Conceição');
  });

  it('changes only the fields sent', async () => {
    const res = await api('PUT', `/api/v1/references/${id.ana}`, {
      relationship: 'friend',
      contact: '21 000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ana Amiga',
      relationship: 'friend',
      address: null,
      contact: '21 000',
    });
    // A PUT without relationship keeps it (no default on update); a blank contact clears it.
    const again = await api('PUT', `/api/v1/references/${id.ana}`, { address: 'Porto', contact: '' });
    expect(again.json()).toMatchObject({ relationship: 'friend', address: 'Porto', contact: null });
    expect((await api('PUT', `/api/v1/references/${id.ana}`, {})).json()).toMatchObject({
      name: 'Ana Amiga',
      relationship: 'friend',
      address: 'Porto',
    });
    const bad = await api('PUT', `/api/v1/references/${id.ana}`, {
      name: '',
      relationship: 'doctorr',
      active: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'Campo Obrigatório',
      relationship: 'Relação inválida (médico, familiar, amigo ou outra)',
      active: 'Campo não permitido',
    });
    const unknown = await api('PUT', `/api/v1/references/${randomUUID()}`, { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Referência não encontrada' });
    expect((await api('GET', `/api/v1/references/${id.ana}`)).json().name).toBe('Ana Amiga');
  });

  it('searches every word in the name or contact, ignoring accents and case', async () => {
    expect(await names('?q=joao')).toEqual(['Dr. João Conceição']);
    expect(await names('?q=conceicao%20joao')).toEqual(['Dr. João Conceição']);
    expect(await names('?q=CONCEIÇÃO')).toEqual(['Dr. João Conceição', 'Maria Conceição Silva']);
    expect(await names('?q=conceicao%20silva')).toEqual(['Maria Conceição Silva']);
    expect(await names('?q=joao%20silva')).toEqual([]);
    // A word may match the contact while another matches the name.
    expect(await names('?q=santa%20joao')).toEqual(['Dr. João Conceição']);
    expect(await names('?q=exemplo.pt')).toEqual(['Maria Conceição Silva']);
    expect(await names('?q=S%C3%83O%20bento')).toEqual(['Álvaro Vizinho']);
    expect(await names('?q=sao%20joao')).toEqual([]);
    // LIKE wildcards are literal text.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('lists with a relationship filter, paging and sorting', async () => {
    const all = await list('?page_size=200');
    expect(ours(all.items)).toEqual([
      'Álvaro Vizinho',
      'Ana Amiga',
      'Dr. João Conceição',
      'Maria Conceição Silva',
    ]);
    expect(all.items.every((i) => i.patients_count === 0)).toBe(true);
    expect(await names('?relationship=doctor')).toEqual(['Dr. João Conceição']);
    expect(await names('?relationship=friend&q=a')).toEqual(['Álvaro Vizinho', 'Ana Amiga']);
    // Relationships sort in their declared order (doctor, family member, friend, other).
    const byRelationship = (await list('?sort=relationship&page_size=200')).items.filter((i) =>
      MINE.includes(i.name),
    );
    expect(byRelationship.map((i) => i.relationship)).toEqual([
      'doctor',
      'family_member',
      'friend',
      'friend',
    ]);
    expect(await names('?sort=created_at&order=desc&page_size=200')).toEqual([
      'Álvaro Vizinho',
      'Maria Conceição Silva',
      'Ana Amiga',
      'Dr. João Conceição',
    ]);
    const desc = await list('?sort=name&order=desc&page_size=200');
    expect(desc.items.map((i) => i.id)).toEqual([...all.items].reverse().map((i) => i.id));
    const page = await list('?sort=name&order=desc&page=2&page_size=2');
    expect(page).toEqual({
      items: desc.items.slice(2, 4),
      total: all.total,
      total_capped: false,
      page: 2,
      page_size: 2,
    });
    const past = await list('?page=50&page_size=2');
    expect(past).toEqual({ items: [], total: all.total, total_capped: false, page: 50, page_size: 2 });
    const bad = await api('GET', '/api/v1/references?relationship=boss&sort=patients');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      relationship: 'Relação inválida (médico, familiar, amigo ou outra)',
      sort: 'Ordenação inválida (nome, relação ou data de criação)',
    });
  });

  const patient: Record<string, string> = {};
  it('shows the active patients a reference sent, by name', async () => {
    patient.ze = await addPatient('Zé', 'Almeida', id.joao!);
    patient.alvaro = await addPatient('Álvaro', 'Pinto', id.joao!);
    patient.bea = await addPatient('Beatriz', 'Costa', id.joao!, { active: false });
    patient.rita = await addPatient('Rita', 'Sousa', id.maria!, { active: false });
    await addPatient('Carla', 'Nunes', null);

    const detail = (await api('GET', `/api/v1/references/${id.joao}`)).json();
    expect(detail).toMatchObject({ name: 'Dr. João Conceição', patients_count: 2 });
    expect(detail.patients).toEqual([
      { id: patient.alvaro, first_name: 'Álvaro', surname: 'Pinto' },
      { id: patient.ze, first_name: 'Zé', surname: 'Almeida' },
    ]);
    const counts = Object.fromEntries(
      (await list('?page_size=200')).items.map((i) => [i.name, i.patients_count]),
    );
    expect(counts).toMatchObject({ 'Dr. João Conceição': 2, 'Maria Conceição Silva': 0, 'Ana Amiga': 0 });
    expect((await api('GET', `/api/v1/references/${id.maria}`)).json().patients).toEqual([]);
  });

  it('hides every reference from another clinic (404, nothing changed)', async () => {
    const before = (await api('GET', `/api/v1/references/${id.joao}`)).body;
    expect((await api('GET', `/api/v1/references/${id.joao}`, undefined, t.other)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/references/${id.joao}`, { name: 'Roubada' }, t.other)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/api/v1/references/${id.joao}`, undefined, t.other)).statusCode).toBe(404);
    expect(
      (await api('POST', '/api/v1/references/delete-batch', { ids: [id.ana, id.joao] }, t.other)).statusCode,
    ).toBe(404);
    expect(ours((await list('?page_size=200', t.other)).items)).toEqual([]);
    expect(ours((await list('?q=joao', t.other)).items)).toEqual([]);
    expect((await api('GET', `/api/v1/references/${id.joao}`)).body).toBe(before);
    expect(await stored([id.joao!, id.ana!])).toHaveLength(2);
  });

  it('lets professionals and front desk read, create and update, but only managers delete', async () => {
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect(await names('?q=joao', cookie)).toEqual(['Dr. João Conceição']);
      expect(
        (await api('GET', `/api/v1/references/${id.joao}`, undefined, cookie)).json().patients,
      ).toHaveLength(2);
      const created = await api('POST', '/api/v1/references', { name: `Colega de ${email}` }, cookie);
      expect(created.statusCode).toBe(201);
      const changed = await api(
        'PUT',
        `/api/v1/references/${created.json().id}`,
        { relationship: 'friend' },
        cookie,
      );
      expect(changed.json()).toMatchObject({ name: `Colega de ${email}`, relationship: 'friend' });
      expect(
        (await api('DELETE', `/api/v1/references/${created.json().id}`, undefined, cookie)).statusCode,
      ).toBe(403);
      expect(
        (await api('POST', '/api/v1/references/delete-batch', { ids: [created.json().id] }, cookie))
          .statusCode,
      ).toBe(403);
      expect((await api('DELETE', `/api/v1/references/${created.json().id}`)).json()).toEqual({
        result: 'deleted',
      });
    }
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/references', undefined, paciente)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/references/${id.joao}`, undefined, paciente)).statusCode).toBe(403);
    // 403 comes before validation: an invalid body does not reveal the schema.
    const forbidden = await api('POST', '/api/v1/references', { bogus: true }, paciente);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.fields).toBeUndefined();
  });

  it('deactivates a reference patients name, and deletes one nobody names', async () => {
    // Dr. João's patients keep their reference: deleting it would set theirs to null (ON DELETE SET NULL).
    expect((await api('DELETE', `/api/v1/references/${id.joao}`)).json()).toEqual({ result: 'deactivated' });
    expect(await referenceOf(patient.ze!)).toBe(id.joao);
    const gone = await api('GET', `/api/v1/references/${id.joao}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Referência não encontrada');
    expect((await api('PUT', `/api/v1/references/${id.joao}`, { name: 'Outra vez' })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/references/${id.joao}`)).statusCode).toBe(404);
    expect(await names('?q=joao')).toEqual([]);
    expect(await names('?page_size=200')).toEqual(['Álvaro Vizinho', 'Ana Amiga', 'Maria Conceição Silva']);
    expect(await stored([id.joao!])).toEqual([{ id: id.joao, active: false }]);

    expect((await api('DELETE', `/api/v1/references/${id.ana}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/references/${id.ana}`)).statusCode).toBe(404);
    expect(await stored([id.ana!])).toEqual([]);
  });

  it('removes in a batch, all or nothing', async () => {
    const missing = await api('POST', '/api/v1/references/delete-batch', { ids: [id.alvaro, randomUUID()] });
    expect(missing.statusCode).toBe(404);
    expect(await names('?page_size=200')).toEqual(['Álvaro Vizinho', 'Maria Conceição Silva']);
    expect((await api('POST', '/api/v1/references/delete-batch', { ids: [] })).statusCode).toBe(400);
    // Maria's only patient is deactivated: she is still named, so she is kept (deactivated).
    const res = await api('POST', '/api/v1/references/delete-batch', {
      ids: [id.maria, id.alvaro, id.maria],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: [id.alvaro], deactivated: [id.maria] });
    expect(await names('?page_size=200')).toEqual([]);
    expect(await stored([id.maria!, id.alvaro!])).toEqual([{ id: id.maria, active: false }]);
    expect(await referenceOf(patient.rita!)).toBe(id.maria);
  });
});
