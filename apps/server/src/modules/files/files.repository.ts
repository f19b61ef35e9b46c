import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { files } from '../../db/schema.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(tx: Tx, row: typeof files.$inferInsert): Promise<FileRow> {
  const [inserted] = await tx.insert(files).values(row).returning();
  return inserted!;
}

export async function findFile(tx: Tx, id: string, purpose?: string): Promise<FileRow | null> {
  const rows = await tx
    .select()
    .from(files)
    .where(purpose ? and(eq(files.id, id), eq(files.purpose, purpose)) : eq(files.id, id));
  return rows[0] ?? null;
}
