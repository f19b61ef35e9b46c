import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { migrate, openDatabase, queryRows, type Database, type Db, type Tx } from './client.js';

/**
 * What is wrong with the login a server runs as on PostgreSQL (decision 002): it must own no table (an
 * owner can drop or alter them, and row-level security does not bind it unless forced) and must not
 * belong to clinica_auth or clinica_search (whose policies read every tenant's users and sessions). A
 * superuser belongs to every role. Empty when the login is fit to serve.
 */
export async function runtimeLoginProblems(database: Database): Promise<string[]> {
  const [row] = await queryRows<{ login: string; owns: string[] | null; auth: boolean; search: boolean }>(
    database.db,
    sql`select current_user as login,
               (select array_agg(n.nspname || '.' || c.relname order by c.relname)
                  from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where c.relowner = (select oid from pg_roles where rolname = current_user)
                   and c.relkind in ('r', 'p', 'v', 'm', 'S')
                   and n.nspname not in ('pg_catalog', 'information_schema')
                   and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%') as owns,
               pg_has_role(current_user, 'clinica_auth', 'MEMBER') as auth,
               pg_has_role(current_user, 'clinica_search', 'MEMBER') as search`,
  );
  const { login, owns, auth, search } = row!;
  const problems: string[] = [];
  if (owns?.length)
    problems.push(
      `owns ${owns.length} tables, views or sequences (${owns.slice(0, 3).join(', ')}${owns.length > 3 ? ', …' : ''})`,
    );
  if (auth) problems.push('belongs to clinica_auth');
  if (search) problems.push('belongs to clinica_search');
  return problems.map((p) => `the login «${login}» ${p}`);
}

/**
 * What the server's login gets after every migration run: clinica_app and the identity lookups
 * (app_grant_runtime), and reading the migrations' table (GET /api/ready compares versions).
 */
export async function grantRuntime(db: Db | Tx, login: string): Promise<void> {
  const role = `"${login.replaceAll('"', '""')}"`;
  await db.execute(sql`select app_grant_runtime(${login})`);
  await db.execute(sql.raw(`grant usage on schema drizzle to ${role}`));
  await db.execute(sql.raw(`grant select on drizzle.__drizzle_migrations to ${role}`));
}

/** The database login a connection runs as. */
async function loginOf(database: Database): Promise<string> {
  const [row] = await queryRows<{ login: string }>(database.db, sql`select current_user as login`);
  return row!.login;
}

/**
 * The server's database, migrated and ready. On PostgreSQL with DATABASE_OWNER_URL, the owner login
 * migrates and grants the server's login (DATABASE_URL) what it needs, and the server then runs as a
 * login that owns nothing — or does not start. Without it (development only; config.ts refuses it in
 * production), or on PGlite, one login migrates and serves.
 */
export async function openAppDatabase(config: Config, opts: { poolSize?: number } = {}): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: opts.poolSize,
  });
  try {
    if (!config.databaseOwnerUrl) {
      await migrate(database);
      return database;
    }
    const owner = await openDatabase({ databaseUrl: config.databaseOwnerUrl, poolSize: 1 });
    const login = await loginOf(database);
    try {
      // Direct to PostgreSQL as the owner (never through a pooler), under the migration lock: the
      // grants too, so two instances started together neither migrate nor grant twice at once. The
      // runtime login reads the migrations' table (GET /api/ready compares versions).
      await migrate(owner, (tx) => grantRuntime(tx, login));
    } finally {
      await owner.close();
    }
    const problems = await runtimeLoginProblems(database);
    if (problems.length)
      throw new Error(
        `DATABASE_URL: ${problems.join('; ')}. The server must run as a login that owns nothing: ` +
          `CREATE ROLE clinica_runtime LOGIN PASSWORD '…', then DATABASE_URL with that login and ` +
          `DATABASE_OWNER_URL with the owner's (README, “On a PostgreSQL server”).`,
      );
    return database;
  } catch (e) {
    await database.close();
    throw e;
  }
}
