import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';
import { isForeignKeyViolation } from '../lib/pg-errors.js';

/**
 * DESIGN §9 "Deleting": a record other records need is deactivated (it leaves lists and searches);
 * one nobody needs is deleted. The foreign keys decide, inside a savepoint so the transaction survives.
 */
export async function deleteOrDeactivate(
  tx: Tx,
  table: PgTable & { id: PgColumn; active: PgColumn },
  id: string,
): Promise<'deleted' | 'deactivated' | 'not_found'> {
  try {
    const gone = await tx.transaction(async (sp) =>
      sp.delete(table).where(eq(table.id, id)).returning({ id: table.id }),
    );
    if (gone.length > 0) return 'deleted';
    return 'not_found';
  } catch (e) {
    if (!isForeignKeyViolation(e)) throw e;
    const rows = await tx
      .update(table)
      .set({ active: false } as never)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    return rows.length > 0 ? 'deactivated' : 'not_found';
  }
}
