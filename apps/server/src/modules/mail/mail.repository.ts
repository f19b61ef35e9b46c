import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { outboundAttachments, outboundMessages } from '../../db/schema.js';
import type { MailAttachment } from './templates.js';

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
  patch: Pick<
    Partial<OutboundMessage>,
    'status' | 'attempts' | 'lastError' | 'sentAt' | 'providerId' | 'deliveredAt'
  >,
): Promise<void> {
  await tx.update(outboundMessages).set(patch).where(eq(outboundMessages.id, id));
}

export async function insertAttachments(
  tx: Tx,
  tenantId: string,
  messageId: string,
  files: MailAttachment[],
): Promise<void> {
  await tx.insert(outboundAttachments).values(
    files.map((f) => ({
      tenantId,
      messageId,
      filename: f.filename,
      contentType: f.contentType,
      content: f.content,
    })),
  );
}

export async function getAttachments(tx: Tx, tenantId: string, messageId: string): Promise<MailAttachment[]> {
  return tx
    .select({
      filename: outboundAttachments.filename,
      contentType: outboundAttachments.contentType,
      content: outboundAttachments.content,
    })
    .from(outboundAttachments)
    .where(and(eq(outboundAttachments.tenantId, tenantId), eq(outboundAttachments.messageId, messageId)))
    .orderBy(asc(outboundAttachments.createdAt));
}
