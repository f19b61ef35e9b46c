import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { isoDay } from '../time';
import type { CalendarEvent } from './calendar-event';

type DateHeaderProps = { label: string; date: Date; drilldownView?: string | null; onDrillDown?: () => void };
export type DateHeader = (props: DateHeaderProps) => ReactNode;

/** How many appointments start on each wall-clock day. */
export function countByDay(events: readonly CalendarEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of events) {
    const day = isoDay(e.start);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/**
 * A phone's month cell: its date (and holiday) as usual, then the number of appointments that day as a
 * button to the day — a 50 px cell cannot hold the appointments themselves, nor "+15 mais".
 */
export function monthDayCount(
  inner: DateHeader,
  counts: ReadonlyMap<string, number>,
  t: TFunction,
): DateHeader {
  const Inner = inner;
  return function MonthDayCount(props: DateHeaderProps) {
    const count = counts.get(isoDay(props.date)) ?? 0;
    return (
      <>
        <Inner {...props} />
        {count ? (
          <button
            type="button"
            className="clinica-day-count"
            aria-label={t('appointments.calendar.dayCount', { count })}
            onClick={props.onDrillDown}
          >
            {count}
          </button>
        ) : null}
      </>
    );
  };
}
