import { weekdays } from '@clinica/contracts/clinics';
import type { Tx } from '../../db/client.js';
import { localDay, utcOffsetMinutes } from '../../lib/local-day.js';
import { holidaysBetween } from '../holidays/holidays.service.js';
import * as repo from './free-slots.repository.js';

/**
 * The free-slot search of the public booking page (issue 48, decision 043). The free time is computed
 * set-based in one statement (`freeStretches`; the rooms' in another) from the rules every staff
 * booking is checked by: the opening and working hours as
 * `localHours` reads them, the schedule exceptions as `exceptionAt` picks them, the public holidays of
 * `holidays.service`, and the overlap rule of the exclusion constraints (active appointments of the
 * professional, or of the room). So a slot offered here books, and a slot that books inside the window
 * is offered (the property test in free-slots.test.ts puts every start of a week to the staff booking).
 * The slots are then laid here, a step apart inside each stretch: a few thousand additions, where
 * PostgreSQL's row estimates for nested set-returning functions had priced the statement past its JIT
 * threshold (a 2.4 s compile measured for a 60 ms query), and each row's time-zone arithmetic cost more
 * than the free time itself.
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

/**
 * The first instant at or after `at` on the step counted from the local hour (15: :00, :15…), the zone
 * `offsetMinutes` from UTC then; the steps (5 to 60 minutes) divide the hour.
 */
const firstOnStep = (at: number, stepMs: number, offsetMinutes: number) =>
  Math.ceil((at + offsetMinutes * 60_000) / stepMs) * stepMs - offsetMinutes * 60_000;

/** The search window: from the later of `from` and now + notice, to the earlier of `to` and now + horizon. */
export function searchWindow(
  q: Pick<FreeSlotQuery, 'from' | 'to' | 'now' | 'minNoticeMinutes' | 'horizonDays'>,
) {
  const start = new Date(Math.max(q.from.getTime(), q.now.getTime() + q.minNoticeMinutes * 60_000));
  const end = new Date(Math.min(q.to.getTime(), q.now.getTime() + q.horizonDays * DAY_MS));
  return { start, end };
}

/** Local dates from `first` to `last` inclusive, with their weekdays (plain calendar arithmetic, no zone). */
function datesBetween(first: string, last: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let d = Date.parse(`${first}T00:00:00Z`); d <= Date.parse(`${last}T00:00:00Z`); d += DAY_MS) {
    const at = new Date(d);
    out.push([at.toISOString().slice(0, 10), weekdays[(at.getUTCDay() + 6) % 7]!]);
  }
  return out;
}

/** The first room (name order) free for the whole slot: its free stretches, sorted, searched by start. */
function roomFor(rooms: Array<{ id: string; free: Array<[number, number]> }>, from: number, to: number) {
  for (const room of rooms) {
    let lo = 0;
    let hi = room.free.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (room.free[mid]![0] <= from) lo = mid;
      else hi = mid - 1;
    }
    const stretch = room.free[lo];
    if (stretch && stretch[0] <= from && stretch[1] >= to) return room.id;
  }
  return null;
}

export async function freeSlots(tx: Tx, q: FreeSlotQuery): Promise<FreeSlot[]> {
  const { start, end } = searchWindow(q);
  if (start >= end || !q.professionalIds.length) return [];
  const clinics = await repo.bookableClinics(tx, {
    tenantId: q.tenantId,
    professionalIds: q.professionalIds,
  });
  if (!clinics.length) return [];
  const window = { start, end, durationMinutes: q.durationMinutes };
  const stretches = await repo.freeStretches(tx, {
    ...window,
    tenantId: q.tenantId,
    professionalIds: q.professionalIds,
    stepMinutes: q.stepMinutes,
    // Each clinic's local days of the window, less its public holidays (as the staff check reads them).
    clinics: clinics.map((c) => {
      const first = localDay(start, c.time_zone);
      const last = localDay(end, c.time_zone);
      const holidays = new Set(
        holidaysBetween(
          {
            timeZone: c.time_zone,
            municipalHolidayDay: c.municipal_holiday_day,
            municipalHolidayMonth: c.municipal_holiday_month,
            municipalHolidayName: c.municipal_holiday_name,
          },
          first,
          last,
        ).map((h) => h.date),
      );
      return {
        id: c.id,
        timeZone: c.time_zone,
        days: datesBetween(first, last).filter(([date]) => !holidays.has(date)),
      };
    }),
  });
  const roomsByClinic = new Map<string, Array<{ id: string; free: Array<[number, number]> }>>();
  if (q.needsRoom)
    for (const r of await repo.roomStretches(tx, {
      ...window,
      tenantId: q.tenantId,
      clinicIds: clinics.map((c) => c.id),
    })) {
      const rooms = roomsByClinic.get(r.clinic_id) ?? [];
      if (rooms.at(-1)?.id !== r.space_id) rooms.push({ id: r.space_id, free: [] });
      rooms.at(-1)!.free.push([Date.parse(r.starts_at), Date.parse(r.ends_at)]);
      roomsByClinic.set(r.clinic_id, rooms);
    }

  // A start every step inside each stretch while the service fits. The zone's offset is read once per
  // clinic unless the window holds a change of it that is not whole hours.
  const step = q.stepMinutes * 60_000;
  const duration = q.durationMinutes * 60_000;
  const offsets = new Map(
    clinics.map((c) => {
      const [a, b] = [utcOffsetMinutes(start, c.time_zone), utcOffsetMinutes(end, c.time_zone)];
      return [c.id, { zone: c.time_zone, offset: (a - b) % 60 === 0 ? a : null }];
    }),
  );
  const free: FreeSlot[] = [];
  for (const s of stretches) {
    const stretchStart = Date.parse(s.starts_at);
    const stretchEnd = Date.parse(s.ends_at);
    const zone = offsets.get(s.clinic_id)!;
    const offset = zone.offset ?? utcOffsetMinutes(new Date(stretchStart), zone.zone);
    const first = firstOnStep(Math.max(stretchStart, start.getTime()), step, offset);
    for (let at = first; at + duration <= stretchEnd && at < end.getTime(); at += step) {
      let spaceId: string | null = null;
      if (q.needsRoom) {
        spaceId = roomFor(roomsByClinic.get(s.clinic_id) ?? [], at, at + duration);
        if (!spaceId) continue;
      }
      free.push({
        professionalId: s.professional_id,
        clinicId: s.clinic_id,
        spaceId,
        startsAt: new Date(at),
        endsAt: new Date(at + duration),
      });
    }
  }
  return free.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.professionalId.localeCompare(b.professionalId),
  );
}
