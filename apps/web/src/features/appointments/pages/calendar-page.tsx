import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { format as formatDateFns } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { pt } from 'date-fns/locale/pt';
import {
  Calendar,
  type CalendarProps,
  type EventWrapperProps,
  type Formats,
  type Messages,
  type SlotInfo,
} from 'react-big-calendar';
import * as dragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  appointmentStates,
  type AppointmentDetail,
  type AppointmentState,
  type AppointmentUpdate,
  type CalendarRange,
} from '@clinica/contracts/appointments';
import { weekdays } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/list-toolbar';
import { MultiSelectField } from '../../../components/multi-select-field';
import { PageHeader } from '../../../components/page-header';
import { showSaveError } from '../../../lib/form-errors';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import {
  getClinic,
  getPatient,
  listClinics,
  listProfessionals,
  listSchedules,
  readRange,
  updateAppointment,
} from '../api/appointments';
import { bookingProblem, type OutsideScheduleReason } from '../booking-errors';
import { calendarItems } from '../calendar-items';
import { shownProfessionals, startingView } from '../calendar-defaults';
import { localizer } from '../calendar-localizer';
import { colourModes, eventColour, textOn, type ColourMode } from '../colours';
import {
  AppointmentFormDialog,
  conflictTimes,
  type AppointmentDraft,
} from '../components/appointment-form-dialog';
import { CalendarEventWrapper, type CalendarEvent } from '../components/calendar-event';
import { useUnavailable } from '../hooks/use-unavailable';
import { isUnavailableEvent } from '../unavailable-events';
import { AppointmentQuickView } from '../components/quick-view';
import { appointmentsKeys } from '../keys';
import {
  calendarViews,
  defaultTimeZone,
  fromWallClock,
  isoDay,
  minutesOf,
  parseIsoDay,
  rangeFor,
  stepDate,
  toWallClock,
  visibleDays,
  type CalendarView,
} from '../time';

// The addon is CommonJS: under Vite's production build its default export arrives wrapped once more
// (DESIGN §2 "Known pitfalls").
type WithDnD = typeof dragAndDropModule.default;
const dndNamespace = dragAndDropModule as unknown as { default: WithDnD & { default?: WithDnD } };
const withDragAndDrop: WithDnD = dndNamespace.default.default ?? dndNamespace.default;

interface Resource {
  id: string;
  title: string;
}

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

/** The mark before a state's name on an event: present, cancelled, absent. */
const stateMarks: Readonly<Record<AppointmentState, string>> = {
  scheduled: '',
  present: '✓',
  canceled: '✕',
  canceled_patient: '✕',
  noshow_justified: '⊘',
  noshow_unjustified: '⊘',
};

const resourceModes = ['professional', 'space'] as const;
type ResourceMode = (typeof resourceModes)[number];
const isView = (v: string | null): v is CalendarView =>
  (calendarViews as readonly string[]).includes(v ?? '');
const isColourMode = (v: string | null): v is ColourMode =>
  (colourModes as readonly string[]).includes(v ?? '');

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

/**
 * /calendar: day, week and month views of the clinic's appointments (react-big-calendar with drag
 * and drop). Filters, view and date live in the address; only the visible range is read (the
 * unpaginated range read). A drag moves at once and rolls back when the server refuses; every drag has
 * a keyboard alternative — an event opens the edit dialog (WCAG 2.5.7).
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const staff = user?.type !== 'patient';
  const canCreate = hasPermission(user, 'appointments', 'create');
  const canUpdate = hasPermission(user, 'appointments', 'update');
  const canReadClinics = hasPermission(user, 'clinics', 'read');

  // ---- the address: view, date, filters ----
  const professionalUser = user?.type === 'professional';
  const view: CalendarView = isView(search.get('view'))
    ? (search.get('view') as CalendarView)
    : startingView(user?.type, phone);
  const colourMode: ColourMode = isColourMode(search.get('colour'))
    ? (search.get('colour') as ColourMode)
    : 'professional';
  const resourceMode: ResourceMode = search.get('resources') === 'space' ? 'space' : 'professional';
  const clinicParam = search.get('clinic') ?? '';
  const professionalsParam = search.get('professionals');
  const selectedProfessionals = useMemo(
    () => shownProfessionals(professionalsParam, user),
    [professionalsParam, user],
  );
  const spaceId = search.get('space') ?? '';
  const stateFilter = search.get('state') ?? '';
  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );

  // ---- lookups ----
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
    enabled: canReadClinics,
  });
  const clinicId = clinicParam || (clinics.data?.find((c) => c.is_main) ?? clinics.data?.[0])?.id || '';
  const clinic = useQuery({
    queryKey: appointmentsKeys.clinic(clinicId),
    queryFn: ({ signal }) => getClinic(clinicId, signal),
    enabled: Boolean(clinicId),
  });
  const timeZone = clinic.data?.time_zone ?? defaultTimeZone;
  const professionals = useQuery({
    queryKey: appointmentsKeys.professionals,
    queryFn: ({ signal }) => listProfessionals(signal),
    select: (data) => data.items,
    enabled: hasPermission(user, 'collaborators', 'read'),
  });
  const schedules = useQuery({
    queryKey: appointmentsKeys.schedules(clinicId),
    queryFn: ({ signal }) => listSchedules(clinicId, signal),
    select: (data) => data.items,
    enabled: Boolean(clinicId) && hasPermission(user, 'professional_schedules', 'read'),
  });

  const today = toWallClock(new Date(), timeZone);
  const date = parseIsoDay(search.get('date')) ?? today;

  // ---- the range read ----
  const range = rangeFor(view, date, timeZone);
  const query = {
    ...range,
    ...(clinicId && canReadClinics ? { clinic_id: clinicId } : {}),
    ...(spaceId ? { space_id: spaceId } : {}),
    ...(stateFilter ? { state: stateFilter } : {}),
    ...(selectedProfessionals.length === 1 ? { professional_id: selectedProfessionals[0] } : {}),
  };
  const rangeKey = appointmentsKeys.range(query);
  // The colours and shaded hours come with the first paint: hundreds of events are not drawn twice.
  const loading = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus !== 'idle';
  const lookupsSettled = !loading(professionals) && !loading(schedules) && !loading(clinic);
  const appointments = useQuery({
    queryKey: rangeKey,
    enabled: lookupsSettled,
    queryFn: async ({ signal }) => {
      const answer = await readRange(query, signal);
      performance.mark('calendar-data');
      return answer;
    },
    placeholderData: keepPreviousData,
  });

  const professionalColours = useMemo(
    () => new Map((professionals.data ?? []).map((p) => [p.id, p.calendar_colour])),
    [professionals.data],
  );

  // ---- events and resources ----
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
            ? `${a.patient_name} · ${a.service_name}`
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

  const unavailable = useUnavailable({
    range,
    clinicId,
    timeZone,
    resources,
    resourceMode,
    shownProfessionals: selectedProfessionals,
    professionals: professionals.data,
  });

  // ---- hours: the clinic's opening hours, widened to fit every event ----
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

  // ---- working hours shaded ----
  // Each slot (hundreds in a week) is tested against the intervals, read once per weekday.
  const workingIntervals = useMemo(() => {
    const byWeekday = new Map<string, { professionalId: string; from: number; to: number }[]>();
    for (const s of schedules.data ?? []) {
      const list = byWeekday.get(s.weekday) ?? [];
      list.push({
        professionalId: s.professional_id,
        from: minutesOf(s.start_time),
        to: minutesOf(s.end_time),
      });
      byWeekday.set(s.weekday, list);
    }
    return byWeekday;
  }, [schedules.data]);
  const slotPropGetter = useCallback(
    (slot: Date, resourceId?: string | number): { className?: string; style?: CSSProperties } => {
      if (!schedules.data || !staff) return workingSlot;
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
    [schedules.data, workingIntervals, staff, dayResources, resourceMode, selectedProfessionals],
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

  // ---- the dialog (create from a slot or the button; edit an event: the drag alternative) ----
  const [dialog, setDialog] = useState<{ appointment?: AppointmentDetail; draft?: AppointmentDraft } | null>(
    null,
  );
  const openCreate = (draft: AppointmentDraft) => {
    if (!canCreate) return;
    setDialog({
      draft: {
        clinicId: clinicId || undefined,
        professionalId: selectedProfessionals.length === 1 ? selectedProfessionals[0] : undefined,
        spaceId: spaceId || undefined,
        ...draft,
      },
    });
  };
  // `?book=<patient id>` (the patient record's "Marcar consulta"): the form opens for that patient, at
  // the next quarter hour of the day shown.
  const bookFor = search.get('book');
  useEffect(() => {
    if (!bookFor || !canCreate) return;
    let current = true;
    getPatient(bookFor)
      .then((p) => {
        if (!current) return;
        const now = new Date();
        const start = new Date(date);
        start.setHours(now.getHours(), Math.ceil((now.getMinutes() + 1) / 15) * 15, 0, 0);
        openCreate({ start, patient: { id: p.id, name: `${p.first_name} ${p.surname}` } });
      })
      .catch((error: unknown) => showSaveError(error, t))
      .finally(() => current && set({ book: null }));
    return () => {
      current = false;
    };
    // Once per link followed: the date and the form's defaults are read when it opens.
  }, [bookFor]);
  const onSelectSlot = (slot: SlotInfo) => {
    const resourceId = typeof slot.resourceId === 'string' ? slot.resourceId : undefined;
    // A click in the month view is a whole day: the appointment starts at 09:00 of it.
    const start =
      view === 'month'
        ? new Date(slot.start.getFullYear(), slot.start.getMonth(), slot.start.getDate(), 9)
        : slot.start;
    openCreate({
      start,
      end: view === 'month' ? undefined : slot.end,
      ...(resourceId && resourceMode === 'professional' && resourceId !== 'none'
        ? { professionalId: resourceId }
        : {}),
      ...(resourceId && resourceMode === 'space' && resourceId !== 'none' ? { spaceId: resourceId } : {}),
    });
  };
  // A click (or Enter) on an appointment opens its quick view; editing is one of its actions.
  const [quick, setQuick] = useState<string | null>(null);
  const openEvent = (event: CalendarEvent) => setQuick(event.id);

  // ---- drag to move or resize: optimistic, rolled back on 409 ----
  const [askOutside, setAskOutside] = useState<{
    id: string;
    body: AppointmentUpdate;
    previous: CalendarRange | undefined;
    reasons: OutsideScheduleReason[];
  } | null>(null);

  const sendMove = async (id: string, body: AppointmentUpdate, previous: CalendarRange | undefined) => {
    try {
      const saved = await updateAppointment(id, body);
      const start = toWallClock(saved.starts_at, timeZone);
      notify(
        t('appointments.calendar.moved', {
          date: formatDate(saved.starts_at, timeZone),
          time: formatTime(start),
        }),
        'success',
      );
      setAskOutside(null);
      await queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });
    } catch (error) {
      const problem = bookingProblem(error);
      if (problem?.kind === 'outside_schedule' && !body.confirm_outside_schedule) {
        setAskOutside({ id, body, previous, reasons: problem.reasons });
        return;
      }
      setAskOutside(null);
      queryClient.setQueryData(rangeKey, previous);
      if (problem?.kind === 'double_booking') {
        const moved = previous?.items.find((a) => a.id === id);
        const professional =
          (body.professional_id && professionals.data?.find((p) => p.id === body.professional_id)) || null;
        notify(
          problem.resource === 'space'
            ? t('appointments.conflict.space', conflictTimes(problem, timeZone))
            : t('appointments.conflict.professional', {
                ...conflictTimes(problem, timeZone),
                professional: professional
                  ? `${professional.first_name} ${professional.surname}`
                  : ((moved && previous?.professionals[moved.professional_id]?.name) ?? ''),
              }),
          'error',
        );
      } else showSaveError(error, t);
    }
  };

  const move = ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
    const a = event.appointment;
    const startsAt = fromWallClock(new Date(start), timeZone);
    const endsAt = fromWallClock(new Date(end), timeZone);
    const body: AppointmentUpdate = { confirm_outside_schedule: false };
    if (startsAt !== new Date(a.starts_at).toISOString()) body.starts_at = startsAt;
    if (endsAt !== new Date(a.ends_at).toISOString()) body.ends_at = endsAt;
    const target = typeof resourceId === 'string' ? resourceId : undefined;
    let newSpace: string | null | undefined;
    if (dayResources && target && target !== event.resourceId) {
      if (resourceMode === 'professional') body.professional_id = target;
      else body.space_id = newSpace = target === 'none' ? null : target;
    }
    if (Object.keys(body).length === 1) return;
    const previous = queryClient.getQueryData<CalendarRange>(rangeKey);
    queryClient.setQueryData<CalendarRange>(
      rangeKey,
      (old) =>
        old && {
          ...old,
          items: old.items.map((x) =>
            x.id === a.id
              ? {
                  ...x,
                  starts_at: body.starts_at ?? x.starts_at,
                  ends_at: body.ends_at ?? x.ends_at,
                  professional_id: body.professional_id ?? x.professional_id,
                  space_id: newSpace === undefined ? x.space_id : newSpace,
                }
              : x,
          ),
        },
    );
    void sendMove(a.id, body, previous);
  };

  // ---- paint timing (performance test) ----
  useEffect(() => {
    if (appointments.data) markPainted();
  }, [appointments.data]);

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

  const components = useMemo(
    () => ({
      // The library's header is a columnheader inside a button, outside any row (axe): plain text here.
      header: ({ label }: { label: string }) => <span>{label}</span>,
      // One text node per event (hundreds in a week view); the day and week views draw theirs in
      // CalendarEventWrapper.
      event: ({ event }: { event: CalendarEvent }) => event.title,
    }),
    [],
  );

  const calendarComponents = useMemo(
    () => ({ ...components, ...unavailable.components }),
    [components, unavailable.components],
  );

  const culture = i18n.language.startsWith('pt') ? 'pt' : 'en-GB';
  const { start: shownStart, end: shownEnd } = visibleDays(view, date);
  const dateLocale = culture === 'pt' ? pt : enGB;
  const rawTitle =
    view === 'day'
      ? formatDateFns(date, culture === 'pt' ? "EEEE, d 'de' MMMM 'de' yyyy" : 'EEEE, d MMMM yyyy', {
          locale: dateLocale,
        })
      : view === 'week'
        ? `${formatDateFns(shownStart, 'dd/MM')} – ${formatDateFns(new Date(shownEnd.getTime() - 1), 'dd/MM/yyyy')}`
        : formatDateFns(date, culture === 'pt' ? "LLLL 'de' yyyy" : 'LLLL yyyy', { locale: dateLocale });
  const title = rawTitle.charAt(0).toUpperCase() + rawTitle.slice(1);

  const professionalOptions = (professionals.data ?? []).map((p) => ({
    id: p.id,
    name: `${p.first_name} ${p.surname}`,
  }));
  const spaces = (clinic.data?.spaces ?? []).filter((s) => s.active);

  return (
    <>
      <PageHeader
        title={t('appointments.calendar.title')}
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                const now = toWallClock(new Date(), timeZone);
                // The next whole hour, within the day's usual hours (09:00 before opening, 19:00 after).
                const hour = Math.min(Math.max(now.getHours() + 1, 9), 19);
                const start = new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour);
                openCreate({ start, end: new Date(start.getTime() + 60 * 60_000) });
              }}
            >
              {t('appointments.new')}
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        {staff ? (
          <Box
            role="group"
            aria-label={t('appointments.calendar.filters')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            {canReadClinics ? (
              <FilterSelect
                label={t('appointments.fields.clinic')}
                value={clinics.data?.some((c) => c.id === clinicId) ? clinicId : ''}
                onChange={(clinic) => set({ clinic, space: null })}
                options={(clinics.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            ) : null}
            {professionalOptions.length ? (
              <Box sx={{ '& .MuiInputBase-root': { minHeight: 40 }, '& .MuiSelect-select': { py: '8.5px' } }}>
                <MultiSelectField
                  label={t('appointments.calendar.professionals')}
                  allLabel={t('appointments.fields.allProfessionals')}
                  options={professionalOptions}
                  value={selectedProfessionals}
                  onChange={(ids) =>
                    set({ professionals: ids.filter(Boolean).join(',') || (professionalUser ? 'all' : null) })
                  }
                />
              </Box>
            ) : null}
            <FilterSelect
              label={t('appointments.fields.space')}
              value={spaces.some((s) => s.id === spaceId) ? spaceId : ''}
              onChange={(space) => set({ space: space || null })}
              allLabel={t('appointments.calendar.allSpaces')}
              options={spaces.map((s) => ({ value: s.id, label: s.name }))}
            />
            <FilterSelect
              label={t('appointments.fields.state')}
              value={stateFilter}
              onChange={(state) => set({ state: state || null })}
              allLabel={t('appointments.states.all')}
              options={appointmentStates.map((s) => ({ value: s, label: t(`appointments.states.${s}`) }))}
            />
            <FilterSelect
              label={t('appointments.calendar.colourBy')}
              value={colourMode}
              onChange={(colour) => set({ colour: colour === 'professional' ? null : colour })}
              options={colourModes.map((m) => ({
                value: m,
                label: t(`appointments.calendar.colourModes.${m}`),
              }))}
            />
          </Box>
        ) : null}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" size="small" onClick={() => set({ date: null })}>
              {t('appointments.calendar.today')}
            </Button>
            <IconButton
              aria-label={t('appointments.calendar.previous')}
              onClick={() => set({ date: isoDay(stepDate(view, date, -1)) })}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label={t('appointments.calendar.next')}
              onClick={() => set({ date: isoDay(stepDate(view, date, 1)) })}
            >
              <ChevronRight />
            </IconButton>
            <Typography
              component="h2"
              variant="h6"
              aria-live="polite"
              sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }}
            >
              {title}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {dayResources ? (
              <ToggleButtonGroup
                size="small"
                exclusive
                sx={toggleSx}
                value={resourceMode}
                aria-label={t('appointments.calendar.resources')}
                onChange={(_, v: ResourceMode | null) =>
                  v && set({ resources: v === 'professional' ? null : v })
                }
              >
                {resourceModes.map((m) => (
                  <ToggleButton key={m} value={m}>
                    {t(`appointments.calendar.resourceModes.${m}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            ) : null}
            <ToggleButtonGroup
              size="small"
              exclusive
              sx={toggleSx}
              value={view}
              aria-label={t('appointments.calendar.title')}
              onChange={(_, v: CalendarView | null) => v && set({ view: v })}
            >
              {calendarViews.map((v) => (
                <ToggleButton key={v} value={v}>
                  {t(`appointments.calendar.views.${v}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </Stack>
        {appointments.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void appointments.refetch()}>
                {t('appointments.calendar.retry')}
              </Button>
            }
          >
            {t('appointments.calendar.loadError')}
          </Alert>
        ) : null}
        {canUpdate ? (
          <Typography variant="body2" color="text.secondary">
            {t('appointments.calendar.keyboardHint')}
          </Typography>
        ) : null}
        <CalendarFrame busy={appointments.isFetching}>
          <DnDCalendar
            localizer={localizer}
            culture={culture}
            messages={messages}
            formats={formats}
            events={events}
            backgroundEvents={unavailable.backgroundEvents}
            resources={resources}
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
            view={view}
            views={['day', 'week', 'month']}
            onView={(v) => set({ view: v })}
            date={date}
            onNavigate={(d) => set({ date: isoDay(d) })}
            toolbar={false}
            min={min}
            max={max}
            step={15}
            timeslots={4}
            getNow={() => toWallClock(new Date(), timeZone)}
            scrollToTime={min}
            selectable={canCreate}
            onSelectSlot={onSelectSlot}
            onSelectEvent={openEvent}
            onKeyPressEvent={(event, e) => {
              const key = (e as unknown as React.KeyboardEvent).key;
              if (key === 'Enter' || key === ' ') {
                e.preventDefault();
                openEvent(event);
              }
            }}
            onDrillDown={(d) => set({ date: isoDay(d), view: 'day' })}
            draggableAccessor={(e) => canUpdate && e.appointment.state === 'scheduled'}
            resizableAccessor={(e) => canUpdate && e.appointment.state === 'scheduled'}
            onEventDrop={move}
            onEventResize={move}
            eventPropGetter={eventPropGetter}
            slotPropGetter={slotPropGetter}
            components={calendarComponents}
            popup
            showMultiDayTimes
            dayLayoutAlgorithm="overlap"
            style={{ height: view === 'month' ? 720 : 'calc(100vh - 200px)', minHeight: 560 }}
          />
        </CalendarFrame>
        {!staff ? null : (
          <Typography variant="body2">
            <Link component={RouterLink} to="/appointments">
              {t('routes.appointments')}
            </Link>
          </Typography>
        )}
      </Stack>
      <AppointmentQuickView
        appointmentId={quick}
        timeZone={timeZone}
        onClose={() => setQuick(null)}
        onEdit={(appointment) => {
          setQuick(null);
          setDialog({ appointment });
        }}
      />
      <AppointmentFormDialog
        open={dialog !== null}
        appointment={dialog?.appointment}
        draft={dialog?.draft}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={askOutside !== null}
        title={t('appointments.conflict.outsideTitle')}
        body={
          <>
            {t('appointments.conflict.outsideBody')}
            <Box component="ul" sx={{ pl: 2, mb: 0 }}>
              {askOutside?.reasons.map((r) => (
                <li key={r}>{t(`appointments.conflict.reasons.${r}`)}</li>
              ))}
            </Box>
          </>
        }
        confirmLabel={t('appointments.conflict.outsideConfirm')}
        onConfirm={() => {
          if (askOutside)
            void sendMove(
              askOutside.id,
              { ...askOutside.body, confirm_outside_schedule: true },
              askOutside.previous,
            );
        }}
        onCancel={() => {
          if (askOutside) queryClient.setQueryData(rangeKey, askOutside.previous);
          setAskOutside(null);
        }}
      />
    </>
  );
}

const workingSlot = {};
const offHoursSlot = { className: 'clinica-off-hours' };

/** The unselected buttons' grey is too faint on the page's background (contrast). */
const toggleSx = { '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } } as const;

/** The calendar's frame: the app's font and colours over react-big-calendar's defaults. */
function CalendarFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Box
      aria-busy={busy}
      sx={(theme) => ({
        bgcolor: 'background.paper',
        borderRadius: 1,
        overflowX: 'auto',
        '& .rbc-calendar': { minWidth: 320, fontFamily: theme.typography.fontFamily },
        '& .clinica-off-hours': { bgcolor: theme.palette.grey[100] },
        '& .rbc-today': { bgcolor: 'rgba(0, 105, 92, 0.06)' },
        '& .rbc-current-time-indicator': { bgcolor: theme.palette.error.main, height: '2px' },
        // Hundreds of events in a week (issue 7 §9): their text never wraps (a narrow column would
        // break every word onto its own line); the times and the title are two lines of one text node,
        // so an event in the day and week views is a plain block (the library's is a wrapping flexbox).
        '& .rbc-event': {
          fontSize: '0.8rem',
          lineHeight: 1.25,
          whiteSpace: 'pre',
          border: '1px solid rgba(0,0,0,0.25)',
          // A finger held on an event readies a move (CalendarEventWrapper): no text selection or
          // callout menu may take the touch instead.
          userSelect: 'none',
          WebkitUserSelect: 'none',
          WebkitTouchCallout: 'none',
        },
        '& .rbc-day-slot .rbc-event': { display: 'block', textOverflow: 'ellipsis' },
        // The resize edges (CalendarEventWrapper): a cursor and a mark, drawn only under the pointer.
        '& .clinica-resizable:hover::before, & .clinica-resizable:hover::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          right: 0,
          height: '4px',
          cursor: 'ns-resize',
          background: 'linear-gradient(currentColor, currentColor) center / 12px 2px no-repeat',
        },
        '& .clinica-resizable:hover::before': { top: 0 },
        '& .clinica-resizable:hover::after': { bottom: 0 },
        '& .clinica-resizable.rbc-event-continues-earlier::before, & .clinica-resizable.rbc-event-continues-later::after':
          { display: 'none' },
        '& .rbc-event:focus-visible': {
          outline: `3px solid ${theme.palette.primary.dark}`,
          outlineOffset: 1,
        },
        '& .rbc-header': { fontWeight: 500, py: 0.5 },
        '& .rbc-time-slot .rbc-label, & .rbc-label': { color: theme.palette.text.secondary },
        '& .rbc-button-link': { color: theme.palette.text.primary },
        // Appointments are never all-day: the empty all-day row (a "row" without cells) stays hidden.
        '& .rbc-time-header .rbc-allday-cell': { display: 'none' },
      })}
    >
      {children}
    </Box>
  );
}
