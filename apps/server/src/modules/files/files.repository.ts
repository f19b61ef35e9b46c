import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { files, users } from '../../db/schema.js';

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

export async function listOwnerFiles(tx: Tx, ownerId: string, purpose: string) {
  return tx
    .select({
      id: files.id,
      name: files.name,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      createdAt: files.createdAt,
      createdByName: sql<
        string | null
      >`(select u.first_name || ' ' || u.surname from users u where u.id = ${files.createdBy})`,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
    .orderBy(desc(files.createdAt));
}

export async function findOwnerFile(
  tx: Tx,
  ownerId: string,
  id: string,
  purpose: string,
): Promise<FileRow | null> {
  const rows = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId), eq(files.purpose, purpose)));
  return rows[0] ?? null;
}

export async function deleteFileRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(files).where(eq(files.id, id));
}

/** The users whose photo a file is (a patient's, a team member's): usually one, none before it is saved. */
export async function imageHolders(tx: Tx, fileId: string) {
  return tx.select({ id: users.id, type: users.type }).from(users).where(eq(users.imageFileId, fileId));
}

/** A photo on no user record (the only records photos belong to). */
const onNoRecord = (tenantId: string) =>
  sql`not exists (select 1 from users u where u.tenant_id = ${tenantId} and u.image_file_id = ${files.id})`;

/** Serialises one user's uploads until the transaction ends, so a burst cannot pass the count together. */
export async function lockUploader(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Deletes the clinic's photos on no record uploaded before `before`; their storage keys. */
export async function deleteStaleImages(tx: Tx, tenantId: string, before: Date): Promise<string[]> {
  const rows = await tx
    .delete(files)
    .where(
      and(
        eq(files.tenantId, tenantId),
        eq(files.purpose, 'image'),
        lt(files.createdAt, before),
        onNoRecord(tenantId),
      ),
    )
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}

/** When the user's photos on no record were uploaded, oldest first (an upload's owner is its uploader). */
export async function pendingImages(tx: Tx, tenantId: string, userId: string): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: files.createdAt })
    .from(files)
    .where(
      and(
        eq(files.tenantId, tenantId),
        eq(files.ownerId, userId),
        eq(files.purpose, 'image'),
        onNoRecord(tenantId),
      ),
    )
    .orderBy(asc(files.createdAt));
  return rows.map((r) => r.createdAt);
}
