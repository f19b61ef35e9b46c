import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PATIENT_ID as PACIENTE, DEMO_PROFESSIONAL_ID as FISIO } from '../../db/seed/demo-ids.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = manager) =>
  t.request({ method, url, payload, cookie });

const create = async (body: object, cookie = manager) => {
  const res = await api('POST', '/api/v1/users/patients', body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('patients', () => {
  it('validates with the spec’s messages and saves nothing on error', async () => {
    const res = await api('POST', '/api/v1/users/patients', {
      first_name: '',
      date_of_birth: '1990-02-30',
      nif: '123456780',
      email: 'nope',
      phone: '12',
      postal_code: '4000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      first_name: 'Campo Obrigatório',
      surname: 'Campo Obrigatório',
      date_of_birth: 'Data de Nascimento Inválida. Formato: dd/mm/yyyy.',
      nif: 'NIF inválido',
      email: 'E-mail inválido',
      phone: 'Número de telefone inválido',
      postal_code: 'Código postal inválido. Formato: NNNN-NNN',
    });
    const future = await api('POST', '/api/v1/users/patients', {
      first_name: 'A',
      surname: 'B',
      date_of_birth: '2999-01-01',
    });
    expect(future.json().error.fields.date_of_birth).toBe('A data de nascimento não pode ser no futuro');
    expect((await api('GET', '/api/v1/users/patients?q=nope')).json().total).toBe(0);
  });

  it('creates a patient with every field and reads it back', async () => {
    const p = await create({
      first_name: 'João',
      surname: 'Carlos Gonçalves',
      email: 'Joao.Goncalves@exemplo.pt',
      phone: '912 000 111',
      address: 'Rua Formosa, 10',
      postal_code: '4000-250',
      city: 'Porto',
      // Not the demo patient's NIF (123456789): that one would be a duplicate (409).
      nif: '234567899',
      job: 'Engenheiro',
      date_of_birth: '1979-11-05',
      insurance_number: 'MD-123',
      license_number: 'CC-99',
      consent_sms: true,
      consent_email: false,
      notes: 'Lombalgia crónica.',
    });
    expect(p).toMatchObject({
      first_name: 'João',
      email: 'joao.goncalves@exemplo.pt',
      phone: '+351912000111',
      date_of_birth: '1979-11-05',
      consent_sms: true,
      portal: 'none',
      active: true,
    });
    const got = await api('GET', `/api/v1/users/patients/${p.id}`);
    expect(got.json()).toEqual(p);
  });

  it('finds patients by any words, accent- and case-insensitively, over name, NIF, phone and e-mail', async () => {
    await create({ first_name: 'Maria', surname: 'da Conceição Álvares' });
    await create({ first_name: 'Mário', surname: 'Silva' });
    const names = async (q: string) =>
      (await api('GET', `/api/v1/users/patients?q=${encodeURIComponent(q)}&sort=name`))
        .json()
        .items.map((p: { first_name: string; surname: string }) => `${p.first_name} ${p.surname}`);
    expect(await names('joao')).toEqual(['João Carlos Gonçalves', 'João Carlos Silva']);
    expect(await names('joao goncalves')).toEqual(['João Carlos Gonçalves']);
    expect(await names('CONCEICAO alvares')).toEqual(['Maria da Conceição Álvares']);
    expect(await names('mario')).toEqual(['Mário Silva']);
    expect(await names('234567899')).toContain('João Carlos Gonçalves');
    expect(await names('912000')).toEqual(['João Carlos Gonçalves']);
    expect(await names('exemplo.pt')).toEqual(['João Carlos Gonçalves']);
    expect(await names('100%_')).toEqual([]);
    // Words too short for the trigram index are searched all the same (another plan, the same answer).
    expect(await names('jo go')).toEqual(['João Carlos Gonçalves']);
    expect(await names('MA ÁL')).toEqual(['Maria da Conceição Álvares']);
    expect(await names('jo gonçalves')).toEqual(['João Carlos Gonçalves']);
  });

  it('pages and sorts', async () => {
    const page = (await api('GET', '/api/v1/users/patients?page_size=2&page=1&sort=name&order=desc')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it('gives exact totals on full pages, the last page and past the end, without and with a search', async () => {
    const all = (await api('GET', '/api/v1/users/patients?page_size=200')).json();
    const n = all.total as number;
    expect(all.items).toHaveLength(n);
    for (const [size, page] of [
      [2, 1],
      [n - 1, 1],
      [n - 1, 2],
      [n, 1],
      [1, n + 3],
    ] as const) {
      const res = (await api('GET', `/api/v1/users/patients?page_size=${size}&page=${page}`)).json();
      expect(res.total, `page_size=${size} page=${page}`).toBe(n);
    }
    const desc = (await api('GET', '/api/v1/users/patients?page_size=200&sort=name&order=desc')).json();
    expect(desc.items.map((p: { id: string }) => p.id)).toEqual(
      all.items.map((p: { id: string }) => p.id).reverse(),
    );
    const search = (await api('GET', '/api/v1/users/patients?q=silva&page_size=1&page=9')).json();
    expect(search.total).toBeGreaterThanOrEqual(1);
  });

  it('never answers 409 for an e-mail another clinic (or a user) also has', async () => {
    const p = await create({ first_name: 'Rui', surname: 'Homónimo', email: 'gestor@teste.clinica.pt' });
    expect(p.email).toBe('gestor@teste.clinica.pt');
    const twin = await create({ first_name: 'Rui', surname: 'Gémeo', email: 'gestor@teste.clinica.pt' });
    expect(twin.id).not.toBe(p.id);
  });

  it('deletes two patients together; they answer 404 and leave lists', async () => {
    const a = await create({ first_name: 'Apagar', surname: 'Um' });
    const b = await create({ first_name: 'Apagar', surname: 'Dois' });
    const res = await api('POST', '/api/v1/users/patients/delete-batch', { ids: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted.sort()).toEqual([a.id, b.id].sort());
    expect((await api('GET', `/api/v1/users/patients/${a.id}`)).json().error.message).toBe(
      'Paciente não encontrado',
    );
    expect((await api('GET', '/api/v1/users/patients?q=apagar')).json().total).toBe(0);

    // One id the caller cannot see (another clinic's patient) and nothing is deleted, nor logged.
    const kept = await create({ first_name: 'Fica', surname: 'Cá' });
    const theirs = await t.login('gestor@teste.clinica.pt');
    const foreign = (
      await api('POST', '/api/v1/users/patients', { first_name: 'Alheio', surname: 'Teste' }, theirs)
    ).json().id as string;
    const mixed = await api('POST', '/api/v1/users/patients/delete-batch', { ids: [kept.id, foreign] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error.message).toBe('Paciente não encontrado');
    expect((await api('GET', `/api/v1/users/patients/${kept.id}`)).statusCode).toBe(200);
    const trail = (await api('GET', `/api/v1/users/patients/${kept.id}/audit`)).json().items;
    expect(trail.map((e: { action: string }) => e.action)).not.toContain('patient.delete');
  });

  it('writes every view to the audit log, which the manager reads per patient', async () => {
    const p = await create({ first_name: 'Auditado', surname: 'Teste' });
    const fd = await t.login('rececao@demo.clinica.pt');
    await api('GET', `/api/v1/users/patients/${p.id}`, undefined, fd);
    await api('GET', `/api/v1/users/patients/${p.id}`);
    const trail = (await api('GET', `/api/v1/users/patients/${p.id}/audit`)).json().items;
    expect(trail.map((e: { action: string }) => e.action)).toEqual([
      'patient.view',
      'patient.view',
      'patient.create',
    ]);
    expect(trail[1].actor_name).toBe('Marta Sousa');
    expect((await api('GET', `/api/v1/users/patients/${p.id}/audit`, undefined, fd)).statusCode).toBe(403);
  });

  it('shows a patient user only their own record', async () => {
    const other = await create({ first_name: 'Outro', surname: 'Paciente' });
    const me = await t.login('paciente@demo.clinica.pt');
    const list = (await api('GET', '/api/v1/users/patients', undefined, me)).json();
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([PACIENTE]);
    expect((await api('GET', `/api/v1/users/patients/${PACIENTE}`, undefined, me)).statusCode).toBe(200);
    expect((await api('GET', `/api/v1/users/patients/${other.id}`, undefined, me)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/users/patients/${PACIENTE}`, { first_name: 'X' }, me)).statusCode).toBe(
      403,
    );
  });

  it('keeps the staff’s notes from the patient reading their own profile; their GDPR export carries them', async () => {
    const notes = 'Ansioso com a dor; confirmar a marcação por telefone.';
    const saved = await api('PUT', `/api/v1/users/patients/${PACIENTE}`, { notes });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = await t.login('paciente@demo.clinica.pt');
    const own = await api('GET', `/api/v1/users/patients/${PACIENTE}`, undefined, me);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: PACIENTE, notes: null });
    expect(own.body).not.toContain('telefone');
    expect((await api('GET', `/api/v1/users/patients/${PACIENTE}`)).json().notes).toBe(notes);
    const exported = await api('GET', `/api/v1/users/patients/${PACIENTE}/export`);
    expect(exported.statusCode).toBe(200);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['paciente.json']!));
    expect(doc.patient.notes).toBe(notes);
  });

  it('hides patients from another clinic: 404 and nothing changed', async () => {
    const p = await create({ first_name: 'Privado', surname: 'Demo' });
    const other = await t.login('gestor@teste.clinica.pt');
    expect((await api('GET', `/api/v1/users/patients/${p.id}`, undefined, other)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/api/v1/users/patients/${p.id}`, { first_name: 'Roubado' }, other)).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/api/v1/users/patients/${p.id}`, undefined, other)).statusCode).toBe(404);
    expect(
      (await api('POST', '/api/v1/users/patients/delete-batch', { ids: [p.id] }, other)).statusCode,
    ).toBe(404);
    expect((await api('GET', '/api/v1/users/patients?q=privado', undefined, other)).json().total).toBe(0);
    expect((await api('GET', `/api/v1/users/patients/${p.id}`)).json().first_name).toBe('Privado');
  });

  it('refuses another clinic’s insurer or clinic ids in the body', async () => {
    const otherClinic = (
      await api('POST', '/api/v1/clinics', { name: 'Braga' }, await t.login('gestor@teste.clinica.pt'))
    ).json().id;
    const res = await api('POST', '/api/v1/users/patients', {
      first_name: 'A',
      surname: 'B',
      clinic_ids: [otherClinic],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.clinic_ids).toBe('Clínica não encontrada');
  });

  it('keeps a professional without patients:list_all to their own patients', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await api('GET', '/api/v1/users/patients', undefined, fisio)).json().total).toBeGreaterThan(0);
    await api('PUT', '/api/v1/permissions', {
      user_id: FISIO,
      permissions: { patients: { list_all: false } },
    });
    expect((await api('GET', '/api/v1/users/patients', undefined, fisio)).json().total).toBe(0);
    // Once they have an appointment with a patient, that patient (and only that one) is theirs.
    const patient = (
      await api('POST', '/api/v1/users/patients', { first_name: 'Marco', surname: 'Consulta' })
    ).json();
    const clinic = (await api('POST', '/api/v1/clinics', { name: 'Clínica das Consultas' })).json();
    const service = (
      await api('POST', '/api/v1/services', {
        name: 'Consulta de teste',
        duration_minutes: 30,
        price_cents: 3000,
      })
    ).json();
    const booked = await api('POST', '/api/v1/appointments', {
      patient_id: patient.id,
      professional_id: FISIO,
      service_id: service.id,
      clinic_id: clinic.id,
      starts_at: '2027-03-02T10:00:00.000Z',
      confirm_outside_schedule: true,
    });
    expect(booked.statusCode).toBe(201);
    const mine = (await api('GET', '/api/v1/users/patients', undefined, fisio)).json();
    expect(mine.items.map((p: { id: string }) => p.id)).toEqual([patient.id]);
    expect((await api('GET', `/api/v1/users/patients/${patient.id}`, undefined, fisio)).statusCode).toBe(200);
    await api('PUT', '/api/v1/permissions', {
      user_id: FISIO,
      permissions: { patients: { list_all: true } },
    });
  });
});
