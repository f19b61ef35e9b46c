import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { emailCodes, tenants, users } from '../../db/schema.js';

export async function insertTenantWithManager(
  tx: Tx,
  t: {
    tenantId: string;
    userId: string;
    clinicName: string;
    trialEndsAt: Date;
    firstName: string;
    surname: string;
    email: string;
    phone: string;
  },
): Promise<void> {
  await tx.insert(tenants).values({
    id: t.tenantId,
    name: t.clinicName,
    subscriptionStatus: 'trialing',
    trialEndsAt: t.trialEndsAt,
    invoicingActive: false,
  });
  await tx.insert(users).values({
    id: t.userId,
    tenantId: t.tenantId,
    type: 'manager',
    email: t.email,
    firstName: t.firstName,
    surname: t.surname,
    phone: t.phone,
    status: 'email_not_confirmed',
    canLogin: true,
  });
}

/** A new code; earlier unused codes of the user stop working. */
export async function insertCode(
  tx: Tx,
  c: { tenantId: string; userId: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await tx
    .update(emailCodes)
    .set({ usedAt: c.now })
    .where(and(eq(emailCodes.userId, c.userId), isNull(emailCodes.usedAt)));
  await tx.insert(emailCodes).values({
    tenantId: c.tenantId,
    userId: c.userId,
    codeHash: c.codeHash,
    expiresAt: c.expiresAt,
  });
}

export async function latestOpenCode(tx: Tx, userId: string) {
  const rows = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts a try at a code before it is compared (issue 39): the update takes the code's row lock, so
 * parallel tries queue and each gets its own count. `failed_attempts` counts every try — a right one
 * spends the code anyway. Null when the code was spent meanwhile.
 */
export async function countCodeTry(tx: Tx, id: string): Promise<number | null> {
  const [row] = await tx
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ tries: emailCodes.failedAttempts });
  return row?.tries ?? null;
}

export async function markCodeUsed(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, id));
}
