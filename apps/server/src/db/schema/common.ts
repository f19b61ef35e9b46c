import { getTableName } from 'drizzle-orm';
import { foreignKey, primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumns } from './base.js';
import { tenants } from './tenants.js';

/** A global table's columns (id alone as its key): docs/scaling.md lists the global tables. */
export { baseColumns } from './base.js';

/**
 * Every tenant table's first columns: id, tenant_id (→ tenants), created_at, updated_at. Its keys are
 * `tenantKeys` (decision 035): the primary key is (tenant_id, id), never id alone.
 */
export const tenantColumns = {
  id: idColumn().notNull(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  ...timestampColumns,
};

interface TenantRow {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
}

/** What a foreign key does when its row goes: as before issue 40 (nothing, cascade, or set the column null). */
type OnDelete = 'cascade' | 'set null';
type Target = TenantRow | [TenantRow, OnDelete];

/**
 * A tenant table's keys (decision 035): the primary key `(tenant_id, id)` named `<table>_pkey`, and for
 * each column named in `refs`, the foreign key `(tenant_id, <column>) → <target>(tenant_id, id)` named
 * `<table>_<column>_fk` — so a reference to another clinic's row is refused by PostgreSQL itself.
 * `[target, 'set null']` stands for `ON DELETE SET NULL (<column>)`, which drizzle cannot say (it would
 * null tenant_id too): the migration `tenant_keys_finish` states it in SQL.
 *
 *     (t) => [...tenantKeys(t, { patientId: users, specialtyId: [specialties, 'set null'] }), index(…)]
 */
export function tenantKeys<T extends TenantRow>(t: T, refs: Partial<Record<keyof T, Target>> = {}) {
  const table = getTableName(t.id.table);
  const fks = Object.entries(refs).map(([key, target]) => {
    const column = t[key as keyof T] as AnyPgColumn;
    const [to, onDelete] = Array.isArray(target) ? target : [target as TenantRow, undefined];
    const fk = foreignKey({
      name: `${table}_${column.name}_fk`,
      columns: [t.tenantId, column],
      foreignColumns: [to.tenantId, to.id],
    });
    return onDelete ? fk.onDelete(onDelete) : fk;
  });
  return [primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] }), ...fks];
}
