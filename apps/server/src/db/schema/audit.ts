import { index, inet, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';

/** Append-only: the application role may insert and read, never update or delete. */
export const auditEvents = pgTable(
  'audit_events',
  {
    ...tenantColumns,
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    /** What else the event names, e.g. the file a download read (`file_id`, `file_name`). */
    details: jsonb('details').$type<Record<string, string>>(),
  },
  (t) => [
    ...tenantKeys(t),
    index('audit_events_tenant_entity_idx').on(t.tenantId, t.entity, t.entityId, t.at),
  ],
);
