import ListItemIcon from '@mui/material/ListItemIcon';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Option {
  id: string;
  name: string;
}

/** A select of several options (clinics, specialties), with a tick per option. */
export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  helperText,
  error,
  disabled,
}: {
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}) {
  const names = new Map(options.map((o) => [o.id, o.name]));
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      error={error}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(typeof next === 'string' ? next.split(',') : (next as string[]));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[])
              .map((id) => names.get(id))
              .filter(Boolean)
              .join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {/* An icon, not a checkbox: the option itself is what is selected (aria-selected). */}
          <ListItemIcon aria-hidden="true">
            {value.includes(option.id) ? (
              <CheckBoxIcon fontSize="small" color="primary" />
            ) : (
              <CheckBoxOutlineBlank fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
