import { notificationMessages, type AppointmentLinkView } from '@clinica/contracts/notifications';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { readTenantSecret } from '../../lib/tokens.js';
import { patientDecision } from '../appointments/patient-decision.service.js';
import { findLink, useLink, type LinkRow } from './links.repository.js';
import * as repo from './notifications.repository.js';

/**
 * A reminder's confirm/cancel link (issue 46, decision 042): no login; the token is `<tenant>.<secret>`
 * like the other single-use links (decision 035), so the lookup runs in that clinic's transaction.
 */
const gone = (message: string) => new AppError(409, 'conflict', message);

function view(link: LinkRow, windowHours: number, now: Date): AppointmentLinkView {
  const status = link.usedAt ? 'used' : link.expiresAt <= now || link.startsAt <= now ? 'expired' : 'valid';
  const inWindow = link.startsAt.getTime() - now.getTime() <= windowHours * 3_600_000;
  return {
    status,
    action: link.action === 'confirmed' || link.action === 'cancelled' ? link.action : null,
    patient_first_name: link.firstName,
    clinic_name: link.clinicName,
    clinic_phone: link.clinicPhone,
    starts_at: link.startsAt.toISOString(),
    time_zone: link.timeZone,
    can_cancel: status === 'valid' && link.state === 'scheduled' && !inWindow,
    cancellation_window_hours: windowHours,
    cancel_refusal:
      status === 'valid' && inWindow
        ? notificationMessages.cancelTooLate(windowHours, link.clinicPhone)
        : null,
  };
}

async function open<T>(
  database: Database,
  token: string,
  fn: (
    tx: Parameters<Parameters<Database['withTenant']>[1]>[0],
    link: LinkRow,
    tenantId: string,
  ) => Promise<T>,
): Promise<T> {
  const key = readTenantSecret(token);
  if (!key) throw notFound(notificationMessages.linkInvalid);
  return database.withTenant(key.tenantId, async (tx) => {
    const link = await findLink(tx, key.tenantId, key.hash);
    if (!link) throw notFound(notificationMessages.linkInvalid);
    return fn(tx, link, key.tenantId);
  });
}

export function showLink(database: Database, token: string, now: Date): Promise<AppointmentLinkView> {
  return open(database, token, async (tx, link, tenantId) =>
    view(link, (await repo.getSettings(tx, tenantId)).cancellationWindowHours, now),
  );
}

export function decide(
  database: Database,
  token: string,
  decision: 'confirm' | 'cancel',
  now: Date,
): Promise<AppointmentLinkView> {
  return open(database, token, async (tx, link, tenantId) => {
    const windowHours = (await repo.getSettings(tx, tenantId)).cancellationWindowHours;
    const current = view(link, windowHours, now);
    if (current.status === 'used') throw gone(notificationMessages.linkUsed);
    if (current.status === 'expired') throw gone(notificationMessages.linkExpired);
    if (link.state !== 'scheduled') throw gone(notificationMessages.appointmentGone);
    if (decision === 'cancel' && !current.can_cancel) throw gone(current.cancel_refusal!);
    const action = decision === 'confirm' ? 'confirmed' : 'cancelled';
    if (!(await useLink(tx, tenantId, link.id, action, now))) throw gone(notificationMessages.linkUsed);
    await patientDecision(tx, {
      tenantId,
      appointmentId: link.appointmentId,
      patientId: link.patientId,
      decision,
      now,
    });
    return view(
      { ...link, usedAt: now, action, state: decision === 'cancel' ? 'canceled_patient' : link.state },
      windowHours,
      now,
    );
  });
}
