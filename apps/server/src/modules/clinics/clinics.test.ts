import { describe, expect, it } from 'vitest';
import { DEMO_FRONT_DESK_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

describe('clinics', () => {
  let mainId: string;
  let secondId: string;

  it('creates the first clinic as the main one, validating Portuguese fields', async () => {
    const bad = await api('POST', '/api/v1/clinics', {
      name: 'Fisio Lisboa',
      postal_code: '1000',
      nif: '123456780',
      email: 'x',
      phone: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      postal_code: 'Código postal inválido. Formato: NNNN-NNN',
      nif: 'NIF inválido',
      email: 'E-mail inválido',
      phone: 'Número de telefone inválido',
    });
    const res = await api('POST', '/api/v1/clinics', {
      name: 'Fisio Lisboa',
      address: 'Avenida da República, 50',
      postal_code: '1050-196',
      city: 'Lisboa',
      phone: '213 456 789',
      email: 'lisboa@demo.clinica.pt',
      nif: '501442600',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      name: 'Fisio Lisboa',
      phone: '+351213456789',
      is_main: true,
      time_zone: 'Europe/Lisbon',
      spaces: [],
      schedules: [],
    });
    mainId = c.id;
    const second = await api('POST', '/api/v1/clinics', { name: 'Fisio Porto', city: 'Porto', address: '' });
    expect(second.json()).toMatchObject({ is_main: false, address: null });
    secondId = second.json().id;
  });

  it('refuses a duplicate name (any case) with 409', async () => {
    const res = await api('POST', '/api/v1/clinics', { name: 'fisio lisboa' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.name).toBe('Já existe uma clínica com este nome');
  });

  it('lists with search, paging and sorting', async () => {
    const all = (await api('GET', '/api/v1/clinics?sort=name&order=desc')).json();
    expect(all.items.map((c: { name: string }) => c.name).slice(0, 2)).toEqual([
      'Fisio Porto',
      'Fisio Lisboa',
    ]);
    const porto = (await api('GET', '/api/v1/clinics?q=porto')).json();
    expect(porto.total).toBe(1);
    const page2 = (await api('GET', '/api/v1/clinics?page=2&page_size=1')).json();
    expect(page2).toMatchObject({ page: 2, page_size: 1 });
    expect(page2.items).toHaveLength(1);
    const past = (await api('GET', '/api/v1/clinics?page=50&page_size=1')).json();
    expect(past.items).toHaveLength(0);
    expect(past.total).toBe(all.total);
    expect((await api('GET', '/api/v1/clinics?page_size=500')).statusCode).toBe(400);
  });

  it('adds rooms and opening hours; overlapping hours answer 409, back-to-back is fine', async () => {
    for (const name of ['Sala 1', 'Sala 2']) {
      expect(
        (await api('POST', '/api/v1/clinic-spaces', { clinic_id: mainId, name, kind: 'room', capacity: 1 }))
          .statusCode,
      ).toBe(201);
    }
    expect(
      (await api('POST', '/api/v1/clinic-spaces', { clinic_id: mainId, name: 'sala 1' })).statusCode,
    ).toBe(409);
    const morning = await api('POST', '/api/v1/clinic-schedules', {
      clinic_id: mainId,
      weekday: 'monday',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(morning.statusCode).toBe(201);
    expect(
      (
        await api('POST', '/api/v1/clinic-schedules', {
          clinic_id: mainId,
          weekday: 'monday',
          start_time: '13:00',
          end_time: '19:00',
        })
      ).statusCode,
    ).toBe(201);
    const overlap = await api('POST', '/api/v1/clinic-schedules', {
      clinic_id: mainId,
      weekday: 'monday',
      start_time: '12:00',
      end_time: '14:00',
    });
    expect(overlap.statusCode).toBe(409);
    const backwards = await api('POST', '/api/v1/clinic-schedules', {
      clinic_id: mainId,
      weekday: 'tuesday',
      start_time: '14:00',
      end_time: '09:00',
    });
    expect(backwards.json().error.fields.end_time).toBe('A hora de fim tem de ser depois da hora de início');
    const detail = (await api('GET', `/api/v1/clinics/${mainId}`)).json();
    expect(detail.spaces.map((s: { name: string }) => s.name)).toEqual(['Sala 1', 'Sala 2']);
    expect(detail.schedules.map((s: { start_time: string }) => s.start_time)).toEqual(['09:00', '13:00']);
  });

  it('shows the front desk only the clinics they are assigned to (no data sharing)', async () => {
    const braga = (await api('POST', '/api/v1/clinics', { name: 'Fisio Braga' })).json().id as string;
    const room = await api('POST', '/api/v1/clinic-spaces', { clinic_id: braga, name: 'Ginásio' });
    expect(room.statusCode, room.body).toBe(201);
    const hours = { clinic_id: braga, weekday: 'friday', start_time: '08:00', end_time: '12:00' };
    expect((await api('POST', '/api/v1/clinic-schedules', hours)).statusCode).toBe(201);
    const assign = await api('PUT', `/api/v1/collaborators/${DEMO_FRONT_DESK_ID}`, { clinic_ids: [braga] });
    expect(assign.statusCode, assign.body).toBe(200);
    const rececao = await t.login('rececao@demo.clinica.pt');
    const get = (url: string) => api('GET', url, undefined, rececao);

    expect((await get('/api/v1/clinics')).json().items.map((c: { id: string }) => c.id)).toEqual([braga]);
    expect((await get(`/api/v1/clinics/${braga}`)).json().spaces).toHaveLength(1);
    const other = await get(`/api/v1/clinics/${mainId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Clínica não encontrada');
    // Rooms and opening hours: every clinic seen, or the one asked for — none of one not seen.
    const clinicsOf = (items: { clinic_id: string }[]) => [...new Set(items.map((i) => i.clinic_id))];
    expect(clinicsOf((await get('/api/v1/clinic-spaces')).json().items)).toEqual([braga]);
    expect((await get(`/api/v1/clinic-spaces?clinic_id=${mainId}`)).json().items).toEqual([]);
    expect(clinicsOf((await get('/api/v1/clinic-schedules')).json().items)).toEqual([braga]);
    expect((await get(`/api/v1/clinic-schedules?clinic_id=${mainId}`)).json().items).toEqual([]);
    expect((await get(`/api/v1/clinic-schedules?clinic_id=${braga}`)).json().items).toHaveLength(1);
  });

  it('never removes the main clinic; removes another', async () => {
    const main = await api('DELETE', `/api/v1/clinics/${mainId}`);
    expect(main.statusCode).toBe(400);
    expect(main.json().error.message).toBe('Não é possível remover a clínica principal');
    expect((await api('DELETE', `/api/v1/clinics/${secondId}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/clinics/${secondId}`)).statusCode).toBe(404);
  });

  it('keeps a municipal holiday: day and month together, a day the month has, named (decision 024)', async () => {
    const put = (body: object) => api('PUT', `/api/v1/clinics/${mainId}`, body);
    const dayOnly = await put({ municipal_holiday_day: 13 });
    expect(dayOnly.statusCode).toBe(400);
    expect(dayOnly.json().error.fields).toEqual({
      municipal_holiday_month: 'Indique o dia e o mês do feriado municipal',
    });
    const noSuchDay = await put({ municipal_holiday_day: 30, municipal_holiday_month: 2 });
    expect(noSuchDay.json().error.fields).toEqual({ municipal_holiday_day: 'Este dia não existe nesse mês' });
    const set = await put({
      municipal_holiday_day: 13,
      municipal_holiday_month: 6,
      municipal_holiday_name: 'Santo António (Lisboa)',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      municipal_holiday_day: 13,
      municipal_holiday_month: 6,
      municipal_holiday_name: 'Santo António (Lisboa)',
    });
    // Another field alone leaves it; without a name it is «Feriado municipal»; null clears it.
    expect((await put({ city: 'Lisboa' })).json().municipal_holiday_day).toBe(13);
    expect((await put({ municipal_holiday_day: 29, municipal_holiday_month: 6 })).json()).toMatchObject({
      municipal_holiday_day: 29,
      municipal_holiday_name: 'Feriado municipal',
    });
    expect((await put({ municipal_holiday_day: null, municipal_holiday_month: null })).json()).toMatchObject({
      municipal_holiday_day: null,
      municipal_holiday_month: null,
      municipal_holiday_name: null,
    });
  });

  it('hides every clinic, space and schedule from another tenant (404, nothing changed)', async () => {
    expect((await api('GET', `/api/v1/clinics/${mainId}`, undefined, t.other)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/clinics/${mainId}`, { name: 'Roubada' }, t.other)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/api/v1/clinics/${mainId}`, undefined, t.other)).statusCode).toBe(404);
    const space = await api('POST', '/api/v1/clinic-spaces', { clinic_id: mainId, name: 'Intrusa' }, t.other);
    expect(space.statusCode).toBe(400);
    expect(
      (await api('GET', `/api/v1/clinic-spaces?clinic_id=${mainId}`, undefined, t.other)).json().items,
    ).toEqual([]);
    expect((await api('GET', '/api/v1/clinics', undefined, t.other)).json().items).toEqual([]);
    expect((await api('GET', `/api/v1/clinics/${mainId}`)).json().name).toBe('Fisio Lisboa');
  });

  it('lets professionals read but not write', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await api('POST', '/api/v1/clinics', { name: 'X' }, fisio)).statusCode).toBe(403);
    expect((await api('GET', '/api/v1/clinics', undefined, fisio)).statusCode).toBe(200);
  });
});
