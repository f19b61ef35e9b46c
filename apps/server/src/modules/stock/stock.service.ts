import type { z } from 'zod';
import type { ListResponse } from '@clinica/contracts/common';
import {
  LOW_STOCK_MAX,
  stockMessages,
  type LowStockResponse,
  type StockMovement,
  type StockMovementListQuery,
  type stockMovementInput,
} from '@clinica/contracts/stock';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { can } from '../permissions/grants.js';
import * as repo from './stock.repository.js';

type Listed = Awaited<ReturnType<typeof repo.listMovements>>['rows'][number];
const toMovement = ({
  movement: m,
  documentId,
  invoiceNo,
  patientName,
  authorName,
}: Listed): StockMovement => ({
  id: m.id,
  service_id: m.serviceId,
  kind: m.kind,
  quantity_milli: m.quantityMilli,
  balance_after_milli: m.balanceAfterMilli,
  reason: m.reason,
  document_id: documentId,
  invoice_no: invoiceNo,
  patient_id: m.patientId,
  patient_name: patientName,
  created_by_name: authorName,
  created_at: m.createdAt.toISOString(),
});

/** 404 for an unknown id or another clinic's; 400 on `field` for a session (only products have stock). */
async function requireProduct(tx: Tx, tenantId: string, id: string, field?: string): Promise<void> {
  const kind = await repo.getServiceKind(tx, tenantId, id);
  if (!kind) throw notFound(stockMessages.productNotFound);
  if (kind !== 'product') throw badRequest({ [field ?? 'service_id']: stockMessages.notProduct });
}

export async function listMovements(
  tx: Tx,
  user: AuthUser,
  q: StockMovementListQuery,
): Promise<ListResponse<StockMovement>> {
  await requireProduct(tx, user.tenantId, q.service_id);
  const { rows, total, totalCapped } = await repo.listMovements(tx, user.tenantId, {
    serviceId: q.service_id,
    page: q.page,
    pageSize: q.page_size,
    order: q.order,
  });
  return {
    items: rows.map(toMovement),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * A movement recorded by hand (decision 041). Recording a consumption is `stock_movements:create`
 * (managers and the front desk); a purchase or an adjustment changes what the clinic holds, and is
 * `stock_movements:update` (managers). A movement that would leave the stock below zero is refused
 * unless it is an adjustment, which always says why; the refusal rolls back, so nothing is written.
 */
export async function recordMovement(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof stockMovementInput>,
): Promise<StockMovement> {
  if (body.kind !== 'consumption' && !can(user.type, user.overrides, 'stock_movements', 'update'))
    throw forbidden(stockMessages.managersOnly);
  await requireProduct(tx, user.tenantId, body.service_id);
  if (body.patient_id && !(await repo.patientExists(tx, user.tenantId, body.patient_id)))
    throw badRequest({ patient_id: stockMessages.patientNotFound });
  const { id, balance } = await repo.insertMovement(tx, {
    tenantId: user.tenantId,
    serviceId: body.service_id,
    kind: body.kind,
    quantityMilli: body.quantity_milli,
    reason: body.reason,
    patientId: body.patient_id,
    createdBy: user.id,
  });
  if (balance < 0 && body.kind !== 'adjustment')
    throw badRequest({ quantity_milli: stockMessages.belowZero });
  return toMovement((await repo.getMovement(tx, user.tenantId, id))!);
}

export async function lowStock(tx: Tx, user: AuthUser): Promise<LowStockResponse> {
  const rows = await repo.lowStock(tx, user.tenantId, LOW_STOCK_MAX);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      unit: r.unit,
      stock_quantity_milli: r.stock,
      low_stock_threshold_milli: r.threshold,
      needs_adjustment: r.stock < 0,
    })),
  };
}

/** An issued document's line, as the stock needs it. */
export interface IssuedLine {
  id: string;
  serviceId: string | null;
  quantity: number;
  /** An NC line that credits an amount (a discount after the fact) returns no goods. */
  creditsAmount: boolean;
}

/**
 * Issuing moves stock (decision 041): each product line of an FT, FR or FS takes its quantity out
 * (a sale), each product line of an NC that credits a quantity puts it back (a credit). Never refused:
 * a sale below zero is recorded, and the product then «precisa de acerto». Products in id order, so two
 * documents issued at once lock their rows in the same order.
 */
export async function moveIssuedLines(
  tx: Tx,
  user: AuthUser,
  creditNote: boolean,
  lines: IssuedLine[],
): Promise<void> {
  const products = await repo.productIds(tx, user.tenantId, [
    ...new Set(lines.flatMap((l) => (l.serviceId ? [l.serviceId] : []))),
  ]);
  const moving = lines
    .filter((l) => l.serviceId && products.has(l.serviceId) && !(creditNote && l.creditsAmount))
    .sort((a, b) => a.serviceId!.localeCompare(b.serviceId!));
  for (const line of moving) {
    const milli = Math.round(line.quantity * 1000);
    if (milli === 0) continue;
    await repo.insertMovement(tx, {
      tenantId: user.tenantId,
      serviceId: line.serviceId!,
      kind: creditNote ? 'credit' : 'sale',
      quantityMilli: creditNote ? milli : -milli,
      documentLineId: line.id,
      createdBy: user.id,
    });
  }
}

/**
 * Cancelling an issued document undoes what its lines moved: a cancelled sale comes back (a credit), a
 * cancelled credit goes out again (a sale).
 */
export async function reverseCancelledLines(tx: Tx, user: AuthUser, lineIds: string[]): Promise<void> {
  const moved = await repo.movementsOfLines(tx, user.tenantId, lineIds);
  moved.sort((a, b) => a.serviceId.localeCompare(b.serviceId));
  for (const m of moved) {
    await repo.insertMovement(tx, {
      tenantId: user.tenantId,
      serviceId: m.serviceId,
      kind: m.quantityMilli < 0 ? 'credit' : 'sale',
      quantityMilli: -m.quantityMilli,
      documentLineId: m.documentLineId,
      reason: stockMessages.cancelledDocument,
      createdBy: user.id,
    });
  }
}
