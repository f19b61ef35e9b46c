import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { permissions, sessions, tenants } from '../../db/schema.js';

export async function updateTenant(
  tx: Tx,
  tenantId: string,
  patch: Partial<Pick<typeof tenants.$inferInsert, 'invoicingActive' | 'subscriptionStatus' | 'trialEndsAt'>>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx.update(tenants).set(patch).where(eq(tenants.id, tenantId));
}

export async function endSessions(tx: Tx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function clearPermissions(tx: Tx): Promise<void> {
  await tx.delete(permissions);
}
