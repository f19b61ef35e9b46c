import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readRange } from '../api/appointments';
import { appointmentsKeys } from '../keys';
import { rangeFor, type CalendarView } from '../time';

/** Calendar render figures for the performance test (issue 7 §9): data arrived → events painted. */
function markPainted() {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (performance.getEntriesByName('calendar-data').length === 0) return;
      performance.mark('calendar-painted');
      performance.measure('calendar-render', 'calendar-data', 'calendar-painted');
      performance.clearMarks('calendar-data');
    }, 0),
  );
}

export interface RangeFilters {
  view: CalendarView;
  date: Date;
  timeZone: string;
  /** The clinic, when the user may choose one. */
  clinicId: string;
  spaceId: string;
  stateFilter: string;
  selectedProfessionals: string[];
  /** The lookups have settled (the first paint has its colours and shaded hours). */
  enabled: boolean;
  /** A phone: the week view reads three days. */
  compact?: boolean;
}

/**
 * The appointments of the range on screen (the unpaginated range read, DESIGN §9), filtered by the
 * server where it can; the previous range stays on screen while the next one loads.
 */
export function useCalendarRange(f: RangeFilters) {
  const range = rangeFor(f.view, f.date, f.timeZone, f.compact);
  const query = {
    ...range,
    ...(f.clinicId ? { clinic_id: f.clinicId } : {}),
    ...(f.spaceId ? { space_id: f.spaceId } : {}),
    ...(f.stateFilter ? { state: f.stateFilter } : {}),
    ...(f.selectedProfessionals.length === 1 ? { professional_id: f.selectedProfessionals[0] } : {}),
  };
  const rangeKey = appointmentsKeys.range(query);
  const appointments = useQuery({
    queryKey: rangeKey,
    enabled: f.enabled,
    queryFn: async ({ signal }) => {
      const answer = await readRange(query, signal);
      performance.mark('calendar-data');
      return answer;
    },
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (appointments.data) markPainted();
  }, [appointments.data]);

  return { range, rangeKey, appointments };
}
