import type { z } from 'zod';
import { catalogueMessages, type Insurer, type insurerUpdate } from '@clinica/contracts/catalogue';
import type { ListQuery, ListResponse } from '@clinica/contracts/common';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './insurers.repository.js';

const toInsurer = (row: repo.InsurerRow): Insurer => ({
  id: row.id,
  name: row.name,
  fiscal_name: row.fiscalName,
  nif: row.nif,
  address: row.address,
  postal_code: row.postalCode,
  city: row.city,
  agreement_number: row.agreementNumber,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  active: row.active,
});

const duplicateName = () =>
  conflict(catalogueMessages.duplicateInsurer, { name: catalogueMessages.duplicateInsurer });

type InsurerFields = z.infer<typeof insurerUpdate>;
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
/** The API's snake_case fields → the row's columns. */
const columns = (body: InsurerFields) =>
  defined({
    name: body.name,
    fiscalName: body.fiscal_name,
    nif: body.nif,
    address: body.address,
    postalCode: body.postal_code,
    city: body.city,
    agreementNumber: body.agreement_number,
    contact: body.contact,
    email: body.email,
    phone: body.phone,
  });

export async function listInsurers(tx: Tx, q: ListQuery): Promise<ListResponse<Insurer>> {
  const { rows, total, totalCapped } = await repo.listInsurers(tx, {
    q: q.q,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return {
    items: rows.map((r) => toInsurer(r.insurer)),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getInsurer(tx: Tx, id: string): Promise<Insurer> {
  const row = await repo.getInsurer(tx, id);
  if (!row) throw notFound(catalogueMessages.insurerNotFound);
  return toInsurer(row);
}

export async function createInsurer(
  tx: Tx,
  user: AuthUser,
  body: InsurerFields & { name: string },
): Promise<Insurer> {
  try {
    return toInsurer(
      await repo.insertInsurer(tx, { tenantId: user.tenantId, ...columns(body), name: body.name }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

export async function updateInsurer(tx: Tx, id: string, body: InsurerFields): Promise<Insurer> {
  try {
    const row = await repo.updateInsurer(tx, id, columns(body));
    if (!row) throw notFound(catalogueMessages.insurerNotFound);
    return toInsurer(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

/** Deactivated (hidden from lists and by id) when records need it — patients will name their insurer. */
export async function removeInsurer(tx: Tx, id: string): Promise<'deleted' | 'deactivated'> {
  if (!(await repo.getInsurer(tx, id))) throw notFound(catalogueMessages.insurerNotFound);
  const result = await repo.removeInsurer(tx, id);
  if (result === 'not_found') throw notFound(catalogueMessages.insurerNotFound);
  return result;
}
