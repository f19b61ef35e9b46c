import type { VatClass } from '@clinica/contracts/invoicing-tax';
import { catalogueMessages, DEFAULT_TAX_EXEMPTION, type Service } from '@clinica/contracts/catalogue';
import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import type { ServiceListQuery, ServiceKind, ServiceUnit } from '@clinica/contracts/catalogue';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './services.repository.js';

const toService = ({ service: row, specialtyName }: repo.ServiceWithSpecialty): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  unit: row.unit,
  duration_minutes: row.durationMinutes,
  vat_class: row.vatClass,
  tax_exemption_code: row.taxExemptionCode,
  specialty_id: row.specialtyId,
  specialty_name: specialtyName,
  colour: row.colour,
  kind: row.kind,
  active: row.active,
  stock_quantity_milli: row.stockQuantityMilli,
  low_stock_threshold_milli: row.lowStockThresholdMilli,
});

const duplicateName = () =>
  conflict(catalogueMessages.duplicateService, { name: catalogueMessages.duplicateService });

type ServiceFields = {
  name?: string;
  description?: string | null;
  price_cents?: number;
  unit?: ServiceUnit;
  duration_minutes?: number | null;
  vat_class?: VatClass | null;
  tax_exemption_code?: string | null;
  specialty_id?: string | null;
  colour?: string | null;
  kind?: ServiceKind;
  active?: boolean;
  low_stock_threshold_milli?: number | null;
};

/**
 * A VAT class or an exemption, never both (the contract refuses both; the table checks it too).
 * Sending one clears the other; sending neither on create, or clearing both, means M07.
 * `undefined`: the request did not touch the tax.
 */
function taxColumns(b: ServiceFields, creating: boolean) {
  const touched = creating || b.vat_class !== undefined || b.tax_exemption_code !== undefined;
  if (!touched) return {};
  if (b.vat_class != null) return { vatClass: b.vat_class, taxExemptionCode: null };
  return { vatClass: null, taxExemptionCode: b.tax_exemption_code ?? DEFAULT_TAX_EXEMPTION };
}

const serviceColumns = (b: ServiceFields, creating: boolean) =>
  defined({
    name: b.name,
    description: b.description,
    priceCents: b.price_cents,
    unit: b.unit,
    durationMinutes: b.duration_minutes,
    specialtyId: b.specialty_id,
    colour: b.colour,
    kind: b.kind,
    active: b.active,
    lowStockThresholdMilli: b.low_stock_threshold_milli,
    ...taxColumns(b, creating),
  });
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Only a product has stock, so only a product has a low-stock threshold (decision 041). */
function checkThreshold(kind: ServiceKind, threshold: number | null | undefined): void {
  if (threshold != null && kind !== 'product')
    throw badRequest({ low_stock_threshold_milli: catalogueMessages.thresholdOnlyProducts });
}

/** RLS hides another clinic's specialties, so a foreign id is "not found" like an unknown one. */
async function checkSpecialty(tx: Tx, id: string | null | undefined): Promise<void> {
  if (id && !(await repo.specialtyExists(tx, id))) {
    throw badRequest({ specialty_id: catalogueMessages.specialtyNotFound });
  }
}

export async function listServices(tx: Tx, q: ServiceListQuery): Promise<ListResponse<Service>> {
  const { rows, total, totalCapped } = await repo.listServices(tx, {
    q: q.q,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
    active: q.active === 'all' ? null : q.active === 'true',
    specialtyId: q.specialty_id,
    kind: q.kind,
  });
  return {
    items: rows.map(toService),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Deactivated services answer too: appointments and invoices made before still show what they were. */
export async function getService(tx: Tx, id: string): Promise<Service> {
  const row = await repo.getService(tx, id);
  if (!row) throw notFound(catalogueMessages.serviceNotFound);
  return toService(row);
}

export async function createService(
  tx: Tx,
  user: AuthUser,
  body: ServiceFields & { name: string; price_cents: number },
): Promise<Service> {
  await checkSpecialty(tx, body.specialty_id);
  checkThreshold(body.kind ?? 'session', body.low_stock_threshold_milli);
  try {
    const row = await repo.insertService(tx, {
      tenantId: user.tenantId,
      ...serviceColumns(body, true),
      name: body.name,
      priceCents: body.price_cents,
    });
    return getService(tx, row.id);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

export async function updateService(tx: Tx, id: string, body: ServiceFields): Promise<Service> {
  const before = await getService(tx, id);
  await checkSpecialty(tx, body.specialty_id);
  checkThreshold(
    body.kind ?? before.kind,
    body.low_stock_threshold_milli === undefined
      ? before.low_stock_threshold_milli
      : body.low_stock_threshold_milli,
  );
  try {
    if (!(await repo.updateService(tx, id, serviceColumns(body, false)))) {
      throw notFound(catalogueMessages.serviceNotFound);
    }
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
  return getService(tx, id);
}

export async function removeService(tx: Tx, id: string): Promise<'deleted' | 'deactivated'> {
  const result = await repo.removeService(tx, id);
  if (result === 'not_found') throw notFound(catalogueMessages.serviceNotFound);
  return result;
}

/** All or nothing: one unknown id (or another clinic's) answers 404 and nothing changes. */
export async function removeServices(tx: Tx, ids: string[]): Promise<DeleteBatchResult> {
  const out: DeleteBatchResult = { deleted: [], deactivated: [] };
  for (const id of new Set(ids)) out[await removeService(tx, id)].push(id);
  return out;
}
