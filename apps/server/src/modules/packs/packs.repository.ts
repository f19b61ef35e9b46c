import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  appointments,
  serviceConsumptions,
  servicePackSales,
  servicePacks,
  services,
  tenants,
  users,
} from '../../db/schema.js';
import { countRows, pageOf } from '../../db/list.js';

export type PackRow = typeof servicePacks.$inferSelect & { serviceName: string };

const packColumns = { pack: servicePacks, serviceName: services.name };

export async function listPacks(
  tx: Tx,
  tenantId: string,
  q: {
    serviceId?: string;
    active: boolean | null;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
) {
  const conditions: SQL[] = [eq(servicePacks.tenantId, tenantId)];
  if (q.serviceId) conditions.push(eq(servicePacks.serviceId, q.serviceId));
  if (q.active !== null) conditions.push(eq(servicePacks.active, q.active));
  const where = and(...conditions);
  const page = await pageOf(
    tx
      .select(packColumns)
      .from(servicePacks)
      .innerJoin(services, eq(services.id, servicePacks.serviceId))
      .where(where)
      .$dynamic(),
    {
      page: q.page,
      pageSize: q.pageSize,
      sort: q.sort,
      order: q.order,
      sortable: {
        name: servicePacks.name,
        sessions_count: servicePacks.sessionsCount,
        price_cents: servicePacks.priceCents,
      },
      defaultSort: 'name',
      tieBreaker: servicePacks.id,
      count: (limit) => countRows(tx, servicePacks, where, limit),
    },
  );
  return { ...page, rows: page.rows.map((r) => ({ ...r.pack, serviceName: r.serviceName })) };
}

export async function getPack(tx: Tx, tenantId: string, id: string): Promise<PackRow | null> {
  const [row] = await tx
    .select(packColumns)
    .from(servicePacks)
    .innerJoin(services, eq(services.id, servicePacks.serviceId))
    .where(and(eq(servicePacks.tenantId, tenantId), eq(servicePacks.id, id)));
  return row ? { ...row.pack, serviceName: row.serviceName } : null;
}

export async function serviceOf(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: services.id, name: services.name, kind: services.kind, active: services.active })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)));
  return row ?? null;
}

export async function insertPack(tx: Tx, row: typeof servicePacks.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(servicePacks).values(row).returning({ id: servicePacks.id });
  return inserted!.id;
}

export async function updatePack(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: Partial<typeof servicePacks.$inferInsert>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx
    .update(servicePacks)
    .set(patch)
    .where(and(eq(servicePacks.tenantId, tenantId), eq(servicePacks.id, id)));
}

// Sales

const saleColumns = {
  sale: servicePackSales,
  packName: servicePacks.name,
  serviceName: services.name,
  patientName: sql<string>`${users.firstName} || ' ' || ${users.surname}`,
};
export type SaleRow = typeof servicePackSales.$inferSelect & {
  packName: string;
  serviceName: string;
  patientName: string;
};

function selectSales(tx: Tx) {
  return tx
    .select(saleColumns)
    .from(servicePackSales)
    .innerJoin(servicePacks, eq(servicePacks.id, servicePackSales.packId))
    .innerJoin(services, eq(services.id, servicePackSales.serviceId))
    .innerJoin(users, eq(users.id, servicePackSales.patientId));
}
const flat = (r: {
  sale: typeof servicePackSales.$inferSelect;
  packName: string;
  serviceName: string;
  patientName: string;
}): SaleRow => ({
  ...r.sale,
  packName: r.packName,
  serviceName: r.serviceName,
  patientName: r.patientName,
});

export async function getSale(tx: Tx, tenantId: string, id: string): Promise<SaleRow | null> {
  const [row] = await selectSales(tx).where(
    and(eq(servicePackSales.tenantId, tenantId), eq(servicePackSales.id, id)),
  );
  return row ? flat(row) : null;
}

/** A patient's sales, newest first (a patient holds a handful: no pages). */
export async function salesOfPatient(tx: Tx, tenantId: string, patientId: string, serviceId?: string) {
  const conditions = [eq(servicePackSales.tenantId, tenantId), eq(servicePackSales.patientId, patientId)];
  if (serviceId) conditions.push(eq(servicePackSales.serviceId, serviceId));
  const rows = await selectSales(tx)
    .where(and(...conditions))
    .orderBy(desc(servicePackSales.soldOn), desc(servicePackSales.createdAt))
    .limit(200);
  return rows.map(flat);
}

export async function insertSale(tx: Tx, row: typeof servicePackSales.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(servicePackSales).values(row).returning({ id: servicePackSales.id });
  return inserted!.id;
}

/** The sale locked for invoicing it (two clicks on «Faturar» make one draft). */
export async function lockSale(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: servicePackSales.id, documentId: servicePackSales.documentId })
    .from(servicePackSales)
    .where(and(eq(servicePackSales.tenantId, tenantId), eq(servicePackSales.id, id)))
    .for('update');
  return row ?? null;
}

export async function setSaleDocument(tx: Tx, tenantId: string, id: string, documentId: string) {
  await tx
    .update(servicePackSales)
    .set({ documentId })
    .where(and(eq(servicePackSales.tenantId, tenantId), eq(servicePackSales.id, id)));
}

// Consumptions

export async function consumptionsOfSale(tx: Tx, tenantId: string, saleId: string) {
  return tx
    .select({
      id: serviceConsumptions.id,
      appointmentId: serviceConsumptions.appointmentId,
      startsAt: appointments.startsAt,
      state: appointments.state,
      professionalName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}`,
      createdAt: serviceConsumptions.createdAt,
    })
    .from(serviceConsumptions)
    .leftJoin(appointments, eq(appointments.id, serviceConsumptions.appointmentId))
    .leftJoin(users, eq(users.id, appointments.professionalId))
    .where(and(eq(serviceConsumptions.tenantId, tenantId), eq(serviceConsumptions.saleId, saleId)))
    .orderBy(asc(appointments.startsAt), asc(serviceConsumptions.createdAt));
}

export async function consumptionOf(tx: Tx, tenantId: string, appointmentId: string) {
  const [row] = await tx
    .select({ id: serviceConsumptions.id, saleId: serviceConsumptions.saleId })
    .from(serviceConsumptions)
    .where(
      and(eq(serviceConsumptions.tenantId, tenantId), eq(serviceConsumptions.appointmentId, appointmentId)),
    );
  return row ?? null;
}

/** Which of these appointments a pack paid for. */
export async function paidByPack(tx: Tx, tenantId: string, appointmentIds: string[]): Promise<Set<string>> {
  if (!appointmentIds.length) return new Set();
  const rows = await tx
    .select({ id: serviceConsumptions.appointmentId })
    .from(serviceConsumptions)
    .where(
      and(
        eq(serviceConsumptions.tenantId, tenantId),
        inArray(serviceConsumptions.appointmentId, appointmentIds),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}

/** The oldest open sale of the patient for the service, unexpired on `day` (none: null). */
export async function oldestOpenSale(
  tx: Tx,
  tenantId: string,
  patientId: string,
  serviceId: string,
  day: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: servicePackSales.id })
    .from(servicePackSales)
    .where(
      and(
        eq(servicePackSales.tenantId, tenantId),
        eq(servicePackSales.patientId, patientId),
        eq(servicePackSales.serviceId, serviceId),
        lt(servicePackSales.sessionsUsed, servicePackSales.sessionsCount),
        sql`${servicePackSales.expiresOn} >= ${day}::date`,
        sql`${servicePackSales.soldOn} <= ${day}::date`,
      ),
    )
    .orderBy(asc(servicePackSales.soldOn), asc(servicePackSales.createdAt), asc(servicePackSales.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Takes one session of the sale if one is left, in one conditional statement: two transactions taking
 * the last session queue on the row's lock, and the second finds none left (PostgreSQL re-checks the
 * WHERE on the row the first one wrote). False when none was left.
 */
export async function takeSession(tx: Tx, tenantId: string, saleId: string): Promise<boolean> {
  const rows = await tx
    .update(servicePackSales)
    .set({ sessionsUsed: sql`${servicePackSales.sessionsUsed} + 1` })
    .where(
      and(
        eq(servicePackSales.tenantId, tenantId),
        eq(servicePackSales.id, saleId),
        lt(servicePackSales.sessionsUsed, servicePackSales.sessionsCount),
      ),
    )
    .returning({ id: servicePackSales.id });
  return rows.length > 0;
}

export async function giveSessionBack(tx: Tx, tenantId: string, saleId: string): Promise<void> {
  await tx
    .update(servicePackSales)
    .set({ sessionsUsed: sql`${servicePackSales.sessionsUsed} - 1` })
    .where(and(eq(servicePackSales.tenantId, tenantId), eq(servicePackSales.id, saleId)));
}

export async function insertConsumption(tx: Tx, row: typeof serviceConsumptions.$inferInsert) {
  await tx.insert(serviceConsumptions).values(row);
}

export async function deleteConsumption(tx: Tx, tenantId: string, id: string) {
  await tx
    .delete(serviceConsumptions)
    .where(and(eq(serviceConsumptions.tenantId, tenantId), eq(serviceConsumptions.id, id)));
}

/** Whether the patient was ever sold a pack of this service (an appointment not paid by one says why). */
export async function hasSaleFor(tx: Tx, tenantId: string, patientId: string, serviceId: string) {
  const rows = await tx
    .select({ id: servicePackSales.id })
    .from(servicePackSales)
    .where(
      and(
        eq(servicePackSales.tenantId, tenantId),
        eq(servicePackSales.patientId, patientId),
        eq(servicePackSales.serviceId, serviceId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function noshowRule(tx: Tx, tenantId: string): Promise<boolean> {
  const [row] = await tx
    .select({ uses: tenants.noshowUnjustifiedUsesPack })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.uses ?? true;
}
