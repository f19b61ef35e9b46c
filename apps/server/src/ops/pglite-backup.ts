import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import {
  BackupRefused,
  readManifest,
  readState,
  stateDifferences,
  writeManifest,
  type Manifest,
  type Queryable,
} from './backup.js';

/** PGlite's one login is a superuser: row-level security does not hide rows from it. */
const queryable = (database: Database): Queryable => ({
  query: async <T>(text: string) => (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] },
});

/**
 * PGlite (one process at a time: the server stopped, the documented stop-and-copy): its data dir as
 * PGlite's own dump (`dumpDataDir`, a gzip tarball) and the manifest read from the same open database.
 */
export async function backupPglite(dataDir: string, file: string, now = new Date()): Promise<Manifest> {
  if (!fs.existsSync(`${dataDir}/PG_VERSION`))
    throw new BackupRefused(`no PGlite database in ${dataDir} (DATA_DIR/pglite)`);
  const database = await openDatabase({ dataDir });
  const partial = `${file}.partial`;
  try {
    const state = await readState(queryable(database));
    const dump = await database.dumpDataDir!();
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return writeManifest(file, 'pglite', state, now);
  } finally {
    fs.rmSync(partial, { force: true });
    await database.close();
  }
}

/**
 * Restores a PGlite backup into `dataDir`, which must not exist or be empty (never over a clinic's data);
 * a restore that fails or differs from its manifest removes what it wrote.
 */
export async function restorePglite(dataDir: string, file: string): Promise<Manifest> {
  const manifest = readManifest(file);
  if (manifest.database !== 'pglite')
    throw new BackupRefused(
      `this is a ${manifest.database} backup: restore it with DATABASE_URL (pg_restore)`,
    );
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new BackupRefused(`${dataDir} is not empty: restore into a new DATA_DIR (the server stopped)`);
  let database: Database | undefined;
  try {
    database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
    const differences = stateDifferences(manifest, await readState(queryable(database)));
    if (differences.length)
      throw new Error(`the restored database differs from the manifest:\n  ${differences.join('\n  ')}`);
    return manifest;
  } catch (e) {
    await database?.close().catch(() => undefined);
    database = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  } finally {
    await database?.close();
  }
}
