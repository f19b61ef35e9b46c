import fs from 'node:fs';
import type pg from 'pg';
import {
  BackupRefused,
  pgClient,
  readManifest,
  readState,
  run,
  stateDifferences,
  writeManifest,
  type Manifest,
} from './backup.js';

/** The URL without its password, and the password for PGPASSWORD (never on a command line). */
function split(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The tables force row-level security: a login that cannot bypass it dumps or restores no clinic's rows. */
async function requireBypass(client: pg.Client, what: 'backup' | 'restore') {
  const { rows } = await client.query<{ login: string; bypass: boolean }>(
    `select current_user as login, rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user`,
  );
  const { login, bypass } = rows[0]!;
  if (!bypass)
    throw new BackupRefused(
      `the login «${login}» cannot bypass row-level security, which every clinic table forces: ` +
        `a ${what} through it would see no clinic's rows. Use the backup login ` +
        `(CREATE ROLE clinica_backup LOGIN BYPASSRLS …, README “Backup and restore”).`,
    );
}

/**
 * `pg_dump -Fc` of the database at `url` into `file`, and its manifest read in the same snapshot (the
 * dump runs on the snapshot this connection exports). The file appears only once complete.
 */
export async function backupPostgres(databaseUrl: string, file: string, now = new Date()): Promise<Manifest> {
  const client = pgClient(databaseUrl);
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await requireBypass(client, 'backup');
    await client.query('begin isolation level repeatable read read only');
    await client.query('set local row_security = off');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const state = await readState(client);
    const { url, env } = split(databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${partial}`, `--dbname=${url}`],
      env,
    );
    await client.query('commit');
    fs.renameSync(partial, file);
    return writeManifest(file, 'postgres', state, now);
  } finally {
    fs.rmSync(partial, { force: true });
    await client.end();
  }
}

/**
 * Restores `file` into the empty database at `url`, as a login that may bypass row-level security and
 * take the dump's owners (a superuser, or README's restore login). Refuses, writing nothing: a backup
 * from a newer version, a database that has any table or anyone else connected. `pg_restore` runs in one
 * transaction that stops at the first error, so a failed restore leaves the database as empty as it was.
 * Then the restored rows are counted against the manifest.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<Manifest> {
  const manifest = readManifest(file);
  if (manifest.database !== 'postgres')
    throw new BackupRefused(
      `this is a ${manifest.database} backup: restore it with DATA_DIR (no DATABASE_URL)`,
    );
  const client = pgClient(databaseUrl);
  await client.connect();
  try {
    await requireBypass(client, 'restore');
    const { rows } = await client.query<{ db: string; others: number; relations: number }>(
      `select current_database() as db,
              (select count(*)::int from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()) as others,
              (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname not in ('pg_catalog', 'information_schema')
                  and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%') as relations`,
    );
    const { db, others, relations } = rows[0]!;
    if (others > 0)
      throw new BackupRefused(
        `the database «${db}» is in use (${others} other connection${others === 1 ? '' : 's'}): stop the servers first`,
      );
    if (relations > 0)
      throw new BackupRefused(
        `the database «${db}» is not empty (${relations} tables, indexes or sequences): restore into a new database (createdb)`,
      );
  } finally {
    await client.end();
  }
  const { url, env } = split(databaseUrl);
  await run('pg_restore', ['--single-transaction', '--exit-on-error', `--dbname=${url}`, file], env);
  const check = pgClient(databaseUrl);
  await check.connect();
  try {
    await check.query('begin isolation level repeatable read read only');
    await check.query('set local row_security = off');
    const differences = stateDifferences(manifest, await readState(check));
    await check.query('commit');
    if (differences.length)
      throw new Error(`restored, but it differs from the manifest:\n  ${differences.join('\n  ')}`);
  } finally {
    await check.end();
  }
  return manifest;
}
