import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { PageHeader } from '../../../components/page-header';
import { hasPermission, useUser } from '../../../lib/session';
import { allColumns } from '../calendar-defaults';
import { CalendarSkeleton } from '../components/calendar-skeleton';
import { CalendarFilters } from '../components/calendar-filters';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { ColumnPicker } from '../components/column-picker';
import { useCalendarAddress } from '../hooks/use-calendar-address';
import { useCalendarDialogs } from '../hooks/use-calendar-dialogs';
import { useCalendarEvents } from '../hooks/use-calendar-events';
import { useCalendarLookups } from '../hooks/use-calendar-lookups';
import { useCalendarMoves } from '../hooks/use-calendar-moves';
import { useCalendarRange } from '../hooks/use-calendar-range';
import { useCalendarStyles } from '../hooks/use-calendar-styles';
import { usePhoneColumn } from '../hooks/use-phone-column';
import { useUnavailable } from '../hooks/use-unavailable';
import { isoDay, parseIsoDay, toWallClock } from '../time';

// The booking form and the quick view load when first opened, not with the calendar: a phone on a
// slow network draws the day first (issue 22, item 8). Once loaded they stay mounted, so they close
// with their transition.
const AppointmentFormDialog = lazy(async () => ({
  default: (await import('../components/appointment-form-dialog')).AppointmentFormDialog,
}));
const AppointmentQuickView = lazy(async () => ({
  default: (await import('../components/quick-view')).AppointmentQuickView,
}));
// The grid (react-big-calendar) is its own chunk, so the page's toolbar and an empty grid paint while it
// loads (issue 42); the dialog a refused move asks loads with the first refusal.
const AppointmentsCalendar = lazy(async () => ({
  default: (await import('../components/appointments-calendar')).AppointmentsCalendar,
}));
const OutsideScheduleDialog = lazy(async () => ({
  default: (await import('../components/outside-schedule-dialog')).OutsideScheduleDialog,
}));

/** True from the first time `open` is, so a lazily loaded dialog mounts once it is needed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * /calendar: day, week and month views of the clinic's appointments (react-big-calendar with drag
 * and drop). Filters, view and date live in the address; only the visible range is read (the
 * unpaginated range read). A drag moves at once and rolls back when the server refuses; every drag has
 * a keyboard alternative — an event opens its quick view, and from there the edit dialog (WCAG 2.5.7).
 */
export function CalendarPage({
  invoicing,
  headerActions,
}: {
  /** The quick view's invoicing state and actions (composed in app/: a feature never imports another). */
  invoicing?: (appointment: AppointmentDetail, timeZone: string) => ReactNode;
  /** Beside «Nova marcação» (app/: the booking requests' «Pedidos»). */
  headerActions?: ReactNode;
} = {}) {
  const { t } = useTranslation();
  const user = useUser();
  const staff = user?.type !== 'patient';
  const canCreate = hasPermission(user, 'appointments', 'create');
  const canUpdate = hasPermission(user, 'appointments', 'update');

  const theme = useTheme();
  // A phone: filters behind one button, three days for a week, counts in a month's cells.
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const address = useCalendarAddress(user);
  const { view, resourceMode, selectedProfessionals, spaceId, set } = address;
  const lookups = useCalendarLookups(user, address.clinicParam);
  const { clinicId, timeZone } = lookups;
  const date = parseIsoDay(address.dateParam) ?? toWallClock(new Date(), timeZone);

  const { range, rangeKey, appointments } = useCalendarRange({
    view,
    date,
    timeZone,
    clinicId: lookups.canReadClinics ? clinicId : '',
    spaceId,
    stateFilter: address.stateFilter,
    selectedProfessionals,
    enabled: lookups.settled,
    compact,
  });
  const shown = { view, date, staff, resourceMode, selectedProfessionals };
  const {
    dayResources,
    events: allEvents,
    resources: allResources,
    min,
    max,
  } = useCalendarEvents({
    appointments,
    lookups,
    ...shown,
  });
  const pickable = compact && dayResources && (allResources?.length ?? 0) > 1;
  const { column, resources, events } = usePhoneColumn({
    pickable,
    columns: allResources,
    events: allEvents,
    param: address.column,
  });
  const { slotPropGetter, eventPropGetter } = useCalendarStyles({
    schedules: lookups.schedules.data,
    professionals: lookups.professionals.data,
    staff,
    dayResources,
    resourceMode,
    selectedProfessionals,
    colourMode: address.colourMode,
  });
  const unavailable = useUnavailable({
    range,
    clinicId,
    timeZone,
    resources,
    resourceMode,
    shownProfessionals: selectedProfessionals,
    professionals: lookups.professionals.data,
    min,
    max,
  });
  const dialogs = useCalendarDialogs({
    canCreate,
    timeZone,
    clinicId,
    spaceId,
    bookFor: address.bookFor,
    set,
    ...shown,
  });
  // Stable, so the calendar's header and «+N mais» components keep their identity between renders.
  // A phone's month counts everyone's appointments: the day they open shows everyone's too.
  const drillDown = useCallback(
    (d: Date) => set({ date: isoDay(d), view: 'day', column: compact ? allColumns : null }),
    [set, compact],
  );
  const quickOpened = useOpenedOnce(dialogs.quick !== null);
  const formOpened = useOpenedOnce(dialogs.dialog !== null);
  const moves = useCalendarMoves({
    rangeKey,
    timeZone,
    professionals: lookups.professionals.data,
    dayResources,
    resourceMode,
  });
  const outsideOpened = useOpenedOnce(moves.askOutside !== null);

  return (
    <>
      <PageHeader
        title={t('appointments.calendar.title')}
        actions={
          headerActions || canCreate ? (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {headerActions}
              {canCreate ? (
                <Button variant="contained" startIcon={<AddIcon />} onClick={dialogs.openNew}>
                  {t('appointments.new')}
                </Button>
              ) : null}
            </Stack>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        {staff ? (
          <CalendarFilters
            address={address}
            lookups={lookups}
            professionalUser={user?.type === 'professional'}
            compact={compact}
          />
        ) : null}
        <CalendarToolbar
          view={view}
          date={date}
          dayResources={dayResources}
          resourceMode={resourceMode}
          set={set}
          compact={compact}
        />
        {pickable && allResources ? (
          <ColumnPicker
            columns={allResources}
            shown={column}
            resourceMode={resourceMode}
            onChange={(id) => set({ column: id })}
          />
        ) : compact && dayResources && !lookups.settled ? (
          // The picker's place while the professionals load, so the grid does not move down under it.
          <Box sx={{ minHeight: 40 }} />
        ) : null}
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
          // The keyboard's way to move an appointment: not for a touch screen, whose finger drags.
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ '@media (hover: none) and (pointer: coarse)': { display: 'none' } }}
          >
            {t('appointments.calendar.keyboardHint')}
          </Typography>
        ) : null}
        <Suspense fallback={<CalendarSkeleton view={view} />}>
          <AppointmentsCalendar
            busy={appointments.isFetching}
            canUpdate={canUpdate}
            events={events}
            compact={compact}
            backgroundEvents={unavailable.backgroundEvents}
            dayHeaders={unavailable.components}
            resources={resources}
            view={view}
            onView={(v) => set({ view: v })}
            date={date}
            onNavigate={(d) => set({ date: isoDay(d) })}
            onDrillDown={drillDown}
            min={min}
            max={max}
            scrollToTime={min}
            getNow={() => toWallClock(new Date(), timeZone)}
            selectable={canCreate}
            onSelectSlot={dialogs.onSelectSlot}
            onSelectEvent={dialogs.openEvent}
            onMove={moves.move}
            eventPropGetter={eventPropGetter}
            slotPropGetter={slotPropGetter}
          />
        </Suspense>
        {!staff ? null : (
          <Typography variant="body2">
            <Link component={RouterLink} to="/appointments">
              {t('routes.appointments')}
            </Link>
          </Typography>
        )}
      </Stack>
      <Suspense fallback={null}>
        {quickOpened ? (
          <AppointmentQuickView
            appointmentId={dialogs.quick}
            timeZone={timeZone}
            onClose={dialogs.closeQuick}
            onEdit={dialogs.edit}
            invoicing={invoicing}
          />
        ) : null}
        {formOpened ? (
          <AppointmentFormDialog
            open={dialogs.dialog !== null}
            appointment={dialogs.dialog?.appointment}
            draft={dialogs.dialog?.draft}
            timeZone={timeZone}
            onClose={dialogs.closeDialog}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {outsideOpened ? (
          <OutsideScheduleDialog
            ask={moves.askOutside}
            onConfirm={moves.confirmOutside}
            onCancel={moves.cancelOutside}
          />
        ) : null}
      </Suspense>
    </>
  );
}
