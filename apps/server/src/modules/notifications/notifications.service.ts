import type {
  NotificationConfiguration,
  NotificationConfigurationInput,
  OutboxList,
  outboxQuery,
} from '@clinica/contracts/notifications';
import type { z } from 'zod';
import { pageTotal } from '../../db/list.js';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './notifications.repository.js';

/**
 * The clinic's communications settings (issue 46): reminders and birthdays on/off, hours of notice,
 * sender name, the two templates, the monthly SMS cap and the patients' cancellation window.
 */
async function view(tx: Tx, tenantId: string, now: Date): Promise<NotificationConfiguration> {
  const s = await repo.getSettings(tx, tenantId);
  const account = await repo.accountFacts(tx, tenantId);
  return {
    reminder_enabled: s.reminderEnabled,
    reminder_hours: s.reminderHours,
    birthday_enabled: s.birthdayEnabled,
    sender_name: s.senderName,
    reminder_template: s.reminderTemplate,
    birthday_template: s.birthdayTemplate,
    sms_monthly_cap: s.smsMonthlyCap,
    cancellation_window_hours: s.cancellationWindowHours,
    trial: account.subscriptionStatus === 'trialing',
    sms_sent_this_month: await repo.smsSentThisMonth(tx, tenantId, account.timeZone, now),
  };
}

export async function getConfiguration(tx: Tx, user: AuthUser, id: string, now: Date) {
  if (id !== user.tenantId) throw notFound();
  return view(tx, id, now);
}

export async function saveConfiguration(
  tx: Tx,
  user: AuthUser,
  id: string,
  input: NotificationConfigurationInput,
  now: Date,
): Promise<NotificationConfiguration> {
  if (id !== user.tenantId) throw notFound();
  await repo.saveSettings(tx, id, {
    reminderEnabled: input.reminder_enabled,
    reminderHours: input.reminder_hours,
    birthdayEnabled: input.birthday_enabled,
    senderName: input.sender_name?.trim() || null,
    reminderTemplate: input.reminder_template.trim(),
    birthdayTemplate: input.birthday_template.trim(),
    smsMonthlyCap: input.sms_monthly_cap,
    cancellationWindowHours: input.cancellation_window_hours,
  });
  return view(tx, id, now);
}

/** What the jobs need (reminders, birthdays, SMS): the settings and the account's facts. */
export async function sendingContext(tx: Tx, tenantId: string) {
  return { settings: await repo.getSettings(tx, tenantId), account: await repo.accountFacts(tx, tenantId) };
}

export const smsSentThisMonth = repo.smsSentThisMonth;

/**
 * The outbox (issue 46): the account's messages in one status, newest first — what waits, what failed
 * and why, what the cap held back, what went. Manager-only, as the settings: messages name patients.
 */
export async function outbox(
  tx: Tx,
  user: AuthUser,
  id: string,
  q: z.output<typeof outboxQuery>,
): Promise<OutboxList> {
  if (id !== user.tenantId) throw notFound();
  const rows = await repo.outboxPage(tx, user.tenantId, q.status, q.page_size, (q.page - 1) * q.page_size);
  const { total, capped } = await pageTotal(
    { page: q.page, pageSize: q.page_size, rows: rows.length },
    (limit) => repo.outboxCount(tx, user.tenantId, q.status, limit),
  );
  return {
    items: rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      last_error: m.lastError,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
      delivered_at: m.deliveredAt?.toISOString() ?? null,
    })),
    total,
    total_capped: capped,
    page: q.page,
    page_size: q.page_size,
  };
}
