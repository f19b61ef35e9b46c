import { weekdays } from '@clinica/contracts/clinics';
import type { Tx } from '../../db/client.js';
import { localToInstants, slotsInSchedule } from './availability.service.js';
import * as repo from './free-slots.repository.js';

/**
 * The free-slot search of the public booking page (issue 48, decision 043). It decides nothing on its
 * own: candidates are laid on the slot step inside each professional's working hours, and each one is
 * then put to the schedule check every staff booking makes (`slotsInSchedule`: opening hours, working
 * hours, schedule exceptions, public holidays), and to the rule the exclusion constraints hold (no two
 * active appointments of a professional, or of a room, overlap). So a slot offered here books, and a
 * slot that books inside the window is offered (the property test in free-slots.test.ts).
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

/** Calendar dates from `first` to `last` inclusive (plain calendar arithmetic, no zone). */
function datesBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${first}T00:00:00Z`); d <= Date.parse(`${last}T00:00:00Z`); d += DAY_MS)
    out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}

const weekdayOf = (date: string) => weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { starts_at: string; ends_at: string }) =>
  new Date(b.starts_at) < a.endsAt && new Date(b.ends_at) > a.startsAt;

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
  const hours = await repo.bookableHours(tx, { tenantId: q.tenantId, professionalIds: q.professionalIds });
  if (!hours.length) return [];

  // Candidates: each (professional, clinic) pair's local days, every step inside that weekday's hours.
  const pairs = new Map<string, repo.HoursRow[]>();
  for (const h of hours) {
    const key = `${h.professional_id}|${h.clinic_id}`;
    pairs.set(key, [...(pairs.get(key) ?? []), h]);
  }
  const candidates: Array<{ pair: string; timeZone: string; date: string; time: string }> = [];
  for (const [pair, rows] of pairs) {
    const timeZone = rows[0]!.time_zone;
    for (const date of datesBetween(
      localDate(new Date(start.getTime() - DAY_MS), timeZone),
      localDate(new Date(end.getTime() + DAY_MS), timeZone),
    )) {
      const day = rows.filter((r) => r.weekday === weekdayOf(date));
      const starts = new Set<number>();
      for (const r of day)
        for (
          let m = Math.ceil(r.start_minute / q.stepMinutes) * q.stepMinutes;
          m < r.end_minute;
          m += q.stepMinutes
        )
          starts.add(m);
      for (const m of [...starts].sort((a, b) => a - b))
        candidates.push({ pair, timeZone, date, time: hhmm(m) });
    }
  }

  // Their instants, zone by zone (PostgreSQL knows each DST rule); a time the clocks skip is no slot.
  const byPair = new Map<string, Array<{ startsAt: Date; endsAt: Date }>>();
  for (const timeZone of new Set(candidates.map((c) => c.timeZone))) {
    const inZone = candidates.filter((c) => c.timeZone === timeZone);
    const instants = await localToInstants(tx, timeZone, inZone);
    inZone.forEach((c, i) => {
      const { instant, gap } = instants[i]!;
      if (gap || instant < start || instant >= end) return;
      const slot = { startsAt: instant, endsAt: new Date(instant.getTime() + q.durationMinutes * 60_000) };
      byPair.set(c.pair, [...(byPair.get(c.pair) ?? []), slot]);
    });
  }
  if (!byPair.size) return [];

  const clinicIds = [...new Set(hours.map((h) => h.clinic_id))];
  const roomsOf = q.needsRoom ? await repo.rooms(tx, { tenantId: q.tenantId, clinicIds }) : [];
  const slotsEnd = new Date(Math.max(...[...byPair.values()].flat().map((s) => s.endsAt.getTime())));
  const busy = await repo.busyIntervals(tx, {
    tenantId: q.tenantId,
    professionalIds: q.professionalIds,
    spaceIds: roomsOf.map((r) => r.id),
    from: start,
    to: slotsEnd,
  });

  // The overlap rule first (in memory: a full calendar leaves few candidates), then the schedule check.
  const free: FreeSlot[] = [];
  for (const [pair, slots] of byPair) {
    const [professionalId, clinicId] = pair.split('|') as [string, string];
    const timeZone = pairs.get(pair)![0]!.time_zone;
    const own = busy.filter((b) => b.professional_id === professionalId);
    const clinicRooms = roomsOf.filter((r) => r.clinic_id === clinicId);
    const open: Array<{ startsAt: Date; endsAt: Date; spaceId: string | null }> = [];
    for (const slot of slots) {
      if (own.some((b) => overlaps(slot, b))) continue;
      let spaceId: string | null = null;
      if (q.needsRoom) {
        const room = clinicRooms.find((r) => !busy.some((b) => b.space_id === r.id && overlaps(slot, b)));
        if (!room) continue;
        spaceId = room.id;
      }
      open.push({ ...slot, spaceId });
    }
    // The same check as every staff booking (decision 010): any reason leaves the slot out.
    const checked = await slotsInSchedule(tx, { clinicId, professionalId, timeZone, slots: open });
    open.forEach((slot, i) => {
      if (!checked[i]!.reasons.length) free.push({ professionalId, clinicId, ...slot });
    });
  }
  return free.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.professionalId.localeCompare(b.professionalId),
  );
}
