import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { fiscalCopies } from '../../db/schema.js';

/**
 * Which copy of an issued document or of a receipt this print, download or e-mail is (CIVA art. 36.º
 * n.º 3, decision 029): 1 is the «Original», every later one a «2.ª via». Counted in the request's
 * transaction by one upsert, so two first prints at once still make one original.
 */
export async function nextCopy(
  tx: Tx,
  tenantId: string,
  of: { documentId: string } | { paymentId: string },
): Promise<number> {
  const byDocument = 'documentId' in of;
  const column = byDocument ? fiscalCopies.documentId : fiscalCopies.paymentId;
  const [row] = await tx
    .insert(fiscalCopies)
    .values({ tenantId, ...of })
    .onConflictDoUpdate({
      target: [fiscalCopies.tenantId, column],
      targetWhere: sql`${column} is not null`,
      set: { copies: sql`${fiscalCopies.copies} + 1`, updatedAt: sql`now()` },
    })
    .returning({ copies: fiscalCopies.copies });
  return row!.copies;
}
