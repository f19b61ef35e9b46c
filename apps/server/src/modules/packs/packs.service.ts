import type { ListResponse } from '@clinica/contracts/common';
import {
  packMessages,
  type ServicePack,
  type ServicePackListQuery,
  type servicePackInput,
  type servicePackUpdate,
} from '@clinica/contracts/packs';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './packs.repository.js';

const toPack = (r: repo.PackRow): ServicePack => ({
  id: r.id,
  name: r.name,
  service_id: r.serviceId,
  service_name: r.serviceName,
  sessions_count: r.sessionsCount,
  price_cents: r.priceCents,
  validity_days: r.validityDays,
  active: r.active,
});

export async function listPacks(
  tx: Tx,
  user: AuthUser,
  q: ServicePackListQuery,
): Promise<ListResponse<ServicePack>> {
  const { rows, total, totalCapped } = await repo.listPacks(tx, user.tenantId, {
    serviceId: q.service_id,
    active: q.active === 'all' ? null : q.active === 'true',
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return { items: rows.map(toPack), total, total_capped: totalCapped, page: q.page, page_size: q.page_size };
}

/** A pack, also when deactivated (its sales still name it). Another clinic's: 404. */
export async function getPack(tx: Tx, user: AuthUser, id: string): Promise<ServicePack> {
  const row = await repo.getPack(tx, user.tenantId, id);
  if (!row) throw notFound(packMessages.packNotFound);
  return toPack(row);
}

export async function createPack(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof servicePackInput>,
): Promise<ServicePack> {
  const service = await repo.serviceOf(tx, user.tenantId, body.service_id);
  if (!service) throw badRequest({ service_id: packMessages.serviceNotFound });
  if (service.kind !== 'session') throw badRequest({ service_id: packMessages.serviceNotSession });
  const id = await repo.insertPack(tx, {
    tenantId: user.tenantId,
    name: body.name,
    serviceId: body.service_id,
    sessionsCount: body.sessions_count,
    priceCents: body.price_cents,
    validityDays: body.validity_days,
    active: body.active,
  });
  return getPack(tx, user, id);
}

/** Only the fields sent change; what was sold before keeps its sessions and price. */
export async function updatePack(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof servicePackUpdate>,
): Promise<ServicePack> {
  await getPack(tx, user, id);
  await repo.updatePack(
    tx,
    user.tenantId,
    id,
    Object.fromEntries(
      Object.entries({
        name: body.name,
        sessionsCount: body.sessions_count,
        priceCents: body.price_cents,
        validityDays: body.validity_days,
        active: body.active,
      }).filter(([, v]) => v !== undefined),
    ),
  );
  return getPack(tx, user, id);
}

/** Deactivating: the pack is no longer sold; its sales go on being used. */
export const deactivatePack = (tx: Tx, user: AuthUser, id: string) =>
  updatePack(tx, user, id, { active: false });
