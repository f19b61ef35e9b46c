import { cashCloseMessages } from '@clinica/contracts/cash-close';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './cash-close.repository.js';

/**
 * Where money is taken (issue 38, decision 033): the clinic asked for — one the user sees —, else the
 * user's own clinic (the first of their clinics by name), else the tenant's first clinic; null only for a
 * tenant without clinics. A manager with several clinics picks in the web.
 */
export async function takingClinic(
  tx: Tx,
  user: AuthUser,
  clinicId: string | undefined,
): Promise<string | null> {
  if (clinicId) {
    const clinic = await repo.clinicOf(tx, user.tenantId, clinicId);
    if (!clinic || (user.clinicIds && !user.clinicIds.includes(clinic.id)))
      throw badRequest({ clinic_id: cashCloseMessages.clinicNotFound });
    return clinic.id;
  }
  const [own] = await repo.assignedClinics(tx, user.tenantId, user.id);
  if (own) return own.id;
  const [first] = await repo.tenantClinics(tx, user.tenantId);
  return first?.id ?? null;
}

/**
 * A closed day is final: money taken or given back on it, at that clinic by that user, after the close is
 * refused (409 naming the date field). Takes the day's lock, so the close and the movement queue.
 */
export async function refuseClosedDay(
  tx: Tx,
  tenantId: string,
  clinicId: string | null,
  userId: string,
  day: string,
  field: string,
  message: string,
): Promise<void> {
  if (!clinicId) return;
  await repo.lockDay(tx, tenantId, clinicId, userId, day);
  if (await repo.closeIdOf(tx, tenantId, clinicId, userId, day))
    throw conflict(message, { [field]: message });
}
