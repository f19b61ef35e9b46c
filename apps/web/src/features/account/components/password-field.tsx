import { useState, type ComponentProps } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

type Props = Omit<ComponentProps<typeof TextField>, 'type'> & { describedBy?: string };

/** A password field with a show/hide button; `describedBy` links extra help (the rules list) to it. */
export function PasswordField({ describedBy, slotProps, ...props }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const helperId = props.id && props.helperText ? `${props.id}-helper-text` : undefined;
  const describedByIds = [helperId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-describedby': describedByIds, ...(slotProps?.htmlInput ?? {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
