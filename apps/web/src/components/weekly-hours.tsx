import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { weekdays, type Weekday } from '@clinica/contracts/clinics';

export interface WeeklyInterval {
  id: string;
  weekday: Weekday;
  start_time: string;
  end_time: string;
}

export interface WeeklyHoursEditing<T extends WeeklyInterval> {
  addLabel: string;
  /** Accessible name of a day's add button ("Adicionar intervalo a Terça-feira"). */
  addToLabel: (dayName: string) => string;
  /** Accessible name of an interval's remove button. */
  removeLabel: (interval: string, dayName: string) => string;
  onAdd: (day: Weekday) => void;
  onRemove: (interval: T) => void;
}

export interface WeeklyHoursProps<T extends WeeklyInterval> {
  /** Accessible name of the list. */
  label: string;
  intervals: readonly T[];
  dayName: (day: Weekday) => string;
  /** Shown on a day without intervals ("Fechado", "Não trabalha"). */
  emptyText: string;
  /** A line under the day's name (e.g. the clinic's opening hours that day). */
  hint?: (day: Weekday) => ReactNode;
  /** Without it the list is read-only. */
  editing?: WeeklyHoursEditing<T>;
  /** Prefix of the day labels' ids, unique on the page. */
  idPrefix: string;
}

const text = (i: WeeklyInterval) => `${i.start_time}–${i.end_time}`;

/**
 * The seven weekdays with their intervals (local wall-clock, 24 h): clinic opening hours and
 * professionals' working hours. Domain-neutral: every string comes in as a prop.
 */
export function WeeklyHours<T extends WeeklyInterval>({
  label,
  intervals,
  dayName,
  emptyText,
  hint,
  editing,
  idPrefix,
}: WeeklyHoursProps<T>) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {weekdays.map((day) => {
        const dayIntervals = intervals
          .filter((s) => s.weekday === day)
          .sort((a, b) => a.start_time.localeCompare(b.start_time));
        const name = dayName(day);
        const dayHint = hint?.(day);
        return (
          <Box
            component="li"
            key={day}
            sx={{
              display: 'grid',
              // A day with a hint (opening hours, other clinics) needs a wider first column.
              gridTemplateColumns: {
                xs: '1fr',
                sm: `${hint ? '18rem' : '10rem'} 1fr${editing ? ' auto' : ''}`,
              },
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <div>
              <Typography sx={{ fontWeight: 500 }} id={`${idPrefix}-${day}`}>
                {name}
              </Typography>
              {dayHint ? (
                <Typography variant="body2" color="text.secondary">
                  {dayHint}
                </Typography>
              ) : null}
            </div>
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-labelledby={`${idPrefix}-${day}`}
            >
              {dayIntervals.length === 0 ? (
                <Typography color="text.secondary">{emptyText}</Typography>
              ) : (
                dayIntervals.map((s) => (
                  <Box
                    key={s.id}
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 4,
                      pl: 1.5,
                      pr: editing ? 0 : 1.5,
                      minHeight: 34,
                      bgcolor: 'action.hover',
                    }}
                  >
                    <span>{text(s)}</span>
                    {editing ? (
                      <IconButton
                        size="small"
                        aria-label={editing.removeLabel(text(s), name)}
                        onClick={() => editing.onRemove(s)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Box>
                ))
              )}
            </Stack>
            {editing ? (
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => editing.onAdd(day)}
                aria-label={editing.addToLabel(name)}
                sx={{ justifySelf: { xs: 'start', sm: 'end' } }}
              >
                {editing.addLabel}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
