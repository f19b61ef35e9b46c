import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, Report, ReportTable } from '@clinica/contracts/reports';
import type { CashDay } from '@clinica/contracts/cash-close';
import { sql } from 'drizzle-orm';
import { DEMO_FRONT_DESK_ID, DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { ratio } from './reports.service.js';
import { useTestApp } from '../../test/test-app.js';
import { R, seedReportFixture } from './reports.test-helpers.js';

/** Issue 50: each report against the hand-computed fixture of reports.test-helpers.ts. */
const t = useTestApp();
beforeAll(() => seedReportFixture(t));

const spring = { from: '2023-03-01', to: '2023-04-30' };
async function report(name: string, q: Record<string, string> = {}, cookie?: string): Promise<Report> {
  const query = new URLSearchParams({ ...spring, clinic_id: R.clinic, ...q });
  const res = await t.api('GET', `/api/v1/reports/${name}?${query}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}
const tableOf = (r: Report, key: string) => r.tables.find((x) => x.key === key)!;
const pick = (tb: ReportTable, ...keys: string[]) => tb.rows.map((row) => keys.map((k) => row[k]));
/** Every count/cents/minutes total equals the sum of its column. */
function totalsAreSums(r: Report) {
  for (const tb of r.tables)
    for (const c of tb.columns)
      if (['count', 'cents', 'minutes'].includes(c.kind))
        expect(tb.totals![c.key], `${tb.key}.${c.key}`).toBe(
          tb.rows.reduce((s, x) => s + Number(x[c.key]), 0),
        );
}

describe('reports', () => {
  it('specialties: present appointments (the DST day and 23:30 on 31/03 in March) and revenue net of the credit note', async () => {
    const r = await report('specialties');
    expect(pick(r.tables[0]!, 'name', 'appointments', 'revenue_cents')).toEqual([
      ['Osteopatia Teste', 3, 8000 + 2500 - 1000],
      [null, 0, 1230],
    ]);
    totalsAreSums(r);
    const march = await report('specialties', { from: '2023-03-01', to: '2023-03-31' });
    expect(pick(march.tables[0]!, 'appointments', 'revenue_cents')).toEqual([[2, 8000]]);
    const april = await report('specialties', { from: '2023-04-01', to: '2023-04-30' });
    expect(pick(april.tables[0]!, 'name', 'appointments')).toEqual([
      ['Osteopatia Teste', 1],
      [null, 0],
    ]);
  });

  it('references: new patients, conversion and revenue per referral source', async () => {
    const r = await report('references');
    expect(pick(r.tables[0]!, 'name', 'new_patients', 'converted', 'conversion', 'revenue_cents')).toEqual([
      ['Dr. Referência', 1, 1, 100, 7000],
      [null, 1, 1, 100, 3730],
    ]);
    expect(r.tables[0]!.totals).toMatchObject({ new_patients: 2, revenue_cents: 10730, conversion: 100 });
  });

  it('presences: each state per professional', async () => {
    const r = await report('presences');
    expect(r.tables[0]!.rows).toEqual([
      expect.objectContaining({
        id: DEMO_PROFESSIONAL_ID,
        present: 3,
        noshow_unjustified: 1,
        canceled_patient: 1,
        canceled: 0,
        total: 5,
      }),
    ]);
    totalsAreSums(r);
  });

  it('occupation by professional and by clinic: booked ÷ working time per week', async () => {
    const week = { from: '2023-04-03', to: '2023-04-09' };
    for (const name of ['occupation-by-professional', 'occupation-by-clinic']) {
      const r = await report(name, week);
      expect(pick(r.tables[0]!, 'week', 'booked_minutes', 'available_minutes', 'occupancy')).toEqual([
        ['2023-04-03', 60, 240, 25],
      ]);
    }
  });

  it('occupation: a holiday leaves no working time, absences are subtracted once, another clinic’s are not', async () => {
    // 17/04/2023 (a Monday) is the clinic's municipal holiday; on 24/04 two overlapping absences cover
    // 10:00–12:00 (one at every clinic, one at this clinic); an absence at another clinic on 10/04 counts
    // nothing here.
    await t.asOwner(
      sql`update clinics set municipal_holiday_day = 17, municipal_holiday_month = 4 where id = ${R.clinic}`,
      DEMO_TENANT_ID,
    );
    const otherClinic = 'aaaaaaaa-0000-4000-8000-000000000099';
    await t.asOwner(
      sql`insert into clinics (id, tenant_id, name, time_zone) values (${otherClinic}, ${DEMO_TENANT_ID}, 'Outra Clínica', 'Europe/Lisbon')`,
      DEMO_TENANT_ID,
    );
    await t.asOwner(
      sql`insert into schedule_exceptions (id, tenant_id, professional_id, clinic_id, starts_at, ends_at, reason) values
        (gen_random_uuid(), ${DEMO_TENANT_ID}, ${DEMO_PROFESSIONAL_ID}, null, '2023-04-24T09:00:00Z', '2023-04-24T10:00:00Z', 'other'),
        (gen_random_uuid(), ${DEMO_TENANT_ID}, ${DEMO_PROFESSIONAL_ID}, ${R.clinic}, '2023-04-24T09:30:00Z', '2023-04-24T11:00:00Z', 'other'),
        (gen_random_uuid(), ${DEMO_TENANT_ID}, ${DEMO_PROFESSIONAL_ID}, ${otherClinic}, '2023-04-10T08:00:00Z', '2023-04-10T12:00:00Z', 'other')`,
      DEMO_TENANT_ID,
    );
    try {
      const april = { from: '2023-04-03', to: '2023-04-30' };
      for (const name of ['occupation-by-professional', 'occupation-by-clinic']) {
        const r = await report(name, april);
        expect(pick(r.tables[0]!, 'week', 'booked_minutes', 'available_minutes', 'occupancy')).toEqual([
          ['2023-04-03', 60, 240, 25],
          ['2023-04-10', 0, 240, 0],
          ['2023-04-17', 0, 0, null],
          ['2023-04-24', 0, 120, 0],
        ]);
        totalsAreSums(r);
        expect(r.tables[0]!.totals!.occupancy).toBe(ratio(60, 600));
      }
    } finally {
      await t.asOwner(
        sql`delete from schedule_exceptions where professional_id = ${DEMO_PROFESSIONAL_ID} and starts_at >= '2023-04-10' and starts_at < '2023-04-25'`,
        DEMO_TENANT_ID,
      );
      await t.asOwner(
        sql`update clinics set municipal_holiday_day = null, municipal_holiday_month = null where id = ${R.clinic}`,
        DEMO_TENANT_ID,
      );
    }
  });

  it('first appointments: a patient counts once, on their first present appointment', async () => {
    expect(pick((await report('first-appointments-by-professional')).tables[0]!, 'patients')).toEqual([[2]]);
    const april = await report('first-appointments-by-professional', { from: '2023-04-01' });
    expect(pick(april.tables[0]!, 'patients')).toEqual([[1]]);
  });

  it('financial: per month, service, professional, insurer and method; totals are sums', async () => {
    const r = await report('financial');
    expect(pick(tableOf(r, 'by_month'), 'month', 'revenue_cents', 'vat_cents', 'result_cents')).toEqual([
      ['2023-03', 8000, 0, 8000],
      ['2023-04', 2730, 230, 2500],
    ]);
    expect(pick(tableOf(r, 'by_service'), 'name', 'revenue_cents')).toEqual([
      ['Sessão Teste', 9500],
      ['Produto Teste', 1230],
    ]);
    expect(pick(tableOf(r, 'by_professional'), 'id', 'revenue_cents')).toEqual([
      [DEMO_PROFESSIONAL_ID, 9500],
      [null, 1230],
    ]);
    expect(pick(tableOf(r, 'by_insurer'), 'name', 'appointments', 'cents')).toEqual([
      ['Seguradora Teste', 1, 1500],
    ]);
    expect(pick(tableOf(r, 'by_method'), 'method', 'cents')).toEqual([['cash', 5000 + 3730 - 200]]);
    expect(tableOf(r, 'expenses_by_category')).toBeUndefined(); // expenses carry no clinic
    totalsAreSums(r);
    expect(tableOf(r, 'by_month').totals!.revenue_cents).toBe(tableOf(r, 'by_service').totals!.revenue_cents);
  });

  it('financial: the payments by method equal the cash closes’ expected amounts of the period', async () => {
    const r = await report('financial');
    let closes = 0;
    for (const day of ['2023-04-01', '2023-04-03', '2023-04-15']) {
      const res = await t.api(
        'GET',
        `/api/v1/cash-closes/day?clinic_id=${R.clinic}&user_id=${DEMO_FRONT_DESK_ID}&day=${day}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      closes += (res.json() as CashDay).expected_cents;
    }
    expect(tableOf(r, 'by_method').totals!.cents).toBe(closes);
  });

  it('commissions: on the appointments’ value, or on what was paid (a partly paid FT: its share)', async () => {
    const value = await report('commissions');
    expect(
      pick(tableOf(value, 'professionals'), 'percent', 'appointments', 'base_cents', 'commission_cents'),
    ).toEqual([[30, 3, 12000, 3600]]);
    // The account's report has no detail; one professional's has theirs.
    expect(value.tables.map((x) => x.key)).toEqual(['professionals']);
    const paid = await report('commissions', { basis: 'paid', professional_id: DEMO_PROFESSIONAL_ID });
    expect(pick(tableOf(paid, 'lines'), 'day', 'base_cents', 'commission_cents')).toEqual([
      ['2023-03-26', 2500, 750],
      ['2023-03-31', 2500, 750],
      ['2023-04-03', 2500, 750],
    ]);
    totalsAreSums(paid);
    expect(tableOf(paid, 'professionals').totals!.commission_cents).toBe(2250);
  });

  it('refuses a bad range with the field, and another clinic’s id with 404', async () => {
    const bad = await t.api('GET', `/api/v1/reports/financial?from=2023-05-01&to=2023-04-01`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['to']);
    const other = await t.api(
      'GET',
      `/api/v1/reports/financial?from=2023-04-01&to=2023-04-30&clinic_id=${R.clinic}`,
      undefined,
      t.other,
    );
    expect(other.statusCode).toBe(404);
    expect((await t.api('GET', '/api/v1/reports/nope?from=2023-04-01&to=2023-04-30')).statusCode).toBe(400);
    // The commissions' detail of someone who is not one of this clinic's team: a patient, or another
    // clinic's professional (the manager of Teste asking for Demo's physiotherapist) — 404, no lines.
    const range = 'from=2023-04-01&to=2023-04-30';
    const patient = await t.api('GET', `/api/v1/reports/commissions?${range}&professional_id=${R.p1}`);
    expect(patient.statusCode).toBe(404);
    const foreign = await t.api(
      'GET',
      `/api/v1/reports/commissions?${range}&professional_id=${DEMO_PROFESSIONAL_ID}`,
      undefined,
      t.other,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Paula');
  });

  it('professionals, front desk and patients are refused (403)', async () => {
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt', 'paciente@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect((await t.api('GET', '/api/v1/dashboard', undefined, cookie)).statusCode).toBe(403);
      const res = await t.api(
        'GET',
        `/api/v1/reports/financial?from=2023-04-01&to=2023-04-30`,
        undefined,
        cookie,
      );
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('dashboard', () => {
  it('its revenue equals the financial report’s for the same months; what is owed; the 30 days’ attendance', async () => {
    t.clock.advance(Date.parse('2023-04-20T12:00:00Z') - t.clock.now().getTime());
    const res = await t.api('GET', `/api/v1/dashboard?clinic_id=${R.clinic}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    const april = await report('financial', { from: '2023-04-01', to: '2023-04-30' });
    const march = await report('financial', { from: '2023-03-01', to: '2023-03-31' });
    expect(d.revenue).toEqual({
      this_month_cents: tableOf(april, 'by_month').totals!.revenue_cents,
      last_month_cents: tableOf(march, 'by_month').totals!.revenue_cents,
      last_year_cents: 0,
      owed_cents: 8000 - 5000 - 1000 + 4000,
    });
    expect(d.revenue.this_month_cents).toBe(2730);
    expect(d.attendance).toMatchObject({ appointments: 5, no_shows: 1, late_cancellations: 1 });
    // Created on 10/03 and 20/03: both in the 30 days before 22/03–20/04.
    expect(d.new_patients).toEqual({ last_30_days: 0, previous_30_days: 2 });
    expect(d.agenda).toEqual([]);
  });

  it('birthdays this week: by month and day of any year, Monday to Sunday', async () => {
    t.clock.advance(Date.parse('2023-04-20T12:00:00Z') - t.clock.now().getTime()); // the week of 17–23/04
    const born = async (patient: string, day: string | null) =>
      t.asOwner(
        sql`update patient_profiles set date_of_birth = ${day} where user_id = ${patient}`,
        DEMO_TENANT_ID,
      );
    await born(R.p1, '1980-04-23'); // Sunday of the week
    await born(R.p2, '1990-04-24'); // the Monday after
    try {
      const res = await t.api('GET', `/api/v1/dashboard?clinic_id=${R.clinic}`);
      expect((res.json() as Dashboard).birthdays).toEqual([
        { id: R.p1, name: 'Paula Um', date_of_birth: '1980-04-23' },
      ]);
    } finally {
      await born(R.p1, null);
      await born(R.p2, null);
    }
  });
});
