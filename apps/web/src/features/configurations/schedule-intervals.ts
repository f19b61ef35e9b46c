/** A working or opening interval of one weekday, local wall-clock "HH:MM" (24 h). */
export interface Interval {
  start_time: string;
  end_time: string;
}

export type IntervalProblem<T extends Interval> =
  { kind: 'endBeforeStart' } | { kind: 'overlap'; with: T } | null;

/**
 * What is wrong with a new interval for one weekday, given the professional's other intervals that
 * day (at every clinic: one person cannot work in two places at once — decision 010). Back-to-back is
 * fine (half-open intervals), as on the server.
 */
export function intervalProblem<T extends Interval>(
  candidate: Interval,
  sameDay: readonly T[],
): IntervalProblem<T> {
  if (candidate.end_time <= candidate.start_time) return { kind: 'endBeforeStart' };
  const clash = sameDay.find(
    (other) => candidate.start_time < other.end_time && other.start_time < candidate.end_time,
  );
  return clash ? { kind: 'overlap', with: clash } : null;
}

/** Contiguous or overlapping intervals merged, sorted by start (08:00–13:00 + 13:00–14:00 → 08:00–14:00). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start_time.localeCompare(b.start_time));
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next.start_time <= last.end_time) {
      if (next.end_time > last.end_time) last.end_time = next.end_time;
    } else merged.push({ start_time: next.start_time, end_time: next.end_time });
  }
  return merged;
}

/**
 * Whether an interval lies within the clinic's opening hours of that day. A clinic without hours
 * restricts nothing (decision 010), so the answer is then true; a closed day of a clinic with hours is
 * false. Only a hint: the server does not refuse working hours outside opening hours.
 */
export function withinOpeningHours(
  candidate: Interval,
  openingThatDay: readonly Interval[],
  clinicHasHours: boolean,
): boolean {
  if (!clinicHasHours) return true;
  return mergeIntervals(openingThatDay).some(
    (open) => open.start_time <= candidate.start_time && candidate.end_time <= open.end_time,
  );
}

/** "09:00–13:00" */
export const intervalText = (i: Interval) => `${i.start_time}–${i.end_time}`;
