import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { messageChannel, outboundMessages } from './mail.js';
import { users } from './users.js';

/**
 * A clinic's message templates (spec §2 communication_templates, DOMAIN communication_template; decision
 * 045). `seed_key` marks the four the clinic starts with (reminder, birthday, miss_you, notice): they are
 * inserted once on first read and, like any template, deactivated rather than deleted — a campaign keeps
 * its template's name, and a removed default never comes back.
 */
export const communicationTemplates = pgTable(
  'communication_templates',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    method: messageChannel('method').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    seedKey: text('seed_key'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('communication_templates_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`active`),
    uniqueIndex('communication_templates_seed_uq').on(t.tenantId, t.seedKey),
  ],
);

/**
 * A campaign (DOMAIN communication): what was sent (the template's subject and body as they were), to
 * whom (the filters), by whom, and when. Its recipients are rows of `communication_recipients`; its
 * status (queued while any recipient waits, then sent, or failed when every one failed) is read from them.
 */
export const communications = pgTable(
  'communications',
  {
    ...tenantColumns,
    method: messageChannel('method').notNull(),
    templateId: uuid('template_id'),
    templateName: text('template_name').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    recipientsCount: integer('recipients_count').notNull().default(0),
    createdBy: uuid('created_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { templateId: communicationTemplates, createdBy: users }),
    index('communications_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/**
 * One row per patient a campaign goes to, unique per (communication, patient): nothing is sent twice.
 * Until its job has run it is `queued` (or `failed` when the patient withdrew consent meanwhile); then
 * its message (`outbound_messages`, whose status the SMPP receipts move) says where it is.
 */
export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    ...tenantColumns,
    communicationId: uuid('communication_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull().default('queued'),
    messageId: uuid('message_id'),
    lastError: text('last_error'),
    /** SHA-256 of the secret in the e-mail's unsubscribe link (RFC 8058 one-click), set when it is sent. */
    unsubscribeHash: text('unsubscribe_hash'),
  },
  (t) => [
    ...tenantKeys(t, {
      communicationId: [communications, 'cascade'],
      patientId: [users, 'cascade'],
      messageId: outboundMessages,
    }),
    uniqueIndex('communication_recipients_uq').on(t.tenantId, t.communicationId, t.patientId),
    uniqueIndex('communication_recipients_unsubscribe_uq')
      .on(t.tenantId, t.unsubscribeHash)
      .where(sql`unsubscribe_hash is not null`),
  ],
);
