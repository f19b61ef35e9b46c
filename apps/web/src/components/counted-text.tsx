import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface CountedTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  max: number;
  error?: string;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  minRows?: number;
}

/**
 * Free text with a character counter (spec §5: «n / 5000»: evaluations, addenda, payments' notes); the limit stops typing past it. The counter
 * and any error are the field's description.
 */
export function CountedText({
  label,
  value,
  onChange,
  onBlur,
  max,
  error,
  disabled,
  name,
  required,
  minRows = 3,
}: CountedTextProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      multiline
      minRows={minRows}
      fullWidth
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      slotProps={{ htmlInput: { maxLength: max } }}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {t('editing.counter', { n: value.length, max })}
          </Box>
        </Box>
      }
    />
  );
}
