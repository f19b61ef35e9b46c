import type { Tx } from '../../db/client.js';
import { holidaysOn } from '../holidays/holidays.service.js';
import * as repo from './availability.repository.js';

/**
 * When a professional can be booked (decision 010): the clinic's opening hours, the professional's
 * working hours at that clinic and their schedule exceptions, read in the clinic's time zone, and the
 * public holidays of the clinic's region and municipality (decision 024). Every booking path — create,
 * reschedule, drag and drop, series — asks here, and so does the public booking page's free-slot search
 * (`free-slots.service.ts`, decision 043), so that they can never disagree.
 */
export type OutsideReason = repo.OutsideReason;

export interface SlotInSchedule {
  /** The slot's local date and start time in the clinic's zone. */
  date: string;
  start: string;
  reasons: OutsideReason[];
  /** The public holiday on the slot's local (start) date, by name. */
  holiday: string | null;
}

export const localToInstants = repo.localToInstants;

/**
 * Why each slot is outside the schedule: the hours and exceptions in one query whatever the number of
 * slots, and the holidays of the local dates it answered computed here (once per year they span).
 */
export async function slotsInSchedule(tx: Tx, q: repo.SlotsQuery): Promise<SlotInSchedule[]> {
  const rows = await repo.slotsInSchedule(tx, q);
  if (!rows.length) return [];
  const holidays = holidaysOn(
    {
      timeZone: q.timeZone,
      municipalHolidayDay: rows[0]!.municipal_holiday_day,
      municipalHolidayMonth: rows[0]!.municipal_holiday_month,
      municipalHolidayName: rows[0]!.municipal_holiday_name,
    },
    [...new Set(rows.map((r) => r.date))],
  );
  return rows.map((r) => {
    const holiday = holidays.get(r.date)?.name ?? null;
    return {
      date: r.date,
      start: r.start,
      reasons: holiday ? [...r.reasons, 'public_holiday'] : r.reasons,
      holiday,
    };
  });
}

/** Why one slot is outside the schedule (no reasons when it is inside). */
export async function scheduleProblems(
  tx: Tx,
  q: { clinicId: string; professionalId: string; timeZone: string; startsAt: Date; endsAt: Date },
): Promise<{ reasons: OutsideReason[]; holidays: Array<{ date: string; name: string }> }> {
  const [slot] = await slotsInSchedule(tx, {
    ...q,
    slots: [{ startsAt: q.startsAt, endsAt: q.endsAt }],
  });
  return {
    reasons: slot!.reasons,
    holidays: slot!.holiday ? [{ date: slot!.date, name: slot!.holiday }] : [],
  };
}
