import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, StatementNames, type Database } from './client.js';
import { users } from './schema.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from './seed/demo-ids.js';
import { openTestDatabase } from '../test/test-app.js';
import { listPatients } from '../modules/patients/patients.repository.js';

describe('StatementNames', () => {
  it('names a read or write from its second use on, always with the same name', () => {
    const names = new StatementNames();
    const text = 'select "id" from "clinics" where "id" = $1';
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^q_[0-9a-f]{24}$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select 2')).toBeUndefined();
  });

  it('never names transaction control, settings or DDL', () => {
    const names = new StatementNames();
    for (const text of ['begin', 'commit', 'rollback', 'set local x = 1', 'alter table t add c int']) {
      names.nameFor(text);
      expect(names.nameFor(text)).toBeUndefined();
    }
    names.nameFor('  WITH x as (select 1) select * from x');
    expect(names.nameFor('  WITH x as (select 1) select * from x')).toBeDefined();
  });

  it('names at most `limit` statements, so each connection keeps a bounded set', () => {
    const names = new StatementNames(3);
    const named = Array.from({ length: 10 }, (_, i) => {
      const text = `select ${i}`;
      names.nameFor(text);
      return names.nameFor(text);
    });
    expect(named.filter(Boolean)).toHaveLength(3);
  });
});

describe.runIf(process.env.DATABASE_URL)('drizzle statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const emails = (tenantId: string) =>
    database.withTenant(tenantId, (tx) =>
      tx.select({ email: users.email }).from(users).where(eq(users.active, true)).orderBy(users.email),
    );

  it('run as named prepared statements once repeated, and row-level security still follows the tenant', async () => {
    const demo = await emails(DEMO_TENANT_ID);
    const teste = await emails(TESTE_TENANT_ID);
    expect(demo.length).toBeGreaterThan(0);
    expect(teste.length).toBeGreaterThan(0);
    expect(teste).not.toEqual(demo);
    // Enough executions for PostgreSQL to consider a generic plan, alternating tenants on the
    // connections of the pool: every answer is still the caller's own users.
    for (let i = 0; i < 8; i++) {
      expect(await emails(DEMO_TENANT_ID)).toEqual(demo);
      expect(await emails(TESTE_TENANT_ID)).toEqual(teste);
    }
    const prepared = await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      await tx.select({ email: users.email }).from(users).where(eq(users.active, true)).orderBy(users.email);
      return queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where statement like '%from "users"%' and name like 'q\\_%'`,
      );
    });
    expect(prepared.length).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.DATABASE_URL)('list pages on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // A clinic with a few thousand patients: enough for a generic plan with an unknown LIMIT to look
    // dearer than reading the first rows of the name index.
    await database.db.execute(sql`
      with u as (
        insert into users (id, tenant_id, type, first_name, surname, can_login)
        select gen_random_uuid(), ${DEMO_TENANT_ID}, 'patient', 'Paciente ' || g, 'Teste', false
          from generate_series(1, 5000) g
        returning id)
      insert into patient_profiles (id, tenant_id, user_id) select gen_random_uuid(), ${DEMO_TENANT_ID}, id from u`);
    await database.db.execute(sql`analyze users`);
    await database.db.execute(sql`analyze patient_profiles`);
  });
  afterAll(() => drop());

  it('are planned once per connection: the page size is in the statement, not a parameter', async () => {
    // pageOf's LIMIT as a parameter made PostgreSQL judge the generic plan dear and plan every page
    // afresh (docs/performance.md). One connection (one transaction) runs the same page a dozen times.
    const plans = await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      for (let i = 0; i < 12; i++) {
        const page = await listPatients(
          tx,
          { clinicIds: null },
          { active: 'true', page: 1, pageSize: 25, order: 'asc' },
        );
        expect(page.rows).toHaveLength(25);
      }
      return queryRows<{ generic_plans: number; custom_plans: number }>(
        tx,
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
             where statement like '%from "users" inner join "patient_profiles"%' and name like 'q\\_%'`,
      );
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]!.generic_plans).toBeGreaterThan(0);
  });
});
