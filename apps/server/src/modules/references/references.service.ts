import type { DeleteBatchResult, ListResponse } from '@clinica/contracts/common';
import {
  REFERENCE_PATIENTS_MAX,
  referenceMessages,
  type Reference,
  type ReferenceDetail,
  type ReferenceListQuery,
  type ReferenceRelationship,
} from '@clinica/contracts/references';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './references.repository.js';

const toReference = ({ reference: row, patientsCount }: repo.ReferenceWithCount): Reference => ({
  id: row.id,
  name: row.name,
  relationship: row.relationship,
  address: row.address,
  contact: row.contact,
  active: row.active,
  patients_count: patientsCount,
});

type ReferenceFields = {
  name?: string;
  relationship?: ReferenceRelationship;
  address?: string | null;
  contact?: string | null;
};
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const missing = () => notFound(referenceMessages.notFound);

export async function listReferences(tx: Tx, q: ReferenceListQuery): Promise<ListResponse<Reference>> {
  const { rows, total, totalCapped } = await repo.listReferences(tx, {
    q: q.q,
    relationship: q.relationship,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return {
    items: rows.map(toReference),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getReference(tx: Tx, id: string): Promise<ReferenceDetail> {
  const row = await repo.getReference(tx, id);
  if (!row) throw missing();
  const patients = await repo.referredPatients(tx, id, REFERENCE_PATIENTS_MAX);
  return {
    ...toReference(row),
    patients: patients.map((p) => ({ id: p.id, first_name: p.firstName, surname: p.surname })),
  };
}

/** Names need not be unique: two doctors may share one, and the contact tells them apart. */
export async function createReference(
  tx: Tx,
  user: AuthUser,
  body: ReferenceFields & { name: string },
): Promise<ReferenceDetail> {
  const row = await repo.insertReference(tx, { tenantId: user.tenantId, ...defined(body), name: body.name });
  return getReference(tx, row.id);
}

export async function updateReference(tx: Tx, id: string, body: ReferenceFields): Promise<ReferenceDetail> {
  if (!(await repo.updateReference(tx, id, defined(body)))) throw missing();
  return getReference(tx, id);
}

/**
 * DESIGN §9 "Deleting". `patient_profiles.reference_id` is ON DELETE SET NULL, so the foreign key
 * would let the delete through and silently erase who referred those patients (the references
 * report needs it). The service decides instead: a reference any patient profile names — active,
 * deactivated or erased — is deactivated; one nobody names is deleted (`deleteOrDeactivate`, so a
 * later table with a restricting foreign key still deactivates it).
 */
export async function removeReference(tx: Tx, id: string): Promise<'deleted' | 'deactivated'> {
  if (!(await repo.lockReference(tx, id))) throw missing();
  if (await repo.isReferencedByPatients(tx, id)) {
    await repo.deactivateReference(tx, id);
    return 'deactivated';
  }
  const result = await repo.deleteReference(tx, id);
  if (result === 'not_found') throw missing();
  return result;
}

/** All or nothing: one unknown (or another clinic's) id answers 404 and the transaction rolls back. */
export async function removeReferences(tx: Tx, ids: string[]): Promise<DeleteBatchResult> {
  const out: DeleteBatchResult = { deleted: [], deactivated: [] };
  for (const id of new Set(ids)) out[await removeReference(tx, id)].push(id);
  return out;
}
