#!/usr/bin/env node
// drizzle-kit 0.31 cannot name the primary key it drops when a table's key changes: it writes a comment
// asking for the name instead. Every table's single-column key is PostgreSQL's default `<table>_pkey`,
// so this fills each placeholder in a generated migration with that name (decision 035).
// Usage: node scripts/drizzle-pk-drops.mjs apps/server/src/db/migrations/00NN_name.sql
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: drizzle-pk-drops.mjs <migration.sql>');
const before = fs.readFileSync(file, 'utf8');
const after = before
  .replace(/\/\* \n\s+Unfortunately in current drizzle-kit version[\s\S]*?\*\/\n\n/g, '')
  .replace(
    /^-- ALTER TABLE "(\w+)" DROP CONSTRAINT "<constraint_name>";/gm,
    'ALTER TABLE "$1" DROP CONSTRAINT "$1_pkey";',
  );
const left = after.match(/<constraint_name>/g)?.length ?? 0;
if (left) throw new Error(`${left} placeholders left in ${file}`);
fs.writeFileSync(file, after);
console.log(`${file}: ${(after.match(/_pkey";/g) ?? []).length} primary keys dropped by name`);
