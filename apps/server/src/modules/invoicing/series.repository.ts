import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SeriesDocumentType } from '@clinica/contracts/invoicing';
import type { Tx } from '../../db/client.js';
import { invoicingSeries } from '../../db/schema.js';

export type SeriesRow = typeof invoicingSeries.$inferSelect;

/**
 * The tenant's series, newest year first, then by document type in the enum's order (FT, FR, FS, NC,
 * RG): PostgreSQL sorts an enum by its declaration order, which is the order the settings page shows.
 */
export function listSeries(tx: Tx, tenantId: string): Promise<SeriesRow[]> {
  return tx
    .select()
    .from(invoicingSeries)
    .where(eq(invoicingSeries.tenantId, tenantId))
    .orderBy(desc(invoicingSeries.year), asc(invoicingSeries.documentType));
}

export async function insertSeries(
  tx: Tx,
  tenantId: string,
  rows: { documentType: SeriesDocumentType; year: number; code: string; validationCode: string }[],
): Promise<void> {
  if (!rows.length) return;
  await tx.insert(invoicingSeries).values(rows.map((r) => ({ ...r, tenantId })));
}

/**
 * Changes an unused series (no document issued). False when it was used in the meantime: the
 * condition on `last_number` makes the check and the write one statement, so a document issued by a
 * concurrent request cannot end up in a series whose code changed under it.
 */
export async function updateUnusedSeries(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: { code?: string; validationCode?: string },
): Promise<boolean> {
  const rows = await tx
    .update(invoicingSeries)
    .set(patch)
    .where(
      and(
        eq(invoicingSeries.tenantId, tenantId),
        eq(invoicingSeries.id, id),
        eq(invoicingSeries.lastNumber, 0),
      ),
    )
    .returning({ id: invoicingSeries.id });
  return rows.length === 1;
}

/** Removes unused series; answers how many went (fewer than asked: one was used in the meantime). */
export async function deleteUnusedSeries(tx: Tx, tenantId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await tx
    .delete(invoicingSeries)
    .where(
      and(
        eq(invoicingSeries.tenantId, tenantId),
        inArray(invoicingSeries.id, ids),
        eq(invoicingSeries.lastNumber, 0),
      ),
    )
    .returning({ id: invoicingSeries.id });
  return rows.length;
}
