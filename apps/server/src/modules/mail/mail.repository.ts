import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { outboundMessages } from '../../db/schema.js';

export type OutboundMessage = typeof outboundMessages.$inferSelect;

export async function insertMessage(tx: Tx, row: typeof outboundMessages.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(outboundMessages).values(row).returning({ id: outboundMessages.id });
  return inserted!.id;
}

export async function getMessage(tx: Tx, id: string): Promise<OutboundMessage | null> {
  const rows = await tx.select().from(outboundMessages).where(eq(outboundMessages.id, id));
  return rows[0] ?? null;
}

export async function markMessage(
  tx: Tx,
  id: string,
  patch: Pick<Partial<OutboundMessage>, 'status' | 'attempts' | 'lastError' | 'sentAt'>,
): Promise<void> {
  await tx.update(outboundMessages).set(patch).where(eq(outboundMessages.id, id));
}
