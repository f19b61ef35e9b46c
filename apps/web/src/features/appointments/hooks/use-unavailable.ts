import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission, useUser } from '../../../lib/session';
import { readUnavailable } from '../api/unavailable';
import { holidayDateHeader, holidayHeader } from '../components/holiday-headers';
import { appointmentsKeys } from '../keys';
import { holidaysByDay, unavailableEvents, type UnavailableEvent } from '../unavailable-events';

/**
 * What is not free in the calendar's visible range (decision 024): the blocks the server answers for
 * the clinic, as background events for the day and week views, and headers that name public holidays
 * (day, week and month). Staff only: a patient's calendar has none.
 */
const minuteOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes();

export function useUnavailable(o: {
  range: { from: string; to: string };
  clinicId: string;
  timeZone: string;
  /** The day view's columns and what they are (undefined: no columns). */
  resources: Array<{ id: string }> | undefined;
  resourceMode: 'professional' | 'space';
  shownProfessionals: string[];
  professionals: Array<{ id: string; first_name: string; surname: string }> | undefined;
  /** The grid's first and last hour (wall clock): blocks wholly outside them are not drawn. */
  min: Date;
  max: Date;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const allowed = user?.type !== 'patient' && hasPermission(user, 'schedule_exceptions', 'read');
  const query = {
    from: o.range.from,
    to: o.range.to,
    clinic_id: o.clinicId,
    ...(o.shownProfessionals.length === 1 ? { professional_id: o.shownProfessionals[0] } : {}),
  };
  const blocks = useQuery({
    queryKey: appointmentsKeys.unavailable(query),
    queryFn: ({ signal }) => readUnavailable(query, signal),
    enabled: allowed && Boolean(o.clinicId),
    placeholderData: keepPreviousData,
  });
  const items = blocks.data?.items;

  const backgroundEvents = useMemo(() => {
    const columns = o.resources?.map((r) => r.id);
    const names = new Map((o.professionals ?? []).map((p) => [p.id, `${p.first_name} ${p.surname}`]));
    return unavailableEvents(items ?? [], {
      timeZone: o.timeZone,
      t,
      professionalColumns: o.resourceMode === 'professional' ? columns : undefined,
      spaceColumns: o.resourceMode === 'space' ? columns : undefined,
      shownProfessionals: o.shownProfessionals,
      professionalNames: names,
      window: { from: minuteOfDay(o.min), to: minuteOfDay(o.max) },
    });
  }, [
    items,
    o.timeZone,
    o.resources,
    o.resourceMode,
    o.shownProfessionals,
    o.professionals,
    o.min,
    o.max,
    t,
  ]);

  const components = useMemo(() => {
    const marks = new Map(
      [...holidaysByDay(items ?? [], o.timeZone)].map(([day, name]) => [
        day,
        t('appointments.calendar.unavailable.holiday', { name }),
      ]),
    );
    return { header: holidayHeader(marks), month: { dateHeader: holidayDateHeader(marks) } };
  }, [items, o.timeZone, t]);

  // The page's calendar takes its own event type: these only ever reach the background.
  return { backgroundEvents: backgroundEvents as unknown as never[], components };
}

export type { UnavailableEvent };
