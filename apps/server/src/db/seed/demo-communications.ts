import { eq } from 'drizzle-orm';
import { defaultBirthdayTemplate, defaultReminderTemplate } from '@clinica/contracts/notifications';
import type { Database } from '../client.js';
import { notificationSettings, tenants } from '../schema.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from './demo-ids.js';

/**
 * Communications in the demo (issue 46): Clínica Demo sends reminders 24 h ahead and birthday greetings
 * as «ClinicaDemo» (to the log without SMS_URL/SMTP_URL); Clínica Teste is on its free trial, which ends
 * 7 days after every start — so its settings page shows what the trial withholds.
 */
export async function seedDemoCommunications(database: Database, now: Date): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .insert(notificationSettings)
      .values({
        tenantId: DEMO_TENANT_ID,
        reminderEnabled: true,
        reminderHours: 24,
        birthdayEnabled: true,
        senderName: 'ClinicaDemo',
        reminderTemplate: defaultReminderTemplate,
        birthdayTemplate: defaultBirthdayTemplate,
      })
      .onConflictDoNothing(),
  );
  await database.withTenant(TESTE_TENANT_ID, (tx) =>
    tx
      .update(tenants)
      .set({ subscriptionStatus: 'trialing', trialEndsAt: new Date(now.getTime() + 7 * 86_400_000) })
      .where(eq(tenants.id, TESTE_TENANT_ID)),
  );
}
