import Box from '@mui/material/Box';
import type { CalendarView } from '../time';

/**
 * The calendar's place while its grid's code loads (issue 42): the same size as the grid, with the hour
 * lines it will have (72 px an hour, calendar-frame.tsx), so the page paints at once and nothing moves
 * when the grid arrives. Nothing in it to read: hidden from screen readers.
 */
export function CalendarSkeleton({ view }: { view: CalendarView }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        height: view === 'month' ? 720 : 'calc(100vh - 200px)',
        minHeight: 560,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: `1px solid ${theme.palette.divider}`,
        backgroundImage:
          view === 'month'
            ? 'none'
            : `repeating-linear-gradient(to bottom, transparent 0 71px, ${theme.palette.divider} 71px 72px)`,
        backgroundPosition: '0 40px',
      })}
    />
  );
}
