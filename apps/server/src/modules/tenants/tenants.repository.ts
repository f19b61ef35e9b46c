import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clinics, tenants } from '../../db/schema.js';

export type TenantRow = typeof tenants.$inferSelect;

export async function getTenant(tx: Tx, id: string): Promise<TenantRow | null> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}

export async function updateTenant(
  tx: Tx,
  id: string,
  patch: Partial<typeof tenants.$inferInsert>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx.update(tenants).set(patch).where(eq(tenants.id, id));
}

export async function activeClinicExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(and(eq(clinics.id, id), eq(clinics.active, true)));
  return rows.length > 0;
}
