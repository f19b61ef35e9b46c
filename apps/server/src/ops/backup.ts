import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../db/client.js';

/**
 * Backup and restore (issue 52, decision 052). A backup is two files: the database (PostgreSQL: `pg_dump
 * -Fc`; PGlite: its data dir as a gzip tarball) and `<file>.manifest.json` — when it was taken, the
 * migration version, every table's row count and every series' last document (number + hash), read in
 * the same snapshot as the dump. A restore checks the manifest first and then the target; it refuses, with
 * a message naming the problem, before writing anything.
 */

export const MANIFEST_FORMAT = 'clinica-backup/1';

export interface SeriesHead {
  tenant_id: string;
  document_type: string;
  code: string;
  last_number: number;
  last_hash: string | null;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  created_at: string;
  database: 'postgres' | 'pglite';
  /** How many migrations the database had applied, and the last one's name. */
  migration: { count: number; tag: string | null };
  /** Rows per table (schema public), read with row-level security off. */
  tables: Record<string, number>;
  series: SeriesHead[];
  /** The backup file's name (beside the manifest) and its SHA-256. */
  file: string;
  sha256: string;
  bytes: number;
}

/** A refusal: the operator's mistake or the target's state, said plainly; exit code 2. */
export class BackupRefused extends Error {}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The migrations this code knows (drizzle's journal), in order. */
export function codeMigrations(): Journal['entries'] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries;
}

export const manifestPath = (file: string) => `${file}.manifest.json`;

/** Anything that answers SQL with rows: a pg client or PGlite. */
export interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The manifest's database part, read through `q` (one snapshot: call inside a repeatable-read transaction). */
export async function readState(q: Queryable): Promise<Pick<Manifest, 'migration' | 'tables' | 'series'>> {
  const { rows: tables } = await q.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from public."${name}"`);
    counts[name] = rows[0]!.n;
  }
  const migration = await appliedMigrations(q);
  const series = counts.invoicing_series
    ? (
        await q.query<SeriesHead>(
          `select tenant_id::text, document_type::text, code, last_number, last_hash
             from invoicing_series order by tenant_id, document_type, code`,
        )
      ).rows
    : [];
  return { migration, tables: counts, series };
}

async function appliedMigrations(q: Queryable): Promise<Manifest['migration']> {
  const { rows: exists } = await q.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists[0]?.t) return { count: 0, tag: null };
  const { rows } = await q.query<{ n: number; last: string | null }>(
    `select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const { n, last } = rows[0]!;
  const known = codeMigrations().find((e) => String(e.when) === last);
  return { count: n, tag: known?.tag ?? (n ? `unknown (created_at ${last})` : null) };
}

/** Refuses a backup made by a newer version of the program (more migrations than this code has). */
export function checkVersion(manifest: Manifest) {
  if (manifest.format !== MANIFEST_FORMAT)
    throw new BackupRefused(
      `the manifest is not a Clínica backup manifest (format ${String(manifest.format)})`,
    );
  const known = codeMigrations();
  if (manifest.migration.count > known.length)
    throw new BackupRefused(
      `the backup comes from a newer version of Clínica: it has ${manifest.migration.count} migrations ` +
        `(last ${manifest.migration.tag}), this program knows ${known.length} ` +
        `(last ${known.at(-1)?.tag}). Restore it with that version or a later one.`,
    );
}

export function readManifest(file: string): Manifest {
  const at = manifestPath(file);
  if (!fs.existsSync(file)) throw new BackupRefused(`no backup file ${file}`);
  if (!fs.existsSync(at)) throw new BackupRefused(`no manifest beside the backup (${at})`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(at, 'utf8')) as Manifest;
  } catch (e) {
    throw new BackupRefused(`the manifest ${at} is not JSON: ${(e as Error).message}`);
  }
  checkVersion(manifest);
  const sha256 = sha256Of(file);
  if (sha256 !== manifest.sha256)
    throw new BackupRefused(
      `the backup file ${file} is not the one the manifest describes (SHA-256 differs)`,
    );
  return manifest;
}

export const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

export function writeManifest(
  file: string,
  kind: Manifest['database'],
  state: Pick<Manifest, 'migration' | 'tables' | 'series'>,
  at: Date,
): Manifest {
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    created_at: at.toISOString(),
    database: kind,
    ...state,
    file: path.basename(file),
    sha256: sha256Of(file),
    bytes: fs.statSync(file).size,
  };
  fs.writeFileSync(manifestPath(file), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** What differs between two states (a restore's check against its manifest): empty when identical. */
export function stateDifferences(
  expected: Pick<Manifest, 'migration' | 'tables' | 'series'>,
  actual: Pick<Manifest, 'migration' | 'tables' | 'series'>,
): string[] {
  const out: string[] = [];
  if (expected.migration.count !== actual.migration.count)
    out.push(`migrations: ${expected.migration.count} expected, ${actual.migration.count} found`);
  for (const [t, n] of Object.entries(expected.tables))
    if (actual.tables[t] !== n) out.push(`${t}: ${n} rows expected, ${actual.tables[t] ?? 'no table'} found`);
  const key = (s: SeriesHead) => `${s.tenant_id}/${s.document_type}/${s.code}`;
  const found = new Map(actual.series.map((s) => [key(s), s]));
  for (const s of expected.series) {
    const f = found.get(key(s));
    if (!f || f.last_number !== s.last_number || f.last_hash !== s.last_hash)
      out.push(
        `series ${s.code} (${s.document_type}): last ${s.last_number} expected, ${f?.last_number ?? 'none'} found`,
      );
  }
  return out;
}

/** Runs a PostgreSQL client program; rejects with its standard error. */
export function run(program: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

export const pgClient = (url: string) => new pg.Client({ connectionString: url });
