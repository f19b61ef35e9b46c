import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { outboundMessages, permissions, sessions, tenants } from '../../db/schema.js';

export async function updateTenant(
  tx: Tx,
  tenantId: string,
  patch: Partial<
    Pick<
      typeof tenants.$inferInsert,
      | 'invoicingActive'
      | 'subscriptionStatus'
      | 'trialEndsAt'
      | 'paymentFailedAt'
      | 'invoicingProvider'
      | 'invoicingProviderAccount'
      | 'invoicingProviderKeyEnc'
      | 'invoicingProviderSince'
    >
  >,
): Promise<void> {
  // Only what the harness was given (a field left out is undefined).
  if (Object.values(patch).every((v) => v === undefined)) return;
  await tx.update(tenants).set(patch).where(eq(tenants.id, tenantId));
}

export async function tenantTimeZone(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return row!.timeZone;
}

export async function endSessions(tx: Tx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function clearPermissions(tx: Tx): Promise<void> {
  await tx.delete(permissions);
}

export async function messagesTo(tx: Tx, recipient: string) {
  return tx
    .select({
      subject: outboundMessages.subject,
      text: outboundMessages.bodyText,
      createdAt: outboundMessages.createdAt,
    })
    .from(outboundMessages)
    .where(sql`lower(${outboundMessages.recipient}) = lower(${recipient})`)
    .orderBy(desc(outboundMessages.createdAt))
    .limit(20);
}
