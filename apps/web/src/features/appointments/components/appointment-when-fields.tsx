import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { Controller, type ControllerFieldState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validation-messages';
import type { AppointmentForm } from '../hooks/use-appointment-form';

const timeProps = { ampm: false, format: 'HH:mm' } as const;

/**
 * When, and for how much: the day (typed dd/mm/aaaa or picked), the start and end times (the end moves
 * with the start), and the price (the service's, unless changed).
 */
export function AppointmentWhenFields({ form }: { form: AppointmentForm }) {
  const { t } = useTranslation();
  const { control } = form.form;
  const message = (text: string | undefined) => translateMessage(t, text);
  /** A picker's text field: required, and its error in the person's language. */
  const requiredText = (state: ControllerFieldState) => ({
    required: true,
    error: Boolean(state.error),
    helperText: message(state.error?.message),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
      <Controller
        control={control}
        name="date"
        render={({ field, fieldState }) => (
          <DatePicker
            label={t('appointments.fields.date')}
            value={field.value}
            format="dd/MM/yyyy"
            onChange={(value) => field.onChange(value)}
            slotProps={{ textField: requiredText(fieldState) }}
          />
        )}
      />
      <Controller
        control={control}
        name="starts_at"
        render={({ field, fieldState }) => (
          <TimePicker
            {...timeProps}
            label={t('appointments.fields.start')}
            value={field.value}
            onChange={form.changeStartTime}
            slotProps={{ textField: requiredText(fieldState) }}
          />
        )}
      />
      <Controller
        control={control}
        name="ends_at"
        render={({ field, fieldState }) => (
          <TimePicker
            {...timeProps}
            label={t('appointments.fields.end')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            slotProps={{ textField: requiredText(fieldState) }}
          />
        )}
      />
      <Controller
        control={control}
        name="price"
        render={({ field, fieldState }) => (
          <TextField
            label={t('appointments.fields.price')}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          />
        )}
      />
    </Box>
  );
}
