import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

/** The id, generated in the app (PostgreSQL 15 floor: no uuidv7()). */
export const idColumn = () => uuid('id').$defaultFn(() => randomUUID());

/** created_at, updated_at: on every row (DOMAIN.md). */
export const timestampColumns = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** id (the primary key), created_at, updated_at: a global table's row (and `tenants`). */
export const baseColumns = {
  id: idColumn().primaryKey(),
  ...timestampColumns,
};
