import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { seedClinicSetup } from './clinic-setup.js';
import { seedDemoAppointments } from './demo-appointments.js';
import { DEMO_TENANT_ID, seedTenantsAndUsers } from './demo.js';
import { seedDemoPatients } from './demo-patients.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  await seedTenantsAndUsers(database);
  await seedClinicSetup(database);
  await seedDemoPatients(database);
});
afterAll(() => database.close());

const NOW = new Date('2026-11-23T10:00:00Z'); // a Monday

const stats = () =>
  database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const [row] = await queryRows<Record<string, number | string>>(
      tx,
      sql`select count(*)::int as appointments,
                 count(*) filter (where state = 'scheduled')::int as scheduled,
                 count(*) filter (where state = 'present')::int as present,
                 count(*) filter (where starts_at >= ${NOW.toISOString()}::timestamptz)::int as upcoming,
                 count(*) filter (where series_id is not null)::int as in_series,
                 count(*) filter (where patient_id = '0d3c7a52-5b1e-4c59-9d4a-000000000104' and starts_at > ${NOW.toISOString()}::timestamptz)::int as joao_upcoming,
                 min(starts_at)::text as first, max(starts_at)::text as last,
                 (select count(*)::int from professional_schedules) as schedules,
                 (select count(*)::int from schedule_exceptions) as exceptions,
                 (select count(*)::int from appointment_history) as history
            from appointments`,
    );
    return row!;
  });

it('seeds working hours and four weeks of appointments around today, once', async () => {
  await seedDemoAppointments(database, NOW);
  const first = await stats();
  expect(first.schedules).toBe(20);
  expect(first.exceptions).toBe(2);
  expect(first.appointments).toBeGreaterThan(150);
  expect(first.in_series).toBe(8);
  expect(first.joao_upcoming).toBeGreaterThanOrEqual(4);
  expect(first.upcoming).toBeGreaterThan(50);
  expect(first.present).toBeGreaterThan(50);
  expect(first.history).toBeGreaterThan(Number(first.appointments));
  expect(String(first.first) >= '2026-11-09').toBe(true);
  expect(String(first.last) < '2026-12-11').toBe(true); // João's series runs into the fifth week
  // Seeding again (another day) adds nothing.
  await seedDemoAppointments(database, new Date('2026-12-20T10:00:00Z'));
  expect(await stats()).toEqual(first);
});

it('books inside the working hours only: no appointment would need an outside-schedule confirmation', async () => {
  const outside = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`select a.id from appointments a
           where not exists (
             select 1 from professional_schedules s
              where s.professional_id = a.professional_id and s.clinic_id = a.clinic_id
                and s.weekday = (enum_range(null::weekday))[extract(isodow from a.starts_at at time zone 'Europe/Lisbon')]
                and s.start_time <= (a.starts_at at time zone 'Europe/Lisbon')::time
                and s.end_time >= (a.ends_at at time zone 'Europe/Lisbon')::time)
              or exists (select 1 from schedule_exceptions x where x.professional_id = a.professional_id
                           and x.starts_at < a.ends_at and x.ends_at > a.starts_at)`,
    ),
  );
  expect(outside).toEqual([]);
});
