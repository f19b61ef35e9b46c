import type { Tx } from '../../db/client.js';
import * as repo from './availability.repository.js';

/**
 * When a professional can be booked (decision 010): the clinic's opening hours, the professional's
 * working hours at that clinic and their schedule exceptions, read in the clinic's time zone. Every
 * booking path — create, reschedule, drag and drop, series — asks here, so that they (and, later, the
 * public booking page's free slots) can never disagree.
 */
export type OutsideReason = repo.OutsideReason;

export const slotsInSchedule = repo.slotsInSchedule;
export const localToInstants = repo.localToInstants;

/** Why one slot is outside the schedule (empty when it is inside). */
export async function scheduleProblems(
  tx: Tx,
  q: { clinicId: string; professionalId: string; timeZone: string; startsAt: Date; endsAt: Date },
): Promise<OutsideReason[]> {
  const [slot] = await repo.slotsInSchedule(tx, {
    ...q,
    slots: [{ startsAt: q.startsAt, endsAt: q.endsAt }],
  });
  return slot!.reasons;
}
