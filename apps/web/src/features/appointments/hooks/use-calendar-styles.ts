import { useCallback, useMemo, type CSSProperties } from 'react';
import { weekdays } from '@clinica/contracts/weekdays';
import type { ProfessionalSchedule } from '@clinica/contracts/schedules';
import type { Collaborator } from '@clinica/contracts/team';
import { eventColour, textOn, type ColourMode } from '../colours';
import type { CalendarEvent } from '../components/calendar-event';
import { minutesOf } from '../time';
import { isUnavailableEvent } from '../unavailable-events';
import type { ResourceMode } from './use-calendar-address';

const workingSlot = {};
const offHoursSlot = { className: 'clinica-off-hours' };

export interface StylesInput {
  schedules: ProfessionalSchedule[] | undefined;
  professionals: Collaborator[] | undefined;
  staff: boolean;
  dayResources: boolean;
  resourceMode: ResourceMode;
  selectedProfessionals: string[];
  colourMode: ColourMode;
}

/**
 * How slots and events look: the hours nobody shown works are shaded; an event has its colour (by
 * professional, service or state) and is crossed out when it no longer holds the slot.
 */
export function useCalendarStyles({
  schedules,
  professionals,
  staff,
  dayResources,
  resourceMode,
  selectedProfessionals,
  colourMode,
}: StylesInput) {
  // Each slot (hundreds in a week) is tested against the intervals, read once per weekday.
  const workingIntervals = useMemo(() => {
    const byWeekday = new Map<string, { professionalId: string; from: number; to: number }[]>();
    for (const s of schedules ?? []) {
      const list = byWeekday.get(s.weekday) ?? [];
      list.push({
        professionalId: s.professional_id,
        from: minutesOf(s.start_time),
        to: minutesOf(s.end_time),
      });
      byWeekday.set(s.weekday, list);
    }
    return byWeekday;
  }, [schedules]);
  const slotPropGetter = useCallback(
    (slot: Date, resourceId?: string | number): { className?: string; style?: CSSProperties } => {
      if (!schedules || !staff) return workingSlot;
      const minute = slot.getHours() * 60 + slot.getMinutes();
      const who =
        dayResources && resourceMode === 'professional' && typeof resourceId === 'string'
          ? [resourceId]
          : selectedProfessionals;
      const working = (workingIntervals.get(weekdays[(slot.getDay() + 6) % 7]!) ?? []).some(
        (s) => (who.length === 0 || who.includes(s.professionalId)) && s.from <= minute && minute < s.to,
      );
      return working ? workingSlot : offHoursSlot;
    },
    [schedules, workingIntervals, staff, dayResources, resourceMode, selectedProfessionals],
  );

  const professionalColours = useMemo(
    () => new Map((professionals ?? []).map((p) => [p.id, p.calendar_colour])),
    [professionals],
  );
  // One props object per colour (and crossed out or not), shared by the events that have it: no text
  // contrast worked out per event. The border is the frame's CSS.
  const eventPropGetter = useMemo(() => {
    const cache = new Map<string, { style: CSSProperties }>();
    return (event: CalendarEvent) => {
      if (isUnavailableEvent(event)) return {}; // styled by CalendarEventWrapper
      const background = eventColour(event.appointment, colourMode, professionalColours);
      const inactive = event.appointment.state !== 'scheduled' && event.appointment.state !== 'present';
      const key = inactive ? `${background} x` : background;
      let props = cache.get(key);
      if (!props) {
        const style: CSSProperties = { backgroundColor: background, color: textOn(background) };
        if (inactive) style.textDecoration = 'line-through';
        props = { style };
        cache.set(key, props);
      }
      return props;
    };
  }, [colourMode, professionalColours]);

  return { slotPropGetter, eventPropGetter };
}
