import { useCallback, useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import type { Me } from '@clinica/contracts/auth';
import { shownProfessionals, startingView } from '../calendar-defaults';
import { colourModes, type ColourMode } from '../colours';
import { calendarViews, type CalendarView } from '../time';

export const resourceModes = ['professional', 'space'] as const;
export type ResourceMode = (typeof resourceModes)[number];

/** Changes to the address: a value sets the parameter, null (or '') removes it. */
export type SetAddress = (changes: Record<string, string | null>) => void;

const isView = (v: string | null): v is CalendarView =>
  (calendarViews as readonly string[]).includes(v ?? '');
const isColourMode = (v: string | null): v is ColourMode =>
  (colourModes as readonly string[]).includes(v ?? '');

/**
 * The calendar's state in the address (view, date, filters, colours, columns): a link or a reload
 * shows the same calendar. Missing parameters take the user's defaults (calendar-defaults.ts).
 */
export function useCalendarAddress(user: Me | null) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useSearchParams();

  const view: CalendarView = isView(search.get('view'))
    ? (search.get('view') as CalendarView)
    : startingView(user?.type, phone);
  const colourMode: ColourMode = isColourMode(search.get('colour'))
    ? (search.get('colour') as ColourMode)
    : 'professional';
  const resourceMode: ResourceMode = search.get('resources') === 'space' ? 'space' : 'professional';
  const professionalsParam = search.get('professionals');
  const selectedProfessionals = useMemo(
    () => shownProfessionals(professionalsParam, user),
    [professionalsParam, user],
  );
  const set = useCallback<SetAddress>(
    (changes) =>
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

  return {
    view,
    colourMode,
    resourceMode,
    clinicParam: search.get('clinic') ?? '',
    selectedProfessionals,
    spaceId: search.get('space') ?? '',
    stateFilter: search.get('state') ?? '',
    dateParam: search.get('date'),
    /** A phone's day: the one column shown (`all`: every column), calendar-defaults.ts `phoneColumn`. */
    column: search.get('column'),
    /** `?book=<patient id>`: open the booking form for that patient. */
    bookFor: search.get('book'),
    set,
  };
}

export type CalendarAddress = ReturnType<typeof useCalendarAddress>;
