import {
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
/**
 * `logged`: no SMTP_URL/SMS_URL configured, the text went to the server log. `delivered`: the SMS
 * operator's delivery receipt said so. `capped`: the account's monthly SMS cap was reached (decision 042).
 */
export const messageStatus = pgEnum('message_status', [
  'queued',
  'sent',
  'logged',
  'failed',
  'delivered',
  'capped',
]);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

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
    /** The SMS operator's message id (SMPP submit_sm_resp), which its delivery receipts name. */
    providerId: text('provider_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Extra e-mail headers (a campaign's List-Unsubscribe and List-Unsubscribe-Post, RFC 2369/8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [
    ...tenantKeys(t),
    index('outbound_messages_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    // A delivery receipt names only the operator's id and may reach any instance (app_sms_receipt).
    index('outbound_messages_provider_idx').on(t.providerId),
  ],
);

/**
 * An e-mail's attachments as queued (a fiscal document's PDF as it went out, «Original» or «2.ª via»),
 * kept in the database so a delivery after a restart sends the same file (decision 042).
 */
export const outboundAttachments = pgTable(
  'outbound_attachments',
  {
    ...tenantColumns,
    messageId: uuid('message_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { messageId: [outboundMessages, 'cascade'] }),
    index('outbound_attachments_message_idx').on(t.tenantId, t.messageId),
  ],
);
