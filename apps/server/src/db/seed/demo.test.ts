import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { DEMO_TENANT_ID, seedDemo } from './demo.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
});
afterAll(() => database.close());

const counts = () =>
  database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<Record<string, number>>(
      tx,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from clinics) as clinics,
                 (select count(*)::int from clinic_spaces) as spaces, (select count(*)::int from services) as services,
                 (select count(*)::int from clinic_schedules) as schedules, (select count(*)::int from insurers) as insurers`,
    ),
  );

it('seeds a living demo clinic, and seeding again adds nothing', async () => {
  await seedDemo(database);
  const first = (await counts())[0]!;
  expect(first.users).toBeGreaterThanOrEqual(5);
  expect(first.clinics).toBe(2);
  expect(first.spaces).toBeGreaterThanOrEqual(4);
  expect(first.services).toBeGreaterThanOrEqual(5);
  expect(first.schedules).toBeGreaterThanOrEqual(10);
  await seedDemo(database);
  expect((await counts())[0]).toEqual(first);
});
