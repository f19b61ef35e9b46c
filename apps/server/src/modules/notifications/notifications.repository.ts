import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OutboxStatus } from '@clinica/contracts/notifications';
import { defaultBirthdayTemplate, defaultReminderTemplate } from '@clinica/contracts/notifications';
import { queryRows, type Tx } from '../../db/client.js';
import { countRows } from '../../db/list.js';
import { clinics, notificationSettings, outboundMessages, tenants } from '../../db/schema.js';

export type SettingsRow = typeof notificationSettings.$inferSelect;
export type SettingsValues = Omit<SettingsRow, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

export const defaultSettings: SettingsValues = {
  reminderEnabled: false,
  reminderHours: 48,
  birthdayEnabled: false,
  senderName: null,
  reminderTemplate: defaultReminderTemplate,
  birthdayTemplate: defaultBirthdayTemplate,
  smsMonthlyCap: 1000,
  cancellationWindowHours: 24,
};

/** The clinic's settings, or the defaults until a manager saves them. */
export async function getSettings(tx: Tx, tenantId: string): Promise<SettingsValues> {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.tenantId, tenantId));
  return row ?? defaultSettings;
}

export async function saveSettings(tx: Tx, tenantId: string, values: SettingsValues): Promise<void> {
  await tx
    .insert(notificationSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

/** What sending needs of the account: its name, zone, trial and the main clinic's phone. */
export async function accountFacts(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      name: tenants.name,
      timeZone: tenants.timeZone,
      subscriptionStatus: tenants.subscriptionStatus,
      phone: clinics.phone,
    })
    .from(tenants)
    .leftJoin(clinics, and(eq(clinics.tenantId, tenants.id), eq(clinics.id, tenants.mainClinicId)))
    .where(eq(tenants.id, tenantId));
  return row!;
}

/** SMS that went out since the first of this month at 00:00 in the clinic's zone. */
export async function smsSentThisMonth(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const [start] = await queryRows<{ at: string }>(
    tx,
    sql`select (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})::text as at`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.tenantId, tenantId),
        eq(outboundMessages.channel, 'sms'),
        inArray(outboundMessages.status, ['sent', 'delivered', 'failed']),
        gte(outboundMessages.sentAt, new Date(start!.at)),
      ),
    );
  return row!.n;
}

/** One page of the outbox in one status, newest first: the (tenant, status, created_at) index read backwards. */
export const outboxPage = (tx: Tx, tenantId: string, status: OutboxStatus, limit: number, offset: number) =>
  tx
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.tenantId, tenantId), eq(outboundMessages.status, status)))
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit)
    .offset(offset);

/** How many messages are in that status, counted up to `limit` (DESIGN §4's capped total). */
export const outboxCount = (tx: Tx, tenantId: string, status: OutboxStatus, limit: number) =>
  countRows(
    tx,
    outboundMessages,
    and(eq(outboundMessages.tenantId, tenantId), eq(outboundMessages.status, status)),
    limit,
  );
