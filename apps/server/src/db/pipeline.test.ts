import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, run, statement, type Database } from './client.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from './seed/demo-ids.js';
import { openTestDatabase } from '../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Decision 017: the tenant settings (and BEGIN) ride on a transaction's statements. */
describe('tenant statements sent with their settings', () => {
  let database: Database;
  let drop: () => Promise<void>;
  // One connection: whatever a statement leaves on it, the next one finds.
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ poolSize: 1 }));
  });
  afterAll(() => drop());

  const patientCount = (tenantId: string) =>
    database.withTenantRead(tenantId, async (tx) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users where type = 'patient'`,
      );
      return row!.n;
    });

  it('a read sees its own tenant in every statement, as the application role', async () => {
    const seen = await database.withTenantRead(DEMO_TENANT_ID, async (tx) => {
      const rows = [];
      for (let i = 0; i < 3; i++) {
        rows.push(
          ...(await queryRows<{ tenant: string; role: string; tenants: number }>(
            tx,
            sql`select current_setting('app.tenant_id') as tenant, current_user as role,
                       (select count(distinct tenant_id)::int from users) as tenants`,
          )),
        );
      }
      return rows;
    });
    expect(seen).toEqual(Array(3).fill({ tenant: DEMO_TENANT_ID, role: 'clinica_app', tenants: 1 }));
    const demo = await patientCount(DEMO_TENANT_ID);
    const teste = await patientCount(TESTE_TENANT_ID);
    expect(demo).toBeGreaterThan(0);
    expect(teste).not.toBe(demo);
  });

  it('a read cannot write', async () => {
    const before = await patientCount(DEMO_TENANT_ID);
    await expect(
      database.withTenantRead(DEMO_TENANT_ID, (tx) =>
        tx.execute(sql`update users set first_name = 'X' where type = 'patient'`),
      ),
    ).rejects.toMatchObject({ cause: { code: '25006' } }); // read_only_sql_transaction
    expect(await patientCount(DEMO_TENANT_ID)).toBe(before);
    const names = await database.withTenantRead(DEMO_TENANT_ID, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users where first_name = 'X'`),
    );
    expect(names[0]!.n).toBe(0);
  });

  it('leaves neither tenant nor role on the connection after a read or a transaction', async () => {
    await patientCount(DEMO_TENANT_ID);
    await database.withTenant(DEMO_TENANT_ID, (tx) => tx.execute(sql`select 1`));
    const [left] = await queryRows<{ tenant: string | null; role: string; readOnly: string }>(
      database.db,
      sql`select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user as role,
                 current_setting('transaction_read_only') as "readOnly"`,
    );
    expect(left!.tenant).toBeNull();
    expect(left!.role).not.toBe('clinica_app');
    expect(left!.readOnly).toBe('off');
  });

  it('a transaction is one: its writes stand or fall together, and the first statement is in it', async () => {
    const rename = (name: string, fail: boolean) =>
      database.withTenant(DEMO_TENANT_ID, async (tx) => {
        await tx.execute(sql`update tenants set name = ${name}`);
        await tx.execute(sql`update users set surname = surname where false`);
        if (fail) throw new Error('undo');
      });
    const tenantName = () =>
      database.withTenantRead(DEMO_TENANT_ID, async (tx) => {
        const [row] = await queryRows<{ name: string }>(tx, sql`select name from tenants`);
        return row!.name;
      });
    const original = await tenantName();
    await expect(rename('Nunca gravado', true)).rejects.toThrow('undo');
    expect(await tenantName()).toBe(original);
    await rename('Clínica Renomeada', false);
    expect(await tenantName()).toBe('Clínica Renomeada');
    await rename(original, false);
  });

  it.runIf(onPostgres)(
    'a statement that fails to parse fails the same way every time (the connection is not left believing it prepared)',
    async () => {
      // Named from its second use (decision 014): its first Parse then goes ahead of the settings.
      for (let i = 0; i < 4; i++) {
        for (const run of [database.withTenantRead, database.withTenant]) {
          await expect(
            run(DEMO_TENANT_ID, (tx) => tx.execute(sql`select nope from users where id = ${DEMO_TENANT_ID}`)),
          ).rejects.toMatchObject({ cause: { message: 'column "nope" does not exist' } });
        }
      }
      expect(await patientCount(DEMO_TENANT_ID)).toBeGreaterThan(0);
    },
  );

  it('a failing statement ends its transaction, and the connection serves the next one', async () => {
    await expect(
      database.withTenant(DEMO_TENANT_ID, (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    await expect(
      database.withTenantRead(DEMO_TENANT_ID, (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await patientCount(DEMO_TENANT_ID)).toBeGreaterThan(0);
  });

  describe('COMMIT sent with the last write (decision 018)', () => {
    const rename = statement(
      'update tenants set name = $1 returning txid_current()::text as xid, current_user as role',
    );
    const failing = statement('with w as (update tenants set name = $1 returning 1) select 1 / 0 from w');
    const tenantName = () =>
      database.withTenantRead(DEMO_TENANT_ID, async (tx) => {
        const [row] = await queryRows<{ name: string }>(tx, sql`select name from tenants`);
        return row!.name;
      });
    let original: string;
    beforeAll(async () => {
      original = await tenantName();
    });

    it('the write stands once it returned; what follows runs as the tenant, in a transaction of its own', async () => {
      let first: { xid: string; role: string } | undefined;
      let after: { xid: string; role: string; tenant: string; tenants: number } | undefined;
      await expect(
        database.withTenant(DEMO_TENANT_ID, async (tx) => {
          [first] = await run<{ xid: string; role: string }>(tx, rename, ['Gravada com o COMMIT'], {
            commit: true,
          });
          [after] = await queryRows(
            tx,
            sql`select txid_current()::text as xid, current_user as role,
                       current_setting('app.tenant_id') as tenant,
                       (select count(distinct tenant_id)::int from users) as tenants`,
          );
          await tx.execute(sql`update tenants set name = 'Desfeita'`);
          throw new Error('after the commit');
        }),
      ).rejects.toThrow('after the commit');
      expect(first!.role).toBe('clinica_app');
      expect(after).toMatchObject({ role: 'clinica_app', tenant: DEMO_TENANT_ID, tenants: 1 });
      if (onPostgres) {
        // COMMIT went with the statement: its write stays, the later one was rolled back.
        expect(after!.xid).not.toBe(first!.xid);
        expect(await tenantName()).toBe('Gravada com o COMMIT');
      } else {
        // PGlite: one transaction, which the error rolled back whole.
        expect(after!.xid).toBe(first!.xid);
        expect(await tenantName()).toBe(original);
      }
      await database.withTenant(DEMO_TENANT_ID, (tx) => run(tx, rename, [original], { commit: true }));
      expect(await tenantName()).toBe(original);
    });

    it('a failing write is not committed, nothing may follow it, and the connection is left clean', async () => {
      let next: unknown;
      await expect(
        database.withTenant(DEMO_TENANT_ID, async (tx) => {
          try {
            await run(tx, failing, ['Nunca gravada'], { commit: true });
          } finally {
            next = await tx.execute(sql`select 1`).catch((e: unknown) => e);
          }
        }),
      ).rejects.toMatchObject({ code: '22012' });
      expect(next).toBeInstanceOf(Error);
      expect(await tenantName()).toBe(original);
      // A transaction left open (aborted or not) would answer this with an error, or with its settings.
      const [left] = await queryRows<{ tenant: string | null; role: string }>(
        database.db,
        sql`select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user as role`,
      );
      expect(left!.tenant).toBeNull();
      expect(left!.role).not.toBe('clinica_app');
    });

    it.runIf(onPostgres)(
      'when the COMMIT itself fails, nothing is kept and no statement may follow it',
      async () => {
        // A deferred foreign key fails at COMMIT, after the statement succeeded (temporary tables: this
        // connection's own, and the test runs on one connection).
        await database.withTenant(DEMO_TENANT_ID, async (tx) => {
          await tx.execute(sql`create temp table if not exists deferred_parent (id int primary key)`);
          await tx.execute(
            sql`create temp table if not exists deferred_child
                  (parent int references deferred_parent deferrable initially deferred)`,
          );
        });
        const orphan = statement('insert into deferred_child values ($1) returning parent');
        let next: unknown;
        await expect(
          database.withTenant(DEMO_TENANT_ID, async (tx) => {
            try {
              await run(tx, orphan, [1], { commit: true });
            } finally {
              next = await tx.execute(sql`select 1`).catch((e: unknown) => e);
            }
          }),
        ).rejects.toMatchObject({ code: '23503' });
        expect(next).toMatchObject({
          cause: { message: expect.stringContaining('no statement may follow') },
        });
        const [kept] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from deferred_child`,
        );
        expect(kept!.n).toBe(0);
      },
    );
  });
});
