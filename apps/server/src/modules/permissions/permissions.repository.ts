import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { permissions, users } from '../../db/schema.js';

export async function findUserType(tx: Tx, userId: string): Promise<string | null> {
  const rows = await tx.select({ type: users.type }).from(users).where(eq(users.id, userId));
  return rows[0]?.type ?? null;
}

export async function listOverrides(tx: Tx, userId: string): Promise<Record<string, boolean>> {
  const rows = await tx
    .select({ resource: permissions.resource, action: permissions.action, allowed: permissions.allowed })
    .from(permissions)
    .where(eq(permissions.userId, userId));
  return Object.fromEntries(rows.map((r) => [`${r.resource}:${r.action}`, r.allowed]));
}

export async function upsertOverrides(
  tx: Tx,
  tenantId: string,
  userId: string,
  entries: Array<{ resource: string; action: string; allowed: boolean }>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(permissions)
    .values(entries.map((e) => ({ tenantId, userId, ...e })))
    .onConflictDoUpdate({
      target: [permissions.tenantId, permissions.userId, permissions.resource, permissions.action],
      set: { allowed: sql`excluded.allowed`, updatedAt: new Date() },
    });
}
