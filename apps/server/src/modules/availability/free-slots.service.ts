import type { Tx } from '../../db/client.js';
import { holidaysBetween } from '../holidays/holidays.service.js';
import * as repo from './free-slots.repository.js';

/**
 * The free-slot search of the public booking page (issue 48, decision 043), set-based in one statement
 * (`freeSlotRows`) from the rules every staff booking is checked by: the opening and working hours as
 * `localHours` reads them, the schedule exceptions as `exceptionAt` picks them, the public holidays of
 * `holidays.service`, and the overlap rule of the exclusion constraints (active appointments of the
 * professional, or of the room). So a slot offered here books, and a slot that books inside the window
 * is offered (the property test in free-slots.test.ts puts every start of a week to the staff booking).
 *
 * What the staff check lets through and this search does not: a clinic or a professional without
 * hours (nothing is published 24/7), a start sooner than the minimum notice or past the horizon.
 */
export interface FreeSlotQuery {
  tenantId: string;
  durationMinutes: number;
  /** The service needs a room: a slot is free only when one of its clinic's rooms is. */
  needsRoom: boolean;
  professionalIds: string[];
  from: Date;
  to: Date;
  now: Date;
  minNoticeMinutes: number;
  horizonDays: number;
  /** Slots start on this step, counted from the hour (15 → :00, :15, :30, :45). */
  stepMinutes: number;
}

export interface FreeSlot {
  professionalId: string;
  clinicId: string;
  /** The room the slot would take (services that need one), else null. */
  spaceId: string | null;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const localDate = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** The search window: from the later of `from` and now + notice, to the earlier of `to` and now + horizon. */
export function searchWindow(
  q: Pick<FreeSlotQuery, 'from' | 'to' | 'now' | 'minNoticeMinutes' | 'horizonDays'>,
) {
  const start = new Date(Math.max(q.from.getTime(), q.now.getTime() + q.minNoticeMinutes * 60_000));
  const end = new Date(Math.min(q.to.getTime(), q.now.getTime() + q.horizonDays * DAY_MS));
  return { start, end };
}

export async function freeSlots(tx: Tx, q: FreeSlotQuery): Promise<FreeSlot[]> {
  const { start, end } = searchWindow(q);
  if (start >= end || !q.professionalIds.length) return [];
  const clinics = await repo.bookableClinics(tx, {
    tenantId: q.tenantId,
    professionalIds: q.professionalIds,
  });
  if (!clinics.length) return [];
  const rows = await repo.freeSlotRows(tx, {
    tenantId: q.tenantId,
    professionalIds: q.professionalIds,
    // Each clinic's public holidays over the window's local days (a day more each side), as the staff check.
    clinics: clinics.map((c) => ({
      id: c.id,
      timeZone: c.time_zone,
      holidays: holidaysBetween(
        {
          timeZone: c.time_zone,
          municipalHolidayDay: c.municipal_holiday_day,
          municipalHolidayMonth: c.municipal_holiday_month,
          municipalHolidayName: c.municipal_holiday_name,
        },
        localDate(new Date(start.getTime() - DAY_MS), c.time_zone),
        localDate(new Date(end.getTime() + DAY_MS), c.time_zone),
      ).map((h) => h.date),
    })),
    start,
    end,
    durationMinutes: q.durationMinutes,
    stepMinutes: q.stepMinutes,
    needsRoom: q.needsRoom,
  });
  return rows.map((r) => ({
    professionalId: r.professional_id,
    clinicId: r.clinic_id,
    spaceId: r.space_id,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
  }));
}
