import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentState } from '@clinica/contracts/appointments';
import { weekdays } from '@clinica/contracts/weekdays';
import { calendarItems } from '../calendar-items';
import type { CalendarEvent } from '../components/calendar-event';
import { minutesOf, toWallClock, type CalendarView } from '../time';
import type { ResourceMode } from './use-calendar-address';
import type { CalendarLookups } from './use-calendar-lookups';
import type { useCalendarRange } from './use-calendar-range';

/** A column of the day view: a professional, or a room ('none': no room). */
export interface Resource {
  id: string;
  title: string;
}

/** The mark before a state's name on an event: present, cancelled, absent. */
const stateMarks: Readonly<Record<AppointmentState, string>> = {
  scheduled: '',
  present: '✓',
  canceled: '✕',
  canceled_patient: '✕',
  noshow_justified: '⊘',
  noshow_unjustified: '⊘',
};

export interface EventsInput {
  appointments: ReturnType<typeof useCalendarRange>['appointments'];
  lookups: CalendarLookups;
  view: CalendarView;
  date: Date;
  staff: boolean;
  resourceMode: ResourceMode;
  selectedProfessionals: string[];
}

/**
 * The range's appointments as the calendar draws them (wall-clock times, a title that says the state
 * in words), the day view's columns, and the hours shown: the clinic's opening hours, widened to fit
 * every event.
 */
export function useCalendarEvents({
  appointments,
  lookups: { clinic, clinicId, professionals, schedules, timeZone },
  view,
  date,
  staff,
  resourceMode,
  selectedProfessionals,
}: EventsInput) {
  const { t } = useTranslation();
  const dayResources = view === 'day' && staff;

  const events = useMemo<CalendarEvent[]>(() => {
    const chosen = new Set(selectedProfessionals);
    return calendarItems(appointments.data)
      .filter((a) => chosen.size === 0 || chosen.has(a.professional_id))
      .map((a) => ({
        id: a.id,
        // A state other than scheduled is said in words, with its mark — not by a strike-through alone
        // (which a screen reader does not read, and which does not tell a cancellation from an absence).
        title:
          a.state === 'scheduled'
            ? `${a.confirmed ? `✓ ${t('appointments.confirmed')} · ` : ''}${a.patient_name} · ${a.service_name}`
            : `${stateMarks[a.state]} ${t(`appointments.states.${a.state}`)} · ${a.patient_name} · ${a.service_name}`,
        start: toWallClock(a.starts_at, timeZone),
        end: toWallClock(a.ends_at, timeZone),
        resourceId: resourceMode === 'space' ? (a.space_id ?? 'none') : a.professional_id,
        appointment: a,
      }));
  }, [appointments.data, selectedProfessionals, timeZone, resourceMode, t]);

  const resources = useMemo<Resource[] | undefined>(() => {
    if (!dayResources) return undefined;
    if (resourceMode === 'space') {
      const list = (clinic.data?.spaces ?? [])
        .filter((s) => s.active)
        .map((s) => ({ id: s.id, title: s.name }));
      return [...list, { id: 'none', title: t('appointments.fields.noSpace') }];
    }
    const weekday = weekdays[(date.getDay() + 6) % 7];
    const working = new Set(
      (schedules.data ?? []).filter((s) => s.weekday === weekday).map((s) => s.professional_id),
    );
    const booked = new Set(events.map((e) => e.appointment.professional_id));
    const people = (professionals.data ?? []).filter((p) =>
      selectedProfessionals.length
        ? selectedProfessionals.includes(p.id)
        : working.has(p.id) || booked.has(p.id) || p.clinic_ids.includes(clinicId),
    );
    const list = people.map((p) => ({ id: p.id, title: `${p.first_name} ${p.surname}` }));
    for (const e of events)
      if (!list.some((r) => r.id === e.appointment.professional_id))
        list.push({ id: e.appointment.professional_id, title: e.appointment.professional_name });
    return list.length ? list : undefined;
  }, [
    dayResources,
    resourceMode,
    clinic.data,
    schedules.data,
    events,
    professionals.data,
    selectedProfessionals,
    clinicId,
    date,
    t,
  ]);

  const { min, max } = useMemo(() => {
    const opening = clinic.data?.schedules ?? [];
    let from = opening.length ? Math.min(...opening.map((s) => minutesOf(s.start_time))) : 8 * 60;
    let to = opening.length ? Math.max(...opening.map((s) => minutesOf(s.end_time))) : 20 * 60;
    for (const e of events) {
      from = Math.min(from, e.start.getHours() * 60);
      to = Math.max(
        to,
        e.end.getDate() !== e.start.getDate() ? 24 * 60 : e.end.getHours() * 60 + e.end.getMinutes(),
      );
    }
    from = Math.floor(from / 60) * 60;
    to = Math.min(24 * 60 - 1, Math.ceil(to / 60) * 60);
    const at = (m: number) => new Date(1970, 0, 1, Math.floor(m / 60), m % 60);
    return { min: at(from), max: at(to === 24 * 60 ? 24 * 60 - 1 : to) };
  }, [clinic.data, events]);

  return { dayResources, events, resources, min, max };
}
