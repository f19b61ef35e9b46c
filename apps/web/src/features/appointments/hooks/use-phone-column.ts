import { useMemo } from 'react';
import { phoneColumn } from '../calendar-defaults';
import type { CalendarEvent } from '../components/calendar-event';
import type { Resource } from './use-calendar-events';

/**
 * A phone's day: one professional (or room) at a time, the first with appointments unless the address
 * names one (issue 42). The day's read stays everyone's, so another column shows without reading again.
 */
export function usePhoneColumn({
  pickable,
  columns,
  events,
  param,
}: {
  /** A phone's day view with its columns. */
  pickable: boolean;
  columns: Resource[] | undefined;
  events: CalendarEvent[];
  /** `?column=` in the address. */
  param: string | null;
}) {
  const booked = useMemo(() => new Set(events.map((e) => e.resourceId ?? '')), [events]);
  const column = pickable ? phoneColumn(columns, booked, param) : null;
  const shownEvents = useMemo(
    () => (column ? events.filter((e) => e.resourceId === column.id) : events),
    [events, column],
  );
  return { column, resources: column ? [column] : columns, events: shownEvents };
}
