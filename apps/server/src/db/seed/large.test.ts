import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isValidNif } from '@clinica/contracts/pt';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { LARGE_TENANT_ID, seedLargeClinic } from './large.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
});
afterAll(() => database.close());

const patients = () =>
  database.withTenant(LARGE_TENANT_ID, (tx) =>
    queryRows<{ name: string; nif: string | null; search_text: string; expected: string; clinics: number }>(
      tx,
      sql`select u.first_name || ' ' || u.surname as name, p.nif, u.search_text,
                 app_search_text(concat_ws(' ', u.first_name, u.surname, u.email, u.phone, p.nif)) as expected,
                 (select count(*)::int from user_clinics uc where uc.user_id = u.id) as clinics
            from users u join patient_profiles p on p.user_id = u.id where u.type = 'patient'`,
    ),
  );

it('creates Clínica Grande’s patients once, searchable, with valid NIFs; a second run adds nothing', async () => {
  const first = await seedLargeClinic(database, { patients: 3_000 });
  expect(first.added).toBe(3_000);
  const rows = await patients();
  expect(rows).toHaveLength(3_000);
  expect(rows.filter((r) => r.search_text !== r.expected || r.clinics !== 1)).toEqual([]);
  expect(rows.filter((r) => r.nif !== null && !isValidNif(r.nif))).toEqual([]);
  expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(2_500);
  expect(rows.filter((r) => r.search_text.includes('joao')).length).toBeGreaterThan(10);
  expect(rows.some((r) => /[áàâãçéêíóôõú]/i.test(r.name))).toBe(true);

  const again = await seedLargeClinic(database, { patients: 3_000 });
  expect(again.added).toBe(0);
  expect(await patients()).toHaveLength(3_000);
});
