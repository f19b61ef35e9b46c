import type { Weekday } from '@clinica/contracts/clinics';
import { weekdays } from '@clinica/contracts/clinics';
import type { outsideScheduleReasons } from '@clinica/contracts/appointments';

/**
 * Whether a slot falls inside working hours (decision 010). Pure: the repository converts instants to
 * the clinic's local wall-clock time (PostgreSQL's time zone database) and loads the intervals.
 */
export type OutsideReason = (typeof outsideScheduleReasons)[number];

export interface Interval {
  weekday: Weekday;
  start: string; // HH:MM
  end: string; // HH:MM
}

/** A slot in the clinic's local time: the day it starts on and its start and end as wall-clock times. */
export interface LocalSlot {
  startsAt: Date;
  endsAt: Date;
  date: string; // YYYY-MM-DD, local
  isoWeekday: number; // 1 = Monday
  start: string; // HH:MM, local
  endDate: string;
  end: string;
}

export interface ScheduleContext {
  clinicIntervals: Interval[];
  professionalIntervals: Interval[];
  exceptions: Array<{ startsAt: Date; endsAt: Date }>;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const weekdayOf = (isoWeekday: number): Weekday => weekdays[isoWeekday - 1]!;

/** Is [start, end) (minutes of one day, end may pass 24:00) covered by the union of the intervals? */
export function covered(
  intervals: Array<{ start: string; end: string }>,
  start: number,
  end: number,
): boolean {
  const sorted = intervals
    .map((i) => [minutes(i.start), minutes(i.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  let reach = start;
  for (const [s, e] of sorted) {
    if (s > reach) break;
    if (e > reach) reach = e;
    if (reach >= end) return true;
  }
  return reach >= end;
}

/**
 * Why a slot is outside the schedule, or `[]`. Hours only count once defined: a clinic without opening
 * hours, or a professional without working hours at that clinic, restricts nothing (yet). A slot that
 * runs past local midnight is never inside defined hours.
 */
export function outsideReasons(ctx: ScheduleContext, slot: LocalSlot): OutsideReason[] {
  const weekday = weekdayOf(slot.isoWeekday);
  const start = minutes(slot.start);
  const end = slot.endDate === slot.date ? minutes(slot.end) : 24 * 60 + minutes(slot.end);
  const reasons: OutsideReason[] = [];
  const inside = (intervals: Interval[]) =>
    covered(
      intervals.filter((i) => i.weekday === weekday),
      start,
      end,
    );
  if (ctx.clinicIntervals.length && !inside(ctx.clinicIntervals)) reasons.push('clinic_closed');
  if (ctx.professionalIntervals.length && !inside(ctx.professionalIntervals))
    reasons.push('professional_not_working');
  if (ctx.exceptions.some((x) => x.startsAt < slot.endsAt && x.endsAt > slot.startsAt))
    reasons.push('schedule_exception');
  return reasons;
}
