import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { format as formatDateFns } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { pt } from 'date-fns/locale/pt';
import { useTranslation } from 'react-i18next';
import { resourceModes, type ResourceMode, type SetAddress } from '../hooks/use-calendar-address';
import { calendarViews, isoDay, stepDate, visibleDays, type CalendarView } from '../time';

/** The unselected buttons' grey is too faint on the page's background (contrast). */
const toggleSx = { '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } } as const;

export interface CalendarToolbarProps {
  view: CalendarView;
  date: Date;
  /** The day view has a column per professional or per room. */
  dayResources: boolean;
  resourceMode: ResourceMode;
  set: SetAddress;
  /** A phone: the week view is three days. */
  compact?: boolean;
}

/** The days shown, in words: a day in full, a week as dd/MM – dd/MM/yyyy, a month and its year. */
function useRangeTitle(view: CalendarView, date: Date, compact: boolean): string {
  const { i18n } = useTranslation();
  const portuguese = i18n.language.startsWith('pt');
  const { start: shownStart, end: shownEnd } = visibleDays(view, date, compact);
  const dateLocale = portuguese ? pt : enGB;
  const rawTitle =
    view === 'day'
      ? formatDateFns(date, portuguese ? "EEEE, d 'de' MMMM 'de' yyyy" : 'EEEE, d MMMM yyyy', {
          locale: dateLocale,
        })
      : view === 'week'
        ? `${formatDateFns(shownStart, 'dd/MM')} – ${formatDateFns(new Date(shownEnd.getTime() - 1), 'dd/MM/yyyy')}`
        : formatDateFns(date, portuguese ? "LLLL 'de' yyyy" : 'LLLL yyyy', { locale: dateLocale });
  return rawTitle.charAt(0).toUpperCase() + rawTitle.slice(1);
}

/** Today, previous, next and the range's title; the day view's columns; the view. All in the address. */
export function CalendarToolbar({
  view,
  date,
  dayResources,
  resourceMode,
  set,
  compact = false,
}: CalendarToolbarProps) {
  const { t } = useTranslation();
  const title = useRangeTitle(view, date, compact);
  return (
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
          onClick={() => set({ date: isoDay(stepDate(view, date, -1, compact)) })}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label={t('appointments.calendar.next')}
          onClick={() => set({ date: isoDay(stepDate(view, date, 1, compact)) })}
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
            onChange={(_, v: ResourceMode | null) => v && set({ resources: v === 'professional' ? null : v })}
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
              {t(`appointments.calendar.views.${compact && v === 'week' ? 'threeDays' : v}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
