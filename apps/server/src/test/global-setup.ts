import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../db/client.js';
import { seedTenantsAndUsers } from '../db/seed/demo.js';
import { TEMPLATE_ENV, tmpRoot, withDatabase } from './paths.js';

/**
 * Builds one migrated database with the two demo tenants and their users (not the rest of the demo:
 * each suite arranges the data it needs) per test run; every test file starts from a copy of it
 * (PGlite: a data-dir dump, ~1 s instead of ~6 s; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `clinica_tpl_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const tplUrl = withDatabase(url, name);
    const tpl = await openDatabase({ databaseUrl: tplUrl, poolSize: 1 });
    await migrate(tpl);
    await seedTenantsAndUsers(tpl);
    await tpl.close();
    project.provide(TEMPLATE_ENV, name);
    return async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  }
  fs.mkdirSync(tmpRoot, { recursive: true });
  const db = await openDatabase({});
  await migrate(db);
  await seedTenantsAndUsers(db);
  const dump = await db.dumpDataDir!();
  const file = path.join(tmpRoot, `pglite-template-${process.pid}.tgz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide(TEMPLATE_ENV, file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    [TEMPLATE_ENV]: string;
  }
}
