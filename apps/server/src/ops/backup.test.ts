import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows, type Database } from '../db/client.js';
import { DEMO_TENANT_ID, seedDemo } from '../db/seed/demo.js';
import { localDiskStorage } from '../modules/files/storage.js';
import { PRODUCER_NIF } from '../modules/saft/saft.test-helpers.js';
import { createTestApp } from '../test/test-app.js';
import { RUNTIME_URL_ENV, testLogins, withDatabase } from '../test/paths.js';
import { BackupRefused, manifestPath, type Manifest } from './backup.js';
import { backupPglite, restorePglite } from './pglite-backup.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';

/**
 * The restore drill (issue 52): the demo clinic seeded, backed up, restored into a fresh database and
 * served by the app — the row counts, the signature chain and a month's SAF-T are the original's. On
 * PostgreSQL when DATABASE_URL is set (the backup and restore login: BACKUP_TEST_URL, else the owner
 * login, which must be a superuser or have BYPASSRLS), else PGlite.
 */
const logins = testLogins();
const adminUrl = logins ? (process.env.BACKUP_TEST_URL ?? logins.owner) : null;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-backup-'));
const created: string[] = [];

/** A fresh, empty database: its handle for the backup/restore functions, and how to open it. */
async function freshTarget(): Promise<{ target: string; open: () => Promise<Database> }> {
  if (!adminUrl) {
    const dir = path.join(tmp, `pglite-${randomBytes(4).toString('hex')}`);
    return { target: dir, open: () => openDatabase({ dataDir: dir }) };
  }
  const name = `clinica_bk_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  created.push(name);
  const url = withDatabase(adminUrl, name);
  return { target: url, open: () => openDatabase({ databaseUrl: url, poolSize: 4 }) };
}

const backup = (target: string, file: string) =>
  adminUrl ? backupPostgres(target, file) : backupPglite(target, file);
const restore = (target: string, file: string) =>
  adminUrl ? restorePostgres(target, file) : restorePglite(target, file);

let source: Awaited<ReturnType<typeof freshTarget>>;
let file: string;
let manifest: Manifest;
let month: { year: number; month: number };

beforeAll(async () => {
  source = await freshTarget();
  const db = await source.open();
  await migrate(db);
  await seedDemo(db, localDiskStorage(path.join(tmp, 'files')));
  const [last] = await db.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ y: number; m: number }>(
      tx,
      sql`select extract(year from max(invoice_date))::int as y, extract(month from max(invoice_date))::int as m
            from invoicing_documents where status <> 'D'`,
    ),
  );
  month = { year: last!.y, month: last!.m };
  await db.close();
  file = path.join(tmp, `demo.${adminUrl ? 'dump' : 'pglite.tgz'}`);
  const started = Date.now();
  manifest = await backup(source.target, file);
  console.log(
    `backup of the demo (${adminUrl ? 'PostgreSQL' : 'PGlite'}): ${Date.now() - started} ms, ${manifest.bytes} bytes`,
  );
}, 300_000);

afterAll(async () => {
  if (adminUrl && created.length) {
    const admin = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
    for (const name of created)
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** What the app serves a clinic's manager from `database`: the chain's verification and the month's SAF-T. */
async function served(database: Database) {
  const t = await createTestApp({ database, env: { SOFTWARE_PRODUCER_NIF: PRODUCER_NIF } });
  try {
    const cookie = await t.login('gestor@demo.clinica.pt');
    const chain = await t.request({
      method: 'GET',
      url: '/api/v1/invoicing-documents/chain-verification',
      cookie,
    });
    const saft = await t.request({
      method: 'GET',
      url: `/api/v1/saft?year=${month.year}&month=${month.month}`,
      cookie,
    });
    return { chain: chain.json(), saftStatus: saft.statusCode, saft: saft.body };
  } finally {
    await t.close();
  }
}

/** The SAF-T's DateCreated is the day it is made: the rest must be the same bytes. */
const withoutDateCreated = (xml: string) => xml.replace(/<DateCreated>[^<]*<\/DateCreated>/, '');

describe('the restore drill', () => {
  it('restores the demo into a fresh database that the app serves alike: counts, chain and SAF-T', async () => {
    expect(manifest.migration.count).toBeGreaterThan(70);
    expect(manifest.tables.invoicing_documents).toBeGreaterThan(0);
    expect(manifest.series.some((s) => s.last_number > 0 && s.last_hash)).toBe(true);
    const target = await freshTarget();
    const started = Date.now();
    const restored = await restore(target.target, file);
    console.log(`restore of the demo (${adminUrl ? 'PostgreSQL' : 'PGlite'}): ${Date.now() - started} ms`);
    expect(restored.sha256).toBe(manifest.sha256);

    const [before, after] = [await served(await source.open()), await served(await target.open())];
    expect(before.chain.valid).toBe(true);
    expect(before.chain.series.some((s: { documents: number }) => s.documents > 0)).toBe(true);
    expect(after.chain).toEqual(before.chain);
    expect(before.saftStatus, before.saft.slice(0, 500)).toBe(200);
    expect(after.saftStatus).toBe(200);
    expect(withoutDateCreated(after.saft)).toBe(withoutDateCreated(before.saft));
  }, 300_000);

  it('refuses a backup from a newer version, naming both versions, and writes nothing', async () => {
    const newer = path.join(tmp, `newer.${adminUrl ? 'dump' : 'pglite.tgz'}`);
    fs.copyFileSync(file, newer);
    fs.writeFileSync(
      manifestPath(newer),
      JSON.stringify({ ...manifest, migration: { count: manifest.migration.count + 1, tag: '9999_future' } }),
    );
    const target = await freshTarget();
    await expect(restore(target.target, newer)).rejects.toThrow(
      /newer version of Clínica: it has \d+ migrations \(last 9999_future\), this program knows \d+/,
    );
    await expect(restore(target.target, newer)).rejects.toBeInstanceOf(BackupRefused);
    await expectEmpty(target);
  });

  it('refuses a backup file the manifest does not describe', async () => {
    const changed = path.join(tmp, `changed.${adminUrl ? 'dump' : 'pglite.tgz'}`);
    fs.writeFileSync(changed, Buffer.concat([fs.readFileSync(file), Buffer.from('x')]));
    fs.copyFileSync(manifestPath(file), manifestPath(changed));
    const target = await freshTarget();
    await expect(restore(target.target, changed)).rejects.toThrow(/not the one the manifest describes/);
    await expectEmpty(target);
  });

  it('refuses to restore over a database that is not empty', async () => {
    await expect(restore(source.target, file)).rejects.toThrow(/is not empty/);
  });

  it.runIf(adminUrl)(
    'PostgreSQL: refuses a database in use, and a login that cannot bypass row-level security',
    async () => {
      const target = await freshTarget();
      const someone = await target.open();
      await someone.db.execute(sql`select 1`);
      await expect(restore(target.target, file)).rejects.toThrow(
        /is in use \(1 other connection\): stop the servers first/,
      );
      await someone.close();
      await expectEmpty(target);
      const runtime = withDatabase(
        logins!.runtime ?? inject(RUNTIME_URL_ENV),
        new URL(target.target).pathname.slice(1),
      );
      await expect(restore(runtime, file)).rejects.toThrow(/cannot bypass row-level security/);
      await expect(backupPostgres(runtime, path.join(tmp, 'runtime.dump'))).rejects.toThrow(
        /cannot bypass row-level security/,
      );
      expect(fs.existsSync(path.join(tmp, 'runtime.dump'))).toBe(false);
    },
  );
});

async function expectEmpty(target: Awaited<ReturnType<typeof freshTarget>>) {
  if (!adminUrl) {
    expect(fs.existsSync(target.target) && fs.readdirSync(target.target).length > 0).toBe(false);
    return;
  }
  const db = await target.open();
  const [row] = await queryRows<{ n: number }>(
    db.db,
    sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  await db.close();
  expect(row!.n).toBe(0);
}
