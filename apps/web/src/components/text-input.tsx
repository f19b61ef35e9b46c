import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/**
 * An outlined text field without TextField's select machinery (menu, popover, modal), for pages that
 * need no more than that. (The login route draws its fields without MUI: decision 008.)
 */
export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'endAdornment'
  | 'inputProps'
> {
  label: string;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextInput({ label, required, error, helperText, inputRef, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error ?? helperText;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={`${label}${required ? ' *' : ''}`}
        inputRef={inputRef}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
