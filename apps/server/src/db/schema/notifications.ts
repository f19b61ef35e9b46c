import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { appointments } from './appointments.js';

/**
 * A clinic's communications settings (spec §3 «SMS configuration», §7 notification-configurations):
 * one row per tenant, created with its defaults on first read (decision 042).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    ...tenantColumns,
    reminderEnabled: boolean('reminder_enabled').notNull().default(false),
    reminderHours: integer('reminder_hours').notNull().default(48),
    birthdayEnabled: boolean('birthday_enabled').notNull().default(false),
    senderName: text('sender_name'),
    reminderTemplate: text('reminder_template').notNull(),
    birthdayTemplate: text('birthday_template').notNull(),
    /** The account's monthly SMS cap (manager setting): sending stops beyond it, status `capped`. */
    smsMonthlyCap: integer('sms_monthly_cap').notNull().default(1000),
    /** A patient's link cancels only while more than these hours remain before the appointment. */
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
  },
  (t) => [...tenantKeys(t), uniqueIndex('notification_settings_tenant_uq').on(t.tenantId)],
);

/**
 * The confirm/cancel link of one reminder: single use, routed by tenant (the URL names it beside the
 * secret, whose SHA-256 alone is kept), valid until the appointment starts.
 */
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    ...tenantColumns,
    appointmentId: uuid('appointment_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the patient did with it: confirmed or cancelled. */
    action: text('action'),
  },
  (t) => [
    ...tenantKeys(t, { appointmentId: [appointments, 'cascade'] }),
    uniqueIndex('appointment_links_token_uq').on(t.tenantId, t.tokenHash),
    index('appointment_links_appointment_idx').on(t.tenantId, t.appointmentId),
  ],
);
