import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
export const messageStatus = pgEnum('message_status', ['queued', 'sent', 'logged', 'failed']);

/** The e-mail/SMS queue and log. `logged`: no SMTP configured, the text went to the server log. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    ...tenantColumns,
    channel: messageChannel('channel').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: messageStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t),
    index('outbound_messages_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);
