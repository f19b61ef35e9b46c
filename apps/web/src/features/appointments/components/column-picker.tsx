import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { allColumns } from '../calendar-defaults';
import type { ResourceMode } from '../hooks/use-calendar-address';
import type { Resource } from '../hooks/use-calendar-events';

export interface ColumnPickerProps {
  columns: readonly Resource[];
  /** The column shown; null: all of them, side by side. */
  shown: Resource | null;
  resourceMode: ResourceMode;
  onChange: (id: string) => void;
}

/**
 * A phone's day, one professional (or room) at a time: arrows to the one before and after, and a list
 * of them all with «all, side by side». A plain <select>: the phone's own picker, and no menu to load.
 */
export function ColumnPicker({ columns, shown, resourceMode, onChange }: ColumnPickerProps) {
  const { t } = useTranslation();
  const at = shown ? columns.findIndex((c) => c.id === shown.id) : -1;
  const before = at > 0 ? columns[at - 1] : undefined;
  const after = shown && at < columns.length - 1 ? columns[at + 1] : undefined;
  const arrow = (column: Resource | undefined, icon: ReactNode) => (
    // Kept in place at either end, unseen, so the list does not move under the finger.
    <IconButton
      sx={column ? undefined : { visibility: 'hidden' }}
      aria-label={column ? t('appointments.calendar.showColumn', { name: column.title }) : undefined}
      onClick={() => column && onChange(column.id)}
    >
      {icon}
    </IconButton>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {arrow(before, <ChevronLeft />)}
      <Box
        component="select"
        aria-label={t(`appointments.calendar.shownColumn.${resourceMode}`)}
        value={shown?.id ?? allColumns}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          minHeight: 40,
          px: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: `1px solid ${theme.palette.grey[400]}`,
          borderRadius: 1,
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 1 },
        })}
      >
        {columns.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
        <option value={allColumns}>{t('appointments.calendar.allColumns')}</option>
      </Box>
      {arrow(after, <ChevronRight />)}
    </Stack>
  );
}
