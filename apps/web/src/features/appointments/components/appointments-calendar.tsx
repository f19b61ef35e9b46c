import { useMemo, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  Calendar,
  type CalendarProps,
  type EventWrapperProps,
  type Formats,
  type Messages,
  type View,
} from 'react-big-calendar';
import * as dragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { localizer } from '../calendar-localizer';
import type { Resource } from '../hooks/use-calendar-events';
import type { CalendarView } from '../time';
import { CalendarEventWrapper, type CalendarEvent } from './calendar-event';
import { CalendarFrame } from './calendar-frame';
import { dayLayout } from './day-layout';
import { holidayDateHeader } from './holiday-headers';
import { countByDay, monthDayCount } from './month-day-count';
import { ThreeDaysView } from './three-days-view';

// The addon is CommonJS: under Vite's production build its default export arrives wrapped once more
// (DESIGN §2 "Known pitfalls").
type WithDnD = typeof dragAndDropModule.default;
const dndNamespace = dragAndDropModule as unknown as { default: WithDnD & { default?: WithDnD } };
const withDragAndDrop: WithDnD = dndNamespace.default.default ?? dndNamespace.default;

const eventWrapper = CalendarEventWrapper as unknown as React.ComponentType<EventWrapperProps<CalendarEvent>>;

/** The calendar with the light event wrapper in place of the addon's (components/calendar-event.tsx). */
function LightEventsCalendar(props: CalendarProps<CalendarEvent, Resource>) {
  return <Calendar {...props} components={{ ...props.components, eventWrapper }} />;
}

const DnDCalendar = withDragAndDrop<CalendarEvent, Resource>(LightEventsCalendar);

/** "HH:MM" without date-fns: the label is built for every event on screen (hundreds in a week). */
const clock = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }) => `${clock(start)}–${clock(end)}`,
  eventTimeRangeStartFormat: ({ start }) => `${clock(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${clock(end)}`,
  selectRangeFormat: ({ start, end }) => `${clock(start)}–${clock(end)}`,
  dayFormat: 'EEE dd/MM',
  weekdayFormat: 'EEE',
  dayHeaderFormat: 'EEEE, dd/MM/yyyy',
  agendaTimeFormat: 'HH:mm',
};

const components = {
  // The library's header is a columnheader inside a button, outside any row (axe): plain text here.
  header: ({ label }: { label: string }) => <span>{label}</span>,
  // One text node per event (hundreds in a week view); the day and week views draw theirs in
  // CalendarEventWrapper.
  event: ({ event }: { event: CalendarEvent }) => event.title,
  month: {
    // The month view's header row is a "row" (react-big-calendar's role) whose cells have none: each
    // weekday is a columnheader here, so the row has the children a row needs (axe).
    header: ({ label }: { label: string }) => <span role="columnheader">{label}</span>,
  },
};

const plainDateHeader = holidayDateHeader(new Map());

/**
 * A month cell's "+3 mais": a button to that day (whose view shows all its appointments), inside a cell
 * — the library's own is a bare button in a "row", which a screen reader cannot place (axe).
 */
function showMoreButton(t: TFunction, onDrillDown: ((date: Date, view: View) => void) | undefined) {
  return function ShowMore({ slotDate, count }: { slotDate: Date; count: number }) {
    return (
      <span role="cell">
        <button
          type="button"
          className="rbc-button-link rbc-show-more"
          onClick={() => onDrillDown?.(slotDate, 'day')}
        >
          {t('appointments.calendar.more', { count })}
        </button>
      </span>
    );
  };
}

/** Headers the page adds: public holidays under the day's date (use-unavailable.ts). */
export interface DayHeaders {
  header: (props: { label: string; date: Date }) => ReactNode;
  month: { dateHeader: (props: { label: string; date: Date }) => ReactNode };
}

/** What this wrapper sets itself; every other react-big-calendar prop passes through. */
type Fixed =
  | 'localizer'
  | 'culture'
  | 'messages'
  | 'formats'
  | 'components'
  | 'views'
  | 'toolbar'
  | 'view'
  | 'onKeyPressEvent'
  | 'draggableAccessor'
  | 'resizableAccessor'
  | 'onEventDrop'
  | 'onEventResize';

export type AppointmentsCalendarProps = Omit<ComponentProps<typeof DnDCalendar>, Fixed> & {
  view: CalendarView;
  /** A read is under way (aria-busy on the frame). */
  busy: boolean;
  /** Appointments may be moved and resized (only scheduled ones are). */
  canUpdate: boolean;
  /** A click, Enter or Space on an event. */
  onSelectEvent: (event: CalendarEvent) => void;
  /** A drop or a resize. */
  onMove: (args: EventInteractionArgs<CalendarEvent>) => void;
  dayHeaders?: DayHeaders;
  /** A phone: the week view shows three days, a month cell the number of appointments. */
  compact?: boolean;
};

/**
 * react-big-calendar with drag and drop, in the app's language, formats and frame: day, week and month
 * views in 15-minute slots, no toolbar of its own (the page has one), every event reachable by keyboard.
 */
export function AppointmentsCalendar({
  view,
  busy,
  canUpdate,
  onSelectEvent,
  onMove,
  dayHeaders,
  compact = false,
  events = [],
  ...calendarProps
}: AppointmentsCalendarProps) {
  const { t, i18n } = useTranslation();
  const messages = useMemo<Messages<CalendarEvent>>(
    () => ({
      date: t('appointments.fields.date'),
      time: t('appointments.calendar.time'),
      event: t('appointments.calendar.event'),
      allDay: t('appointments.calendar.allDay'),
      week: t('appointments.calendar.views.week'),
      day: t('appointments.calendar.views.day'),
      month: t('appointments.calendar.views.month'),
      previous: t('appointments.calendar.previous'),
      next: t('appointments.calendar.next'),
      today: t('appointments.calendar.today'),
      noEventsInRange: t('appointments.calendar.noEvents'),
      showMore: (count: number) => t('appointments.calendar.more', { count }),
    }),
    [t],
  );
  const movable = (e: CalendarEvent) => canUpdate && e.appointment?.state === 'scheduled';
  const countsOnly = compact && view === 'month';
  const { onDrillDown } = calendarProps;
  const allComponents = useMemo(() => {
    const base = { ...components, showMore: showMoreButton(t, onDrillDown) };
    const withHeaders = dayHeaders
      ? { ...base, header: dayHeaders.header, month: { ...base.month, ...dayHeaders.month } }
      : base;
    if (!countsOnly) return withHeaders;
    const dateHeader = dayHeaders?.month.dateHeader ?? plainDateHeader;
    return {
      ...withHeaders,
      month: { ...withHeaders.month, dateHeader: monthDayCount(dateHeader, countByDay(events), t) },
    };
  }, [dayHeaders, countsOnly, events, t, onDrillDown]);
  const views = useMemo(() => ({ day: true, week: compact ? ThreeDaysView : true, month: true }), [compact]);

  return (
    <CalendarFrame busy={busy}>
      <DnDCalendar
        localizer={localizer}
        culture={i18n.language.startsWith('pt') ? 'pt' : 'en-GB'}
        messages={messages}
        formats={formats}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        view={view}
        views={views}
        events={countsOnly ? [] : events}
        toolbar={false}
        step={15}
        timeslots={4}
        onSelectEvent={onSelectEvent}
        onKeyPressEvent={(event, e) => {
          const key = (e as unknown as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') {
            e.preventDefault();
            onSelectEvent(event);
          }
        }}
        draggableAccessor={movable}
        resizableAccessor={movable}
        onEventDrop={onMove}
        onEventResize={onMove}
        components={allComponents}
        popup
        showMultiDayTimes
        dayLayoutAlgorithm={dayLayout}
        style={{ height: view === 'month' ? 720 : 'calc(100vh - 200px)', minHeight: 560 }}
        {...calendarProps}
      />
    </CalendarFrame>
  );
}
