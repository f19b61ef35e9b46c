import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

/**
 * Inserts thousands of rows in one statement with one parameter: the rows as JSON, unpacked by
 * `jsonb_to_recordset` with the column types drizzle knows. For seeds and imports: drizzle's own
 * multi-row `values()` spends ~0.5 ms of JavaScript per row building parameters (1–2 s per 2,500
 * rows), this costs a few µs. Columns missing from the first row take their database default;
 * `$defaultFn` defaults are not applied (pass ids explicitly). Existing keys are skipped.
 */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Array<InferInsertModel<T>>,
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((k) => k in columns);
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const types = keys.map((k) => `"${columns[k]!.name}" ${columns[k]!.getSQLType()}`).join(', ');
  const json = JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(keys.map((k) => [columns[k]!.name, (r as Record<string, unknown>)[k]])),
    ),
  );
  await tx.execute(sql`
    insert into ${sql.identifier(getTableName(table))} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(types)})
    on conflict do nothing`);
}
