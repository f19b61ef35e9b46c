import { notificationMessages, type PatientHome } from '@clinica/contracts/notifications';
import type { Tx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { patientDecision } from '../appointments/patient-decision.service.js';
import * as repo from './notifications.repository.js';
import { ownAppointment, patientClinics } from './patient-home.repository.js';

/**
 * The patient's home: their clinics' contacts and the reminders' cancellation window (decision 042). A
 * team member asking gets the clinics they are linked to (nothing private in either).
 */
export async function patientHome(tx: Tx, user: AuthUser): Promise<PatientHome> {
  return {
    cancellation_window_hours: (await repo.getSettings(tx, user.tenantId)).cancellationWindowHours,
    clinics: await patientClinics(tx, user.tenantId, user.id),
  };
}

/**
 * A patient cancels their own scheduled appointment from their home, as a reminder's link does (decision
 * 042): only while more than the window's hours remain before it; later, the same refusal as the link's.
 */
export async function cancelOwn(tx: Tx, user: AuthUser, appointmentId: string, now: Date): Promise<void> {
  if (user.type !== 'patient') throw forbidden();
  const a = await ownAppointment(tx, user.tenantId, user.id, appointmentId);
  if (!a) throw notFound('Consulta não encontrada');
  if (a.state !== 'scheduled') throw new AppError(409, 'conflict', notificationMessages.appointmentGone);
  const hours = (await repo.getSettings(tx, user.tenantId)).cancellationWindowHours;
  if (a.startsAt.getTime() - now.getTime() <= hours * 3_600_000) {
    const [clinic] = await patientClinics(tx, user.tenantId, user.id);
    throw new AppError(409, 'conflict', notificationMessages.cancelTooLate(hours, clinic?.phone ?? null));
  }
  await patientDecision(tx, {
    tenantId: user.tenantId,
    appointmentId,
    patientId: user.id,
    decision: 'cancel',
    now,
    reason: 'Cancelada pelo paciente na sua página',
  });
}
