import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { FISIO } from '../appointments/fixtures.test-helpers.js';

/** GET /api/v1/calendar/unavailable: the calendar's shaded backgrounds (decision 024). */
const t = useTestApp();
let clinicId: string;
let azoresId: string;

beforeAll(async () => {
  const post = async (url: string, body: object) => {
    const res = await t.api('POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json().id as string;
  };
  clinicId = await post('/api/v1/clinics', {
    name: 'Clínica de Alvalade',
    time_zone: 'Europe/Lisbon',
    municipal_holiday_day: 13,
    municipal_holiday_month: 6,
    municipal_holiday_name: 'Santo António (Lisboa)',
  });
  azoresId = await post('/api/v1/clinics', {
    name: 'Clínica de Ponta Delgada',
    time_zone: 'Atlantic/Azores',
  });
  // Open Monday to Friday 09:00–13:00 and 14:00–19:00; closed at the weekend.
  for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
    for (const [start_time, end_time] of [
      ['09:00', '13:00'],
      ['14:00', '19:00'],
    ])
      await post('/api/v1/clinic-schedules', { clinic_id: clinicId, weekday, start_time, end_time });
  // Tiago works there on Mondays 10:00–13:00 only.
  await post('/api/v1/professional-schedules', {
    professional_id: FISIO,
    clinic_id: clinicId,
    weekday: 'monday',
    start_time: '10:00',
    end_time: '13:00',
  });
  // Tuesday 1 December: training 10:00–12:00 here; Wednesday 2: on holiday, at every clinic.
  await post('/api/v1/schedule-exceptions', {
    professional_id: FISIO,
    clinic_id: clinicId,
    starts_at: '2026-12-01T10:00:00Z',
    ends_at: '2026-12-01T12:00:00Z',
    reason: 'other',
    notes: 'Formação\nCurso de terapia manual',
  });
  await post('/api/v1/schedule-exceptions', {
    professional_id: FISIO,
    starts_at: '2026-12-02T00:00:00Z',
    ends_at: '2026-12-03T00:00:00Z',
    reason: 'holidays',
  });
});

type Block = {
  professional_id: string | null;
  starts_at: string;
  ends_at: string;
  kind: string;
  label: string;
};
const read = (query: string, cookie?: string) =>
  t.api('GET', `/api/v1/calendar/unavailable?${query}`, undefined, cookie);
const blocks = async (from: string, to: string, extra = '', clinic = clinicId) => {
  const res = await read(`from=${from}&to=${to}&clinic_id=${clinic}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Block[]).map((b) => [
    b.kind,
    b.professional_id === null ? null : 'tiago',
    b.starts_at.slice(11, 16),
    b.ends_at.slice(11, 16),
    b.label,
  ]);
};

describe('the calendar’s unavailable time', () => {
  it('a day: the clinic closed outside its hours, the professional outside theirs while it is open', async () => {
    expect(await blocks('2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([
      ['clinic_closed', null, '00:00', '09:00', 'Clínica fechada'],
      ['outside_hours', 'tiago', '09:00', '10:00', 'Fora do horário'],
      ['clinic_closed', null, '13:00', '14:00', 'Clínica fechada'],
      ['outside_hours', 'tiago', '14:00', '19:00', 'Fora do horário'],
      ['clinic_closed', null, '19:00', '00:00', 'Clínica fechada'],
    ]);
  });

  it('a public holiday is the whole day, named; exceptions carry their note or their reason', async () => {
    const tuesday = await blocks('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z');
    expect(tuesday.filter((b) => b[0] === 'public_holiday' || b[0] === 'schedule_exception')).toEqual([
      ['public_holiday', null, '00:00', '00:00', 'Restauração da Independência'],
      ['schedule_exception', 'tiago', '10:00', '12:00', 'Formação'],
    ]);
    // No hours on Tuesdays: outside them all the time the clinic is open.
    expect(tuesday.filter((b) => b[0] === 'outside_hours').map((b) => [b[2], b[3]])).toEqual([
      ['09:00', '13:00'],
      ['14:00', '19:00'],
    ]);
    const wednesday = await blocks(
      '2026-12-02T00:00:00Z',
      '2026-12-03T00:00:00Z',
      `&professional_id=${FISIO}`,
    );
    expect(wednesday.filter((b) => b[0] === 'schedule_exception')).toEqual([
      ['schedule_exception', 'tiago', '00:00', '00:00', 'Férias'],
    ]);
    // The municipal holiday; a Saturday is closed all day (local days: summer time is UTC+1).
    expect(await blocks('2027-06-11T23:00:00Z', '2027-06-13T23:00:00Z')).toEqual([
      ['clinic_closed', null, '23:00', '23:00', 'Clínica fechada'],
      ['clinic_closed', null, '23:00', '23:00', 'Clínica fechada'],
      ['public_holiday', null, '23:00', '23:00', 'Santo António (Lisboa)'],
    ]);
  });

  it('reads local days in the clinic’s zone (Christmas in the Azores, UTC−1) and only the range asked', async () => {
    const res = await read(`from=2026-12-24T12:00:00Z&to=2026-12-25T12:00:00Z&clinic_id=${azoresId}`);
    expect(res.json()).toEqual({
      from: '2026-12-24T12:00:00.000Z',
      to: '2026-12-25T12:00:00.000Z',
      clinic_id: azoresId,
      time_zone: 'Atlantic/Azores',
      items: [
        {
          professional_id: null,
          starts_at: '2026-12-25T01:00:00.000Z',
          ends_at: '2026-12-26T01:00:00.000Z',
          kind: 'public_holiday',
          label: 'Natal',
        },
      ],
    });
    // Another professional's blocks are left out when one is asked for.
    const other = await blocks(
      '2026-12-01T00:00:00Z',
      '2026-12-02T00:00:00Z',
      '&professional_id=0d3c7a52-5b1e-4c59-9d4a-00000000dead',
    );
    expect(other.every((b) => b[1] === null)).toBe(true);
  });

  it('answers 400 for a bad range, 404 for a clinic not seen (another tenant’s too), 403 to a patient', async () => {
    const bad = async (query: string, field: string) => {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    };
    await bad(`from=2026-12-01T00:00:00Z&to=2027-01-13T00:00:01Z&clinic_id=${clinicId}`, 'to');
    await bad(`from=2026-12-01T00:00:00Z&to=2026-12-01T00:00:00Z&clinic_id=${clinicId}`, 'to');
    await bad(`from=2026-12-01T00:00:00Z&clinic_id=${clinicId}`, 'to');
    await bad('from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z', 'clinic_id');
    const range = 'from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z';
    const unknown = await read(`${range}&clinic_id=0d3c7a52-5b1e-4c59-9d4a-00000000dead`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Clínica não encontrada');
    expect((await read(`${range}&clinic_id=${clinicId}`, t.other)).statusCode).toBe(404);
    const patient = await t.login('paciente@demo.clinica.pt');
    expect((await read(`${range}&clinic_id=${clinicId}`, patient)).statusCode).toBe(403);
    // A professional reads it for the clinics they work at, not for others.
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await read(`${range}&clinic_id=${clinicId}`, fisio)).statusCode).toBe(404);
    const put = await t.api('PUT', `/api/v1/collaborators/${FISIO}`, { clinic_ids: [clinicId] });
    expect(put.statusCode, put.body).toBe(200);
    expect(
      (await read(`${range}&clinic_id=${clinicId}`, await t.login('fisio@demo.clinica.pt'))).statusCode,
    ).toBe(200);
  });
});
