import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from './seed/demo-ids.js';
import { openTestDatabase } from '../test/test-app.js';

/** DESIGN §9: a request's queries run in one transaction of the driver that starts as the tenant. */
describe('the tenant transaction (withTenant)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  // One connection: whatever a transaction leaves on it, the next one finds.
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ poolSize: 1 }));
  });
  afterAll(() => drop());

  const patientCount = (tenantId: string) =>
    database.withTenant(tenantId, async (tx) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users where type = 'patient'`,
      );
      return row!.n;
    });
  const tenantName = () =>
    database.withTenant(DEMO_TENANT_ID, async (tx) => {
      const [row] = await queryRows<{ name: string }>(tx, sql`select name from tenants`);
      return row!.name;
    });
  /**
   * What the connection holds outside any tenant transaction. Two statements that each ask for a
   * transaction id get the same one only inside a transaction left open.
   */
  const leftOnConnection = async () => {
    const xid = async () =>
      (await queryRows<{ xid: string }>(database.db, sql`select txid_current()::text as xid`))[0]!.xid;
    const [left] = await queryRows<{ tenant: string | null; role: string }>(
      database.db,
      sql`select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user as role`,
    );
    return { ...left!, inTransaction: (await xid()) === (await xid()) };
  };

  it('sees only its own tenant in every statement, as the application role, in one transaction', async () => {
    const seen = await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      const rows = [];
      for (let i = 0; i < 3; i++) {
        rows.push(
          ...(await queryRows<{ tenant: string; role: string; tenants: number; xact: string }>(
            tx,
            sql`select current_setting('app.tenant_id') as tenant, current_user as role,
                       (select count(distinct tenant_id)::int from users) as tenants,
                       now()::text as xact`,
          )),
        );
      }
      return rows;
    });
    expect(seen.map(({ xact: _xact, ...r }) => r)).toEqual(
      Array(3).fill({ tenant: DEMO_TENANT_ID, role: 'clinica_app', tenants: 1 }),
    );
    // now() is the transaction's start: the same for every statement of one transaction.
    expect(new Set(seen.map((r) => r.xact)).size).toBe(1);
    const demo = await patientCount(DEMO_TENANT_ID);
    const teste = await patientCount(TESTE_TENANT_ID);
    expect(demo).toBeGreaterThan(0);
    expect(teste).not.toBe(demo);
  });

  it('leaves neither tenant nor role on the connection, nor a transaction open', async () => {
    await patientCount(DEMO_TENANT_ID);
    const left = await leftOnConnection();
    expect(left.tenant).toBeNull();
    expect(left.role).not.toBe('clinica_app');
    expect(left.inTransaction).toBe(false);
  });

  it('its writes stand or fall together', async () => {
    const rename = (name: string, fail: boolean) =>
      database.withTenant(DEMO_TENANT_ID, async (tx) => {
        await tx.execute(sql`update tenants set name = ${name}`);
        await tx.execute(sql`update users set surname = surname where false`);
        if (fail) throw new Error('undo');
      });
    const original = await tenantName();
    await expect(rename('Nunca gravado', true)).rejects.toThrow('undo');
    expect(await tenantName()).toBe(original);
    await rename('Clínica Renomeada', false);
    expect(await tenantName()).toBe('Clínica Renomeada');
    await rename(original, false);
    expect(await tenantName()).toBe(original);
  });

  it('a failing statement rolls its transaction back and leaves the connection clean for the next', async () => {
    const original = await tenantName();
    await expect(
      database.withTenant(DEMO_TENANT_ID, async (tx) => {
        await tx.execute(sql`update tenants set name = 'Nunca gravada'`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await tenantName()).toBe(original);
    const left = await leftOnConnection();
    expect(left).toMatchObject({ tenant: null, inTransaction: false });
    expect(left.role).not.toBe('clinica_app');
    expect(await patientCount(DEMO_TENANT_ID)).toBeGreaterThan(0);
  });

  it('refuses a tenant id that is not a UUID before running anything', async () => {
    await expect(database.withTenant("x'; drop table users; --", () => Promise.resolve(1))).rejects.toThrow();
    expect(await patientCount(DEMO_TENANT_ID)).toBeGreaterThan(0);
  });
});
