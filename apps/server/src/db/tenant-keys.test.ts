import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type Db, type Tx } from './client.js';
import { DEMO_TENANT_ID } from './seed/demo.js';
import { DEMO_MANAGER_ID, seedId } from './seed/demo-ids.js';
import { openTestDatabase } from '../test/test-app.js';

/**
 * Issue 40 (decision 035): every key inside its clinic, read from PostgreSQL's catalog after migrating
 * (PGlite's catalog is PostgreSQL's). A table, constraint, index or foreign key added later that breaks
 * the rule fails here by name. docs/scaling.md lists the global tables and why each is one.
 */
const GLOBAL_WITH_TENANT_ID = new Set([
  // Login e-mails over every clinic (e-mail → tenant and user): unique by the e-mail alone.
  'login_emails',
]);

let database: Database;
let owner: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  ({ database, drop } = opened);
  owner = opened.ownerUrl ? await openDatabase({ databaseUrl: opened.ownerUrl, poolSize: 1 }) : database;
});
afterAll(async () => {
  if (owner !== database) await owner.close();
  await drop();
});

/** The Teste clinic's manager (db/seed/demo.ts). */
const TESTE_MANAGER_ID = seedId(201);

/** The tenant tables: every public table with a tenant_id, but the global ones above. */
const tenantTables = sql`
  select c.oid, c.relname from pg_class c
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
     and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`;

async function problems(db: Db | Tx = owner.db): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`with tt as (${tenantTables}),
         tenant_att as (select a.attrelid, a.attnum from pg_attribute a join tt on tt.oid = a.attrelid where a.attname = 'tenant_id')
    -- A primary key that is (tenant_id, id).
    select format('table %s: primary key %s', tt.relname,
                  coalesce((select pg_get_constraintdef(p.oid) from pg_constraint p where p.conrelid = tt.oid and p.contype = 'p'), 'missing')) as problem
      from tt
     where not exists (select 1 from pg_constraint p where p.conrelid = tt.oid and p.contype = 'p'
                        and (select array_agg(a.attname::text order by k.ord) from unnest(p.conkey) with ordinality k(n, ord)
                               join pg_attribute a on a.attrelid = tt.oid and a.attnum = k.n) = array['tenant_id', 'id'])
    union all
    -- Every unique, primary or exclusion constraint and every unique index names tenant_id as a column.
    select format('table %s: unique index %s without tenant_id', tt.relname, i.indexrelid::regclass)
      from tt join pg_index i on i.indrelid = tt.oid join tenant_att ta on ta.attrelid = tt.oid
     where (i.indisunique or exists (select 1 from pg_constraint x where x.conindid = i.indexrelid and x.contype = 'x'))
       and not ta.attnum = any (i.indkey::int2[])
    union all
    -- Every foreign key between tenant tables maps tenant_id to tenant_id.
    select format('table %s: foreign key %s (%s) without tenant_id', tt.relname, f.conname, pg_get_constraintdef(f.oid))
      from tt join pg_constraint f on f.conrelid = tt.oid and f.contype = 'f'
      join tt target on target.oid = f.confrelid
      join tenant_att src on src.attrelid = tt.oid join tenant_att dst on dst.attrelid = target.oid
     where not exists (select 1 from unnest(f.conkey, f.confkey) k(s, d) where k.s = src.attnum and k.d = dst.attnum)
    union all
    -- A tenant's own row (tenants.id is the tenant) refers to its tables within itself.
    select format('table tenants: foreign key %s (%s) without tenants.id = tenant_id', f.conname, pg_get_constraintdef(f.oid))
      from pg_constraint f join tt target on target.oid = f.confrelid join tenant_att dst on dst.attrelid = target.oid
     where f.conrelid = 'tenants'::regclass and f.contype = 'f'
       and not exists (select 1 from unnest(f.conkey, f.confkey) k(s, d)
                        where k.s = (select attnum from pg_attribute where attrelid = 'tenants'::regclass and attname = 'id')
                          and k.d = dst.attnum)
    order by 1`,
  );
  return rows.map((r) => r.problem).filter((p) => !GLOBAL_WITH_TENANT_ID.has(p.split(/[ :]/)[1]!));
}

describe('tenant keys (catalog)', () => {
  it('has every primary key, unique constraint, unique index and foreign key of a tenant table inside its tenant', async () => {
    expect(await problems()).toEqual([]);
  });

  it('sees the tables and keys it checks (a query that read nothing would pass)', async () => {
    const [counts] = await queryRows<{ tables: number; fks: number; unique: number }>(
      owner.db,
      sql`with tt as (${tenantTables})
          select (select count(*)::int from tt) as tables,
                 (select count(*)::int from pg_constraint f join tt s on s.oid = f.conrelid join tt d on d.oid = f.confrelid
                   where f.contype = 'f') as fks,
                 (select count(*)::int from pg_index i join tt on tt.oid = i.indrelid where i.indisunique) as unique`,
    );
    // 38 tenant tables (and login_emails) with 74 foreign keys between them after issue 40: more is fine.
    expect(counts!.tables).toBeGreaterThanOrEqual(39);
    expect(counts!.fks).toBeGreaterThanOrEqual(74);
    expect(counts!.unique).toBeGreaterThanOrEqual(38 + 20);
  });

  it('fails a table whose keys leave tenant_id out, naming it', async () => {
    const found = await owner.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`create table tenant_keys_probe (id uuid primary key, tenant_id uuid not null, email text)`,
        );
        await tx.execute(
          sql`create unique index tenant_keys_probe_email_uq on tenant_keys_probe (lower(email))`,
        );
        await tx.execute(sql`alter table tenant_keys_probe add column clinic_id uuid`);
        await tx.execute(
          sql`create unique index tenant_keys_probe_clinic_uq on tenant_keys_probe (tenant_id, clinic_id)`,
        );
        // A foreign key to another tenant table by its id alone (which a unique index on id allows).
        await tx.execute(sql`create unique index tenant_keys_probe_id_uq on users (id)`);
        await tx.execute(sql`alter table tenant_keys_probe add column user_id uuid references users (id)`);
        const found = await problems(tx);
        throw Object.assign(new Error('rollback'), { found });
      })
      .catch((e: { found?: string[] }) => e.found);
    expect(found).toEqual([
      'table tenant_keys_probe: foreign key tenant_keys_probe_user_id_fkey (FOREIGN KEY (user_id) REFERENCES users(id)) without tenant_id',
      'table tenant_keys_probe: primary key PRIMARY KEY (id)',
      'table tenant_keys_probe: unique index tenant_keys_probe_email_uq without tenant_id',
      'table tenant_keys_probe: unique index tenant_keys_probe_pkey without tenant_id',
      'table users: unique index tenant_keys_probe_id_uq without tenant_id',
    ]);
  });
});

describe('a reference to another clinic’s row', () => {
  it('is refused by a foreign key, even written as the owner with row-level security off', async () => {
    const insertPermission = (userId: string) => sql`
      insert into permissions (id, tenant_id, user_id, resource, action, allowed)
      values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${userId}, 'patients', 'read', true)`;
    const attempt = (userId: string) =>
      owner.db.transaction(async (tx) => {
        // Off for this transaction only (rolled back): what a bug running as the owner could write.
        await tx.execute(sql`alter table permissions no force row level security`);
        await tx.execute(sql`select set_config('app.tenant_id', ${DEMO_TENANT_ID}, true)`);
        await tx.execute(insertPermission(userId));
        throw new Error('written');
      });
    // Demo's manager in Demo's tenant: written (then rolled back).
    await expect(attempt(DEMO_MANAGER_ID)).rejects.toThrow('written');
    // Teste's manager under Demo's tenant: PostgreSQL refuses it.
    const refused = await attempt(TESTE_MANAGER_ID).catch((e: unknown) => e);
    const cause = (refused as { cause?: { code?: string; constraint?: string } }).cause ?? refused;
    expect(cause).toMatchObject({ code: '23503', constraint: 'permissions_user_id_fk' });
  });
});

describe('login e-mails over every clinic (login_emails)', () => {
  const rows = (db: Db | Tx, tenantId?: string) =>
    queryRows<{ email: string; tenant_id: string }>(
      db,
      tenantId
        ? sql`select email, tenant_id from login_emails where tenant_id = ${tenantId} order by email`
        : sql`select email, tenant_id from login_emails order by email`,
    );

  it('follows each login-capable user’s e-mail, and refuses one another clinic logs in with', async () => {
    await owner.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', ${DEMO_TENANT_ID}, true)`);
        await tx.execute(
          sql`update users set email = 'Gestor.Novo@Demo.Clinica.pt' where id = ${DEMO_MANAGER_ID}`,
        );
        const moved = await rows(tx, DEMO_TENANT_ID);
        expect(moved.map((r) => r.email)).toContain('gestor.novo@demo.clinica.pt');
        expect(moved.map((r) => r.email)).not.toContain('gestor@demo.clinica.pt');
        await tx.execute(sql`update users set can_login = false where id = ${DEMO_MANAGER_ID}`);
        expect((await rows(tx, DEMO_TENANT_ID)).map((r) => r.email)).not.toContain(
          'gestor.novo@demo.clinica.pt',
        );
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
    const taken = await owner.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', ${DEMO_TENANT_ID}, true)`);
        await tx.execute(
          sql`update users set email = 'GESTOR@teste.clinica.pt' where id = ${DEMO_MANAGER_ID}`,
        );
      })
      .catch((e: unknown) => (e as { cause?: unknown }).cause ?? e);
    expect(taken).toMatchObject({ code: '23505', constraint: 'login_emails_pkey' });
  });

  it('shows the application role its own clinic’s rows only', async () => {
    const seen = await database.withTenant(DEMO_TENANT_ID, (tx) => rows(tx));
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((r) => r.tenant_id === DEMO_TENANT_ID)).toBe(true);
  });
});
