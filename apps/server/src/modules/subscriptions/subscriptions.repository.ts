import { and, asc, eq } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.js';
import { checkoutSessions, paymentEvents, subscriptionPlans, tenants, users } from '../../db/schema.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** Global table: read before any tenant is known (the public plans, the sign-up page). */
export async function listPlans(database: Database): Promise<PlanRow[]> {
  return database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(asc(subscriptionPlans.sortOrder));
}

export async function getPlan(tx: Tx, id: string): Promise<PlanRow | null> {
  const [row] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row ?? null;
}

export async function getPlanByCode(tx: Tx, code: string): Promise<PlanRow | null> {
  const [row] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code));
  return row ?? null;
}

export async function getTenant(tx: Tx, id: string): Promise<TenantRow | null> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}

export async function updateTenant(
  tx: Tx,
  id: string,
  patch: Partial<typeof tenants.$inferInsert>,
): Promise<void> {
  await tx.update(tenants).set(patch).where(eq(tenants.id, id));
}

export async function insertCheckout(tx: Tx, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  await tx.insert(checkoutSessions).values(row);
}

export async function getCheckout(tx: Tx, tenantId: string, providerId: string): Promise<CheckoutRow | null> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.tenantId, tenantId), eq(checkoutSessions.providerSessionId, providerId)));
  return row ?? null;
}

export async function completeCheckout(tx: Tx, tenantId: string, id: string, now: Date): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now })
    .where(and(eq(checkoutSessions.tenantId, tenantId), eq(checkoutSessions.id, id)));
}

/** Records a webhook event in the change's transaction: false when it was applied already (a replay). */
export async function recordEvent(
  tx: Tx | Db,
  e: { eventId: string; type: string; eventCreatedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(e)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** The clinic's active managers with an e-mail: who hears about the subscription. */
export async function managerEmails(
  tx: Tx,
  tenantId: string,
): Promise<Array<{ email: string; firstName: string }>> {
  const rows = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.type, 'manager'), eq(users.active, true)));
  return rows.flatMap((r) => (r.email ? [{ email: r.email, firstName: r.firstName }] : []));
}
