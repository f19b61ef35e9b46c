import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase, queryRows, type Database } from './client.js';
import { openAppDatabase, runtimeLoginProblems } from './roles.js';
import { DEMO_TENANT_ID } from './seed/demo-ids.js';
import { withLogin } from '../test/paths.js';
import { openTestDatabase } from '../test/test-app.js';

// Issue 21, decision 002: on a PostgreSQL server the app connects as a login that owns nothing and can
// only become clinica_app. Whatever SQL runs on its connection — an injection included — reads no
// tenant's rows without a tenant set, cannot become the identity-lookup roles, and cannot change the
// schema. (PGlite has one user: these hold on PostgreSQL.)
describe.runIf(Boolean(process.env.DATABASE_URL))('the login the server runs as', () => {
  let database: Database;
  let ownerUrl: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase({ poolSize: 2 });
    ({ database, drop } = opened);
    ownerUrl = opened.ownerUrl!;
  });
  afterAll(() => drop());

  const tables = ['users', 'sessions', 'tenants', 'patient_profiles', 'appointments', 'audit_events'];

  /** Runs `setup` then counts every tenant table's rows, on one connection, all in one transaction. */
  const countsAfter = (setup: SQL | null) =>
    database.db.transaction(async (tx) => {
      if (setup) await tx.execute(setup);
      const counts: Record<string, number | string> = {};
      for (const table of tables) {
        await tx.execute(sql`savepoint t`);
        try {
          const [row] = await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${sql.identifier(table)}`,
          );
          counts[table] = row!.n;
        } catch (e) {
          counts[table] = (e as { cause?: { code?: string } }).cause?.code ?? 'error';
          await tx.execute(sql`rollback to savepoint t`);
        }
      }
      return counts;
    });
  const none = Object.fromEntries(tables.map((t) => [t, 0]));

  it('reads no tenant’s rows with raw SQL: as itself, after RESET ROLE, or as clinica_app with no tenant', async () => {
    expect(await countsAfter(null)).toEqual(none);
    expect(await countsAfter(sql`reset role`)).toEqual(none);
    expect(await countsAfter(sql`set local role clinica_app`)).toEqual(none);
    // The tenant setting is what opens a tenant's rows, and only that tenant's.
    const demo = await countsAfter(sql`select set_config('app.tenant_id', ${DEMO_TENANT_ID}, true)`);
    expect(demo.users).toBeGreaterThan(0);
    const [{ tenants } = { tenants: 0 }] = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${DEMO_TENANT_ID}, true)`);
      return queryRows<{ tenants: number }>(
        tx,
        sql`select count(distinct tenant_id)::int as tenants from users`,
      );
    });
    expect(tenants).toBe(1);
  });

  it('cannot become clinica_auth or clinica_search, nor change the schema', async () => {
    const refused = async (statement: SQL) => {
      const error = await database.db
        .transaction((tx) => tx.execute(statement))
        .then(() => null)
        .catch((e: { cause?: { code?: string } }) => e.cause?.code ?? 'error');
      return error;
    };
    // 42501: insufficient privilege; 42809/42501 for what only an owner may do.
    expect(await refused(sql`set role clinica_auth`)).toBe('42501');
    expect(await refused(sql`set role clinica_search`)).toBe('42501');
    expect(await refused(sql`create table intruder (id int)`)).toBe('42501');
    expect(await refused(sql`drop table users`)).toBe('42501');
    expect(await refused(sql`alter table users disable row level security`)).toBe('42501');
    expect(
      await refused(
        sql`create or replace function auth_session_copy() returns int language sql as 'select 1'`,
      ),
    ).toBe('42501');
    expect(await refused(sql`grant clinica_auth to current_user`)).toBe('42501');
    expect(await runtimeLoginProblems(database)).toEqual([]);
  });

  it('the server starts as that login, and refuses to start as the owner', async () => {
    const login = (await queryRows<{ u: string }>(database.db, sql`select current_user as u`))[0]!.u;
    const config = (databaseUrl: string) =>
      loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, DATABASE_OWNER_URL: ownerUrl });
    const served = await openAppDatabase(config(withLogin(ownerUrl, login)), { poolSize: 1 });
    try {
      const [row] = await served.withTenant(DEMO_TENANT_ID, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users`),
      );
      expect(row!.n).toBeGreaterThan(0);
    } finally {
      await served.close();
    }
    await expect(openAppDatabase(config(ownerUrl), { poolSize: 1 })).rejects.toThrow(
      /^DATABASE_URL: the login «[^»]+» (owns \d+ tables, views or sequences|belongs to clinica_auth).*CREATE ROLE clinica_runtime LOGIN/s,
    );
    const owner = await openDatabase({ databaseUrl: ownerUrl, poolSize: 1 });
    try {
      expect((await runtimeLoginProblems(owner)).length).toBeGreaterThan(0);
    } finally {
      await owner.close();
    }
  });
});
