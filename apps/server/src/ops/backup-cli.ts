/**
 * `npm run backup [file]` and `npm run restore <file>` (issue 52, decision 052; README “Backup and restore”).
 *
 * PostgreSQL (DATABASE_URL set): the backup connects as BACKUP_DATABASE_URL (a login with BYPASSRLS), the
 * restore as RESTORE_DATABASE_URL (a superuser, or a login with BYPASSRLS that may take the dump's owners)
 * into an empty database nobody is connected to. PGlite: DATA_DIR/pglite, the server stopped; a restore
 * needs an empty DATA_DIR. Exit code 0 done, 2 refused (nothing written), 1 failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupRefused, manifestPath, readManifest, type Manifest } from './backup.js';
import { backupPglite, restorePglite } from './pglite-backup.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';

/** A path the operator typed, relative to where they ran npm (npm runs workspace scripts elsewhere). */
const fromUser = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

function summary(manifest: Manifest, file: string, ms: number): string {
  const rows = Object.values(manifest.tables).reduce((s, n) => s + n, 0);
  const documents = manifest.series.reduce((s, x) => s + x.last_number, 0);
  return [
    `${file} (${(manifest.bytes / 1e6).toFixed(1)} MB) and ${path.basename(manifestPath(file))}`,
    `  migrations: ${manifest.migration.count} (${manifest.migration.tag})`,
    `  ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${manifest.series.length} series, ${documents} numbered documents`,
    `  ${(ms / 1000).toFixed(1)} s`,
  ].join('\n');
}

async function main(argv: string[]) {
  const [command, arg] = argv;
  const config = loadConfig();
  const started = Date.now();
  if (command === 'backup') {
    const at = new Date();
    const ext = config.databaseUrl ? 'dump' : 'pglite.tgz';
    const file = arg ? fromUser(arg) : fromUser(`backups/clinica-${stamp(at)}.${ext}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(file)) throw new BackupRefused(`${file} exists: name another file`);
    const manifest = config.databaseUrl
      ? await backupPostgres(process.env.BACKUP_DATABASE_URL ?? config.databaseUrl, file, at)
      : await backupPglite(path.join(config.dataDir, 'pglite'), file, at);
    console.log(`Backup written: ${summary(manifest, file, Date.now() - started)}`);
    return;
  }
  if (command === 'restore') {
    if (!arg) throw new BackupRefused('usage: npm run restore <backup file>');
    const file = fromUser(arg);
    const { database } = readManifest(file);
    const target = process.env.RESTORE_DATABASE_URL ?? config.databaseUrl;
    if (database === 'postgres' && !target)
      throw new BackupRefused(
        'a PostgreSQL backup: set RESTORE_DATABASE_URL to the empty database to restore into',
      );
    const manifest =
      database === 'postgres'
        ? await restorePostgres(target!, file)
        : await restorePglite(path.join(config.dataDir, 'pglite'), file);
    console.log(`Restored: ${summary(manifest, file, Date.now() - started)}`);
    return;
  }
  throw new BackupRefused('usage: backup-cli.ts backup [file] | restore <file>');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (e: Error) => {
    console.error(`${e instanceof BackupRefused ? 'Refused' : 'Failed'}: ${e.message}`);
    process.exit(e instanceof BackupRefused ? 2 : 1);
  },
);
