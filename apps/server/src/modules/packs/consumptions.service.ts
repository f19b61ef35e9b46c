import type { AppointmentState } from '@clinica/contracts/appointments';
import type { AppointmentPack, PackSale } from '@clinica/contracts/packs';
import type { Tx } from '../../db/client.js';
import * as repo from './packs.repository.js';

/**
 * Sessions of packs used by appointments (issue 44, decision 040). The appointments module calls
 * {@link applyStateChange} inside its own transaction whenever an appointment's state changes.
 */

/** The clinic's today as `YYYY-MM-DD`. */
export const localDay = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

export function toSale(r: repo.SaleRow, today: string): PackSale {
  return {
    id: r.id,
    pack_id: r.packId,
    pack_name: r.packName,
    service_id: r.serviceId,
    service_name: r.serviceName,
    patient_id: r.patientId,
    patient_name: r.patientName,
    sold_on: r.soldOn,
    expires_on: r.expiresOn,
    price_cents: r.priceCents,
    sessions_count: r.sessionsCount,
    sessions_used: r.sessionsUsed,
    sessions_left: r.sessionsCount - r.sessionsUsed,
    expired: r.expiresOn < today,
    document_id: r.documentId,
  };
}

/** Whether an appointment in this state uses a session: present, and an unjustified no-show if the clinic says so. */
const consumes = (state: AppointmentState, noshowUses: boolean) =>
  state === 'present' || (state === 'noshow_unjustified' && noshowUses);

/** At most this many tries when other transactions empty the candidate packs meanwhile. */
const MAX_TRIES = 5;

async function consume(
  tx: Tx,
  tenantId: string,
  a: { id: string; patientId: string; serviceId: string; day: string },
): Promise<void> {
  for (let i = 0; i < MAX_TRIES; i++) {
    const saleId = await repo.oldestOpenSale(tx, tenantId, a.patientId, a.serviceId, a.day);
    if (!saleId) return;
    if (await repo.takeSession(tx, tenantId, saleId)) {
      await repo.insertConsumption(tx, {
        tenantId,
        appointmentId: a.id,
        saleId,
        serviceId: a.serviceId,
        quantity: 1,
      });
      return;
    }
  }
}

/** Gives the appointment's session back to its pack (a state change back, or the appointment removed). */
export async function release(tx: Tx, tenantId: string, appointmentId: string): Promise<void> {
  const used = await repo.consumptionOf(tx, tenantId, appointmentId);
  if (!used) return;
  await repo.deleteConsumption(tx, tenantId, used.id);
  await repo.giveSessionBack(tx, tenantId, used.saleId);
}

/**
 * An appointment moved from one state to another: it takes a session of the patient's oldest open pack
 * for its service that has not expired on the appointment's day, or gives its session back. None left:
 * nothing is taken, and the appointment stays to be paid otherwise.
 */
export async function applyStateChange(
  tx: Tx,
  tenantId: string,
  a: { id: string; patientId: string; serviceId: string; startsAt: Date; timeZone: string },
  from: AppointmentState,
  to: AppointmentState,
): Promise<void> {
  if (from === to) return;
  const touchesNoshow = from === 'noshow_unjustified' || to === 'noshow_unjustified';
  const noshowUses = touchesNoshow ? await repo.noshowRule(tx, tenantId) : false;
  const before = consumes(from, noshowUses);
  const after = consumes(to, noshowUses);
  if (before && !after) await release(tx, tenantId, a.id);
  else if (!before && after) await consume(tx, tenantId, { ...a, day: localDay(a.startsAt, a.timeZone) });
}

/**
 * What an appointment shows of packs: the pack that paid for it, or — when it took place (or counts as
 * taken) without one although the patient has packs of its service — that none was left.
 */
export async function appointmentPack(
  tx: Tx,
  tenantId: string,
  a: { id: string; patientId: string; serviceId: string; state: AppointmentState },
): Promise<{ pack: AppointmentPack | null; no_pack_left: boolean }> {
  const used = await repo.consumptionOf(tx, tenantId, a.id);
  if (used) {
    const sale = (await repo.getSale(tx, tenantId, used.saleId))!;
    return {
      pack: {
        sale_id: sale.id,
        pack_name: sale.packName,
        sessions_count: sale.sessionsCount,
        sessions_used: sale.sessionsUsed,
        sessions_left: sale.sessionsCount - sale.sessionsUsed,
      },
      no_pack_left: false,
    };
  }
  const taken = a.state === 'present' || a.state === 'noshow_unjustified';
  const noPackLeft =
    taken &&
    (a.state === 'present' || (await repo.noshowRule(tx, tenantId))) &&
    (await repo.hasSaleFor(tx, tenantId, a.patientId, a.serviceId));
  return { pack: null, no_pack_left: noPackLeft };
}

/** Which of these appointments a pack paid for (the invoicing module never invoices them again). */
export const paidByPack = (tx: Tx, tenantId: string, appointmentIds: string[]) =>
  repo.paidByPack(tx, tenantId, appointmentIds);

/** Every pack of the patient (the caller has checked it sees them), newest first. */
export async function patientPacks(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  patientId: string,
  serviceId?: string,
): Promise<PackSale[]> {
  const today = localDay(new Date(), timeZone);
  return (await repo.salesOfPatient(tx, tenantId, patientId, serviceId)).map((r) => toSale(r, today));
}
