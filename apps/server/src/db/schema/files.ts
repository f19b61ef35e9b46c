import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

/** Metadata of a stored file; the bytes live in the storage driver under `storage_key`. */
export const files = pgTable(
  'files',
  {
    ...tenantColumns,
    /**
     * The user the file belongs to (a patient's document, a member's photo). A user who has files is
     * deactivated, not deleted (DESIGN §9): deleting them must not orphan the documents.
     */
    ownerId: uuid('owner_id'),
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
  },
  (t) => [...tenantKeys(t, { ownerId: users }), index('files_tenant_owner_idx').on(t.tenantId, t.ownerId)],
);
