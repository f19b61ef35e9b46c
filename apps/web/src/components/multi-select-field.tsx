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
  allLabel,
}: {
  label: string;
  /** What an empty choice means, shown as the value (a filter: "Todos os profissionais"). */
  allLabel?: string;
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
          displayEmpty: allLabel !== undefined,
          renderValue: (selected) =>
            (selected as string[]).length === 0 && allLabel !== undefined
              ? allLabel
              : (selected as string[])
                  .map((id) => names.get(id))
                  .filter(Boolean)
                  .join(', '),
        },
        // With an empty choice shown as "all", the label sits above the field like every other filter's.
        inputLabel: allLabel !== undefined ? { shrink: true } : undefined,
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
