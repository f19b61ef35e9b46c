import { catalogueMessages, type Specialty } from '@clinica/contracts/catalogue';
import type { ListQuery, ListResponse } from '@clinica/contracts/common';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './specialties.repository.js';

const toSpecialty = (row: repo.SpecialtyRow): Specialty => ({ id: row.id, name: row.name });

const duplicateName = () =>
  conflict(catalogueMessages.duplicateSpecialty, { name: catalogueMessages.duplicateSpecialty });

export async function listSpecialties(tx: Tx, q: ListQuery): Promise<ListResponse<Specialty>> {
  const { rows, total, totalCapped } = await repo.listSpecialties(tx, {
    q: q.q,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return {
    items: rows.map((r) => toSpecialty(r.specialty)),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getSpecialty(tx: Tx, id: string): Promise<Specialty> {
  const row = await repo.getSpecialty(tx, id);
  if (!row) throw notFound(catalogueMessages.specialtyNotFound);
  return toSpecialty(row);
}

export async function createSpecialty(tx: Tx, user: AuthUser, body: { name: string }): Promise<Specialty> {
  try {
    return toSpecialty(await repo.insertSpecialty(tx, { tenantId: user.tenantId, name: body.name }));
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

export async function updateSpecialty(tx: Tx, id: string, body: { name?: string }): Promise<Specialty> {
  try {
    const row = await repo.updateSpecialty(tx, id, body.name === undefined ? {} : { name: body.name });
    if (!row) throw notFound(catalogueMessages.specialtyNotFound);
    return toSpecialty(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

export async function removeSpecialty(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteSpecialty(tx, id))) throw notFound(catalogueMessages.specialtyNotFound);
}
