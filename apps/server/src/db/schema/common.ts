import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

/** id, created_at, updated_at: on every row (DOMAIN.md). Ids are generated in the app (PostgreSQL 15 floor: no uuidv7()). */
export const baseColumns = {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
