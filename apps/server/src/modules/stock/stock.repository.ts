import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { countRows, pageOf } from '../../db/list.js';
import {
  invoicingDocumentLines,
  invoicingDocuments,
  services,
  stockMovements,
  users,
} from '../../db/schema.js';

export type StockMovementRow = typeof stockMovements.$inferSelect;
export type NewStockMovement = Omit<typeof stockMovements.$inferInsert, 'balanceAfterMilli'>;

const patient = alias(users, 'patient');
const author = alias(users, 'author');
const fullName = (u: { firstName: AnyColumn; surname: AnyColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.surname}`;

/** The service by id (active or not) with its kind; null for an unknown id or another clinic's. */
export async function getServiceKind(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ kind: services.kind })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)));
  return row?.kind ?? null;
}

/** Which of these services are products (the lines of an issued document that move stock). */
export async function productIds(tx: Tx, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.id, ids), eq(services.kind, 'product')));
  return new Set(rows.map((r) => r.id));
}

export async function patientExists(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.type, 'patient')));
  return rows.length > 0;
}

/**
 * Moves the product's stock and records the movement with the stock it left: the `update … returning`
 * takes the product's row lock, so concurrent movements of one product are ordered and each sees the
 * stock the one before left. Returns the movement's id and the stock after it.
 */
export async function insertMovement(
  tx: Tx,
  movement: NewStockMovement,
): Promise<{ id: string; balance: number }> {
  const [moved] = await tx
    .update(services)
    .set({ stockQuantityMilli: sql`${services.stockQuantityMilli} + ${movement.quantityMilli}` })
    .where(and(eq(services.tenantId, movement.tenantId), eq(services.id, movement.serviceId)))
    .returning({ balance: services.stockQuantityMilli });
  const [row] = await tx
    .insert(stockMovements)
    .values({ ...movement, balanceAfterMilli: moved!.balance })
    .returning({ id: stockMovements.id });
  return { id: row!.id, balance: moved!.balance };
}

/** The movements these document lines made (a cancelled document's are reversed). */
export async function movementsOfLines(tx: Tx, tenantId: string, lineIds: string[]) {
  if (!lineIds.length) return [];
  return tx
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, tenantId), inArray(stockMovements.documentLineId, lineIds)));
}

/** The movements with their document's number, patient's and author's names. */
function movementsWithNames(tx: Tx) {
  return tx
    .select({
      movement: stockMovements,
      documentId: invoicingDocumentLines.documentId,
      invoiceNo: invoicingDocuments.invoiceNo,
      patientName: fullName(patient),
      authorName: fullName(author),
    })
    .from(stockMovements)
    .leftJoin(
      invoicingDocumentLines,
      and(
        eq(invoicingDocumentLines.tenantId, stockMovements.tenantId),
        eq(invoicingDocumentLines.id, stockMovements.documentLineId),
      ),
    )
    .leftJoin(
      invoicingDocuments,
      and(
        eq(invoicingDocuments.tenantId, invoicingDocumentLines.tenantId),
        eq(invoicingDocuments.id, invoicingDocumentLines.documentId),
      ),
    )
    .leftJoin(
      patient,
      and(eq(patient.tenantId, stockMovements.tenantId), eq(patient.id, stockMovements.patientId)),
    )
    .leftJoin(
      author,
      and(eq(author.tenantId, stockMovements.tenantId), eq(author.id, stockMovements.createdBy)),
    )
    .$dynamic();
}
export type ListedMovement = Awaited<ReturnType<ReturnType<typeof movementsWithNames>['execute']>>[number];

export async function getMovement(tx: Tx, tenantId: string, id: string): Promise<ListedMovement | null> {
  const [row] = await movementsWithNames(tx).where(
    and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.id, id)),
  );
  return row ?? null;
}

export async function listMovements(
  tx: Tx,
  tenantId: string,
  q: { serviceId: string; page: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const where = and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.serviceId, q.serviceId));
  return pageOf(movementsWithNames(tx).where(where), {
    page: q.page,
    pageSize: q.pageSize,
    order: q.order,
    sortable: { created_at: stockMovements.createdAt },
    defaultSort: 'created_at',
    tieBreaker: stockMovements.id,
    count: (limit) => countRows(tx, stockMovements, where, limit),
  });
}

/**
 * Active products below their threshold or below zero, by name: a filter over the clinic's active
 * services (index `services_tenant_active_idx`) — the catalogue, never the movements. No partial index on
 * the stock: it would make every movement's update of the product a non-HOT update of all its indexes.
 */
export async function lowStock(tx: Tx, tenantId: string, limit: number) {
  return tx
    .select({
      id: services.id,
      name: services.name,
      unit: services.unit,
      stock: services.stockQuantityMilli,
      threshold: services.lowStockThresholdMilli,
    })
    .from(services)
    .where(
      and(
        eq(services.tenantId, tenantId),
        sql`${services.kind} = 'product' and ${services.active} and (${services.stockQuantityMilli} < ${services.lowStockThresholdMilli} or ${services.stockQuantityMilli} < 0)`,
      ),
    )
    .orderBy(asc(services.name), asc(services.id))
    .limit(limit);
}
