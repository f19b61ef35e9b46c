import { spawn } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows } from '../db/client.js';
import { codeMigrations } from './backup.js';
import { testLogins, withDatabase } from '../test/paths.js';

/**
 * A server killed (SIGKILL) while it migrates (issue 52): drizzle applies the pending migrations in one
 * transaction, so the database is left as it was — no table, no migration recorded — and the next start
 * migrates it whole. PostgreSQL only: a PGlite directory written by a killed process is PGlite's own
 * known failure, which the soak reports instead.
 */
const logins = testLogins();
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const name = `clinica_mk_${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  if (!logins) return;
  const admin = await openDatabase({ databaseUrl: logins.owner, poolSize: 1 });
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.close();
});

it.runIf(logins)(
  'a kill during the migrations leaves nothing half-done, and the next start migrates',
  async () => {
    const admin = await openDatabase({ databaseUrl: logins!.owner, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const url = withDatabase(logins!.owner, name);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { migrate, openDatabase } from './src/db/client.ts';
       const db = await openDatabase({ databaseUrl: process.env.MK_URL, poolSize: 1 });
       await migrate(db);`,
      ],
      { cwd: serverDir, env: { ...process.env, MK_URL: url }, stdio: 'ignore' },
    );
    const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      // Killed once the migrations' transaction has created its first tables (seen from outside: locks held).
      const until = Date.now() + 60_000;
      for (;;) {
        const [row] = await queryRows<{ n: number }>(
          db.db,
          sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
             where a.datname = current_database() and a.pid <> pg_backend_pid() and l.mode = 'AccessExclusiveLock'`,
        );
        if (row!.n > 20 || Date.now() > until) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(child.exitCode).toBeNull();
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      await new Promise((r) => setTimeout(r, 500)); // the server ends the killed session's transaction

      // The migrations' journal is created inside the same transaction (decision 051): killed, it may not
      // exist at all — then nothing is recorded either.
      const [left] = await queryRows<{ tables: number; journal: string | null }>(
        db.db,
        sql`select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
                 to_regclass('drizzle.__drizzle_migrations')::text as journal`,
      );
      const recorded = left!.journal
        ? (
            await queryRows<{ n: number }>(
              db.db,
              sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
            )
          )[0]!.n
        : 0;
      expect({ tables: left!.tables, recorded }).toEqual({ tables: 0, recorded: 0 });

      await migrate(db);
      const [done] = await queryRows<{ recorded: number }>(
        db.db,
        sql`select count(*)::int as recorded from drizzle.__drizzle_migrations`,
      );
      expect(done!.recorded).toBe(codeMigrations().length);
    } finally {
      child.kill('SIGKILL');
      await db.close();
    }
  },
  180_000,
);
