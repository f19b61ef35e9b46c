import type { PermissionMap, PutPermissionsBody } from '@clinica/contracts/permissions';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { effectivePermissions, isEditable } from './grants.js';
import { findUserType, listOverrides, upsertOverrides } from './permissions.repository.js';

export { upsertOverrides } from './permissions.repository.js';

async function professionalOrFail(tx: Tx, userId: string): Promise<void> {
  const type = await findUserType(tx, userId);
  if (!type) throw notFound();
  if (type !== 'professional') {
    throw badRequest({ user_id: 'Só as permissões de um profissional podem ser editadas' });
  }
}

export async function getPermissions(tx: Tx, userId: string): Promise<PermissionMap> {
  await professionalOrFail(tx, userId);
  return effectivePermissions('professional', await listOverrides(tx, userId));
}

/** Only the keys sent change (DOMAIN.md). */
export async function putPermissions(
  tx: Tx,
  tenantId: string,
  body: PutPermissionsBody,
): Promise<PermissionMap> {
  await professionalOrFail(tx, body.user_id);
  const entries: Array<{ resource: string; action: string; allowed: boolean }> = [];
  const fields: Record<string, string> = {};
  for (const [resource, actions] of Object.entries(body.permissions)) {
    for (const [action, allowed] of Object.entries(actions ?? {})) {
      if (allowed === undefined) continue;
      if (!isEditable(resource, action)) {
        fields[`permissions.${resource}.${action}`] = 'Permissão não editável';
        continue;
      }
      entries.push({ resource, action, allowed });
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  await upsertOverrides(tx, tenantId, body.user_id, entries);
  return effectivePermissions('professional', await listOverrides(tx, body.user_id));
}
