import {
  permissionMessages,
  type PermissionMap,
  type PutPermissionsBody,
} from '@clinica/contracts/permissions';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { effectivePermissions, isEditable, isManagerOnly } from './grants.js';
import { findUserType, listOverrides, upsertOverrides } from './permissions.repository.js';

export { upsertOverrides } from './permissions.repository.js';

async function professionalOrFail(tx: Tx, userId: string): Promise<void> {
  const type = await findUserType(tx, userId);
  if (!type) throw notFound();
  if (type !== 'professional') throw badRequest({ user_id: permissionMessages.onlyProfessionals });
}

export async function getPermissions(tx: Tx, userId: string): Promise<PermissionMap> {
  await professionalOrFail(tx, userId);
  return effectivePermissions('professional', await listOverrides(tx, userId));
}

/**
 * Only the keys sent change (DOMAIN.md). A manager edits them (`permissions:update` is manager-only,
 * decision 003), never their own, and never grants what only a manager may hold.
 */
export async function putPermissions(
  tx: Tx,
  caller: AuthUser,
  body: PutPermissionsBody,
): Promise<PermissionMap> {
  if (caller.type !== 'manager') throw forbidden();
  if (body.user_id === caller.id) throw badRequest({ user_id: permissionMessages.notYourOwn });
  await professionalOrFail(tx, body.user_id);
  const entries: Array<{ resource: string; action: string; allowed: boolean }> = [];
  const fields: Record<string, string> = {};
  for (const [resource, actions] of Object.entries(body.permissions)) {
    for (const [action, allowed] of Object.entries(actions ?? {})) {
      if (allowed === undefined) continue;
      if (!isEditable(resource, action)) {
        fields[`permissions.${resource}.${action}`] = isManagerOnly(resource, action)
          ? permissionMessages.managerOnly
          : permissionMessages.notEditable;
        continue;
      }
      entries.push({ resource, action, allowed });
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  await upsertOverrides(tx, caller.tenantId, body.user_id, entries);
  return effectivePermissions('professional', await listOverrides(tx, body.user_id));
}
