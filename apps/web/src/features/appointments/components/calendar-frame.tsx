import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The calendar's frame: the app's font and colours over react-big-calendar's defaults. */
export function CalendarFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  // The time grid scrolls: a keyboard reaches it (and scrolls it) even on a week with no appointment to
  // focus, or while they load (axe: scrollable-region-focusable). The grid is redrawn with each view.
  useEffect(() => {
    for (const grid of frame.current?.querySelectorAll<HTMLElement>('.rbc-time-content') ?? []) {
      if (grid.tabIndex === 0) continue;
      grid.tabIndex = 0;
      grid.setAttribute('role', 'group');
      grid.setAttribute('aria-label', t('appointments.calendar.timeGrid'));
    }
  });
  return (
    <Box
      ref={frame}
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
        '& .rbc-day-slot .rbc-event': { display: 'block', textOverflow: 'ellipsis', minHeight: 24 },
        // An hour is 72 px: a 20-minute appointment is 24 px tall, the least a finger or a pointer can
        // be sure to hit (WCAG 2.2 target size); a shorter one is drawn 24 px tall all the same.
        '& .rbc-timeslot-group': { minHeight: 72 },
        // A phone's month cell: the number of appointments, a button to the day (month-day-count.tsx).
        '& .clinica-day-count': {
          display: 'block',
          minWidth: 28,
          height: 28,
          mx: 'auto',
          mt: 0.5,
          px: 0.5,
          border: 0,
          borderRadius: 14,
          bgcolor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          font: 'inherit',
          fontSize: '0.8rem',
          fontWeight: 500,
          cursor: 'pointer',
        },
        '& .clinica-day-count:focus-visible': {
          outline: `3px solid ${theme.palette.primary.dark}`,
          outlineOffset: 1,
        },
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
        '& .rbc-event:focus-visible, & .rbc-time-content:focus-visible': {
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
