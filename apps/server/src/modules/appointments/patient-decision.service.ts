import type { Tx } from '../../db/client.js';
import * as repo from './appointments.repository.js';
import * as historyRepo from './appointment-history.repository.js';

/**
 * What a patient decides through a reminder's link (issue 46): confirming stamps the appointment
 * confirmed (the calendar shows it); cancelling makes it `canceled_patient`, which frees its slot (the
 * exclusion constraints hold only scheduled and attended appointments), written to its history.
 */
export async function patientDecision(
  tx: Tx,
  p: {
    tenantId: string;
    appointmentId: string;
    patientId: string;
    decision: 'confirm' | 'cancel';
    now: Date;
    /** Where the patient decided (the history's reason); a reminder's link by default. */
    reason?: string;
  },
): Promise<void> {
  if (p.decision === 'confirm') {
    await repo.updateAppointment(tx, p.appointmentId, { confirmedAt: p.now });
    return;
  }
  await repo.updateAppointment(tx, p.appointmentId, { state: 'canceled_patient' });
  await historyRepo.insertHistory(tx, [
    {
      tenantId: p.tenantId,
      appointmentId: p.appointmentId,
      event: 'state_changed',
      fromState: 'scheduled',
      toState: 'canceled_patient',
      reason: p.reason ?? 'Cancelada pelo paciente no link do lembrete',
      actorId: p.patientId,
      at: p.now,
    },
  ]);
}
