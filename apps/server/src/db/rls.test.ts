import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.js';
import { patientProfiles, sessions, tenants, users } from './schema.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from './seed/demo.js';
import { openTestDatabase } from '../test/test-app.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('row-level security', () => {
  it('queries as a role that owns nothing and is no superuser', async () => {
    const [row] = await database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ who: string; su: boolean; bypass: boolean }>(
        tx,
        sql`select current_user as who, r.rolsuper as su, r.rolbypassrls as bypass from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(row).toEqual({ who: 'clinica_app', su: false, bypass: false });
    const owned = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = 'clinica_app'`,
    );
    expect(owned[0]!.n).toBe(0);
  });

  it('forces RLS with a tenant policy on every table that has a tenant_id', async () => {
    const rows = await queryRows<{ table: string; forced: boolean; enabled: boolean; policy: boolean }>(
      database.db,
      sql`select c.relname as table, c.relforcerowsecurity as forced, c.relrowsecurity as enabled,
                 exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policy
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and (c.relname = 'tenants' or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'))`,
    );
    expect(rows.map((r) => r.table)).toEqual(
      expect.arrayContaining(['tenants', 'users', 'permissions', 'sessions', 'audit_events', 'files']),
    );
    for (const r of rows) expect(r, r.table).toMatchObject({ forced: true, enabled: true, policy: true });
  });

  it('returns none of another clinic’s rows to a query with no tenant filter', async () => {
    const seen = await database.withTenant(DEMO_TENANT_ID, async (tx) => ({
      users: await tx.select({ tenantId: users.tenantId, email: users.email }).from(users),
      tenants: await tx.select({ id: tenants.id }).from(tenants),
    }));
    expect(seen.users.length).toBeGreaterThanOrEqual(4);
    expect(seen.users.every((u) => u.tenantId === DEMO_TENANT_ID)).toBe(true);
    expect(seen.users.map((u) => u.email)).not.toContain('gestor@teste.clinica.pt');
    expect(seen.tenants).toEqual([{ id: DEMO_TENANT_ID }]);
  });

  it('refuses an insert carrying the other clinic’s id', async () => {
    await expect(
      database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.insert(users).values({
          tenantId: TESTE_TENANT_ID,
          type: 'manager',
          email: 'intruso@teste.pt',
          firstName: 'Intruso',
        }),
      ),
    ).rejects.toThrow();
    const teste = await database.withTenant(TESTE_TENANT_ID, (tx) =>
      tx.select({ email: users.email }).from(users),
    );
    expect(teste.map((u) => u.email)).not.toContain('intruso@teste.pt');
  });

  it('cannot update or delete another clinic’s rows (they are invisible)', async () => {
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      await tx.update(users).set({ firstName: 'Hacked' });
      await tx.delete(sessions);
    });
    const teste = await database.withTenant(TESTE_TENANT_ID, (tx) =>
      tx.select({ name: users.firstName }).from(users),
    );
    expect(teste.map((u) => u.name)).toEqual(['Rui']);
  });

  it('sees nothing at all without a tenant', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'clinica_app', true)`);
      return queryRows<{ n: number }>(tx as never, sql`select count(*)::int as n from users`);
    });
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps the audit log append-only for the application', async () => {
    const error = await database
      .withTenant(DEMO_TENANT_ID, (tx) => tx.execute(sql`delete from audit_events`))
      .then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
    expect(error?.cause?.message ?? error?.message).toMatch(/permission denied/);
  });
  it('lets patient search (a view read with its owner’s policy) find only the request’s own tenant’s patients', async () => {
    const addUser = (tenantId: string, type: 'patient' | 'front_desk') =>
      database.withTenant(tenantId, async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            tenantId,
            type,
            firstName: 'Zebedeu',
            surname: 'Search',
            canLogin: false,
            searchText: 'zebedeu search',
          })
          .returning({ id: users.id });
        if (type === 'patient') await tx.insert(patientProfiles).values({ tenantId, userId: user!.id });
        return user!.id;
      });
    const demoPatient = await addUser(DEMO_TENANT_ID, 'patient');
    const testePatient = await addUser(TESTE_TENANT_ID, 'patient');
    // Only patients are searched, whatever another user's search text says.
    await addUser(DEMO_TENANT_ID, 'front_desk');
    const search = (words: string[]) =>
      sql`select id, first_name, surname from patient_search
           where ${sql.join(
             words.map((w) => sql`search_text like '%' || app_search_text(${w}::text) || '%'`),
             sql` and `,
           )}`;
    type Found = { id: string; first_name: string; surname: string };

    const demo = await database.withTenant(DEMO_TENANT_ID, (tx) => queryRows<Found>(tx, search(['zebédeu'])));
    expect(demo).toEqual([{ id: demoPatient, first_name: 'Zebedeu', surname: 'Search' }]);
    const teste = await database.withTenant(TESTE_TENANT_ID, (tx) =>
      queryRows<Found>(tx, search(['SEARCH', 'zeb'])),
    );
    expect(teste.map((r) => r.id)).toEqual([testePatient]);
    // Without a tenant the view shows nothing.
    const none = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'clinica_app', true)`);
      return queryRows<Found>(tx as never, search(['zebedeu']));
    });
    expect(none).toEqual([]);
  });
});
