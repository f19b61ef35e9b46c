import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';

/** A list page's "new" button (page header): opens a dialog (`onClick`) or the creation page (`to`). */
export function NewButton({
  children,
  ...target
}: { children: ReactNode } & ({ onClick: () => void } | { to: string })) {
  return 'to' in target ? (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={target.to}>
      {children}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<AddIcon />} onClick={target.onClick}>
      {children}
    </Button>
  );
}

/** A list's filter: a small select with, when `allLabel` is given, a first choice `''` meaning "all". */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      {allLabel === undefined ? null : <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The choices of a status filter: active only, inactive only, all (`'true' | 'false' | 'all'`). */
export const activeOptions = (t: TFunction) => [
  { value: 'true', label: t('lists.activeOnly') },
  { value: 'false', label: t('lists.inactiveOnly') },
  { value: 'all', label: t('lists.all') },
];
