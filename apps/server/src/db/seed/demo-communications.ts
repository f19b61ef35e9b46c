import { and, eq, inArray } from 'drizzle-orm';
import {
  defaultBirthdayTemplate,
  defaultReminderTemplate,
  fillTemplate,
} from '@clinica/contracts/notifications';
import type { Database } from '../client.js';
import {
  communicationRecipients,
  communications,
  communicationTemplates,
  notificationSettings,
  outboundMessages,
  tenants,
  users,
} from '../schema.js';
import { seededTemplates } from '../../modules/communications/templates.service.js';
import { DEMO_MANAGER_ID, DEMO_TENANT_ID, seedId, TESTE_TENANT_ID } from './demo-ids.js';
import { DEMO_PATIENT_IDS } from './demo-patients.js';

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

const CAMPAIGN = seedId(4701);
/** The campaign's recipients and what became of each (SMS: delivery receipts, one unreachable). */
const outcomes = ['delivered', 'delivered', 'delivered', 'delivered', 'sent', 'failed'] as const;

/**
 * Issue 47: the clinic's four starting templates, and one «Sentimos a sua falta» SMS campaign sent two
 * weeks ago to six patients — four delivered, one still waiting for its receipt, one the operator could
 * not deliver — so /communications and its page show real statuses. Keyed on fixed ids.
 */
export async function seedDemoCampaign(database: Database, now: Date): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    await tx
      .insert(communicationTemplates)
      .values(seededTemplates.map((s) => ({ ...s, tenantId: DEMO_TENANT_ID })))
      .onConflictDoNothing();
    const [template] = await tx
      .select()
      .from(communicationTemplates)
      .where(
        and(
          eq(communicationTemplates.tenantId, DEMO_TENANT_ID),
          eq(communicationTemplates.seedKey, 'miss_you'),
        ),
      );
    const sentAt = new Date(now.getTime() - 14 * 86_400_000);
    const inserted = await tx
      .insert(communications)
      .values({
        id: CAMPAIGN,
        tenantId: DEMO_TENANT_ID,
        method: 'sms',
        templateId: template!.id,
        templateName: template!.name,
        subject: null,
        body: template!.body,
        filters: { not_seen_for_days: 90 },
        recipientsCount: outcomes.length,
        createdBy: DEMO_MANAGER_ID,
        sentAt,
        createdAt: sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: communications.id });
    if (inserted.length === 0) return;
    const patients = await tx
      .select({ id: users.id, firstName: users.firstName, phone: users.phone })
      .from(users)
      .where(inArray(users.id, DEMO_PATIENT_IDS.slice(10, 10 + outcomes.length)));
    for (const [i, p] of patients.entries()) {
      const status = outcomes[i]!;
      const phone = p.phone ?? `+35191200${String(i).padStart(4, '0')}`;
      const messageId = seedId(4731 + i);
      await tx.insert(outboundMessages).values({
        id: messageId,
        tenantId: DEMO_TENANT_ID,
        channel: 'sms',
        kind: 'campaign',
        recipient: phone,
        bodyText: fillTemplate(template!.body, {
          patient_first_name: p.firstName,
          patient_surname: '',
          clinic_name: 'Clínica Demo',
          appointment_date: '',
          appointment_hour: '',
        }),
        status,
        attempts: 1,
        sentAt,
        deliveredAt: status === 'delivered' ? new Date(sentAt.getTime() + 40_000) : null,
        lastError: status === 'failed' ? 'UNDELIV' : null,
        createdAt: sentAt,
      });
      await tx.insert(communicationRecipients).values({
        id: seedId(4711 + i),
        tenantId: DEMO_TENANT_ID,
        communicationId: CAMPAIGN,
        patientId: p.id,
        address: phone,
        messageId,
        createdAt: sentAt,
      });
    }
  });
}
