import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weekdays, type Weekday } from '@clinica/contracts/week';
import { translateMessage } from '../../../lib/validation-messages';
import type { AppointmentForm } from '../hooks/use-appointment-form';
import type { SaveAppointment } from '../hooks/use-save-appointment';
import { SeriesPreviewList } from './series-preview-list';

export interface AppointmentRepeatSectionProps {
  form: AppointmentForm;
  saving: SaveAppointment;
  /** Checks the form, then asks the server what the series would be. */
  onPreview: () => void;
}

/**
 * Repeat weekly (creating only): every N weeks on the chosen weekdays, a number of times or until a
 * day; the preview lists every occurrence and its conflicts before anything is created. Changing the
 * rule drops a preview that no longer says what would be created.
 */
export function AppointmentRepeatSection({ form, saving, onPreview }: AppointmentRepeatSectionProps) {
  const { t } = useTranslation();
  const { control } = form.form;
  const [repeat, endMode] = useWatch({ control, name: ['repeat', 'end_mode'] });
  const message = (text: string | undefined) => translateMessage(t, text);
  /** A change to the rule: the preview no longer says what would be created. */
  const ruleChange =
    <T,>(onChange: (value: T) => void) =>
    (value: T) => {
      onChange(value);
      saving.clearPreview();
    };

  return (
    <>
      <Divider />
      <Controller
        control={control}
        name="repeat"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => ruleChange(field.onChange)(e.target.checked)}
              />
            }
            label={t('appointments.repeat.enable')}
          />
        )}
      />
      {repeat ? (
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name="interval_weeks"
              render={({ field }) => (
                <TextField
                  select
                  label={t('appointments.repeat.every')}
                  value={field.value}
                  onChange={(e) => ruleChange(field.onChange)(e.target.value)}
                  sx={{ width: 160 }}
                >
                  {Array.from({ length: 12 }, (_, i) => String(i + 1)).map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="weekdays"
              render={({ field, fieldState }) => (
                <Box role="group" aria-labelledby="repeat-weekdays-label">
                  <Typography
                    id="repeat-weekdays-label"
                    variant="caption"
                    color="text.secondary"
                    component="div"
                  >
                    {t('appointments.repeat.weekdays')}
                  </Typography>
                  <ToggleButtonGroup
                    size="small"
                    value={field.value}
                    onChange={(_, value: Weekday[]) =>
                      ruleChange(field.onChange)(weekdays.filter((d) => value.includes(d)))
                    }
                    sx={{ flexWrap: 'wrap' }}
                  >
                    {weekdays.map((d) => (
                      <ToggleButton key={d} value={d} sx={{ minWidth: 44 }}>
                        {t(`appointments.weekdays.${d}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  {fieldState.error ? (
                    <Typography variant="caption" color="error" component="div">
                      {message(fieldState.error.message)}
                    </Typography>
                  ) : null}
                </Box>
              )}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Controller
              control={control}
              name="end_mode"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-label={t('appointments.repeat.ends')}
                  value={field.value}
                  onChange={(e) => ruleChange(field.onChange)(e.target.value)}
                >
                  <FormControlLabel
                    value="count"
                    control={<Radio />}
                    label={t('appointments.repeat.byCount')}
                  />
                  <FormControlLabel
                    value="until"
                    control={<Radio />}
                    label={t('appointments.repeat.byDate')}
                  />
                </RadioGroup>
              )}
            />
            {endMode === 'count' ? (
              <Controller
                control={control}
                name="count"
                render={({ field, fieldState }) => (
                  <TextField
                    label={t('appointments.repeat.count')}
                    value={field.value}
                    onChange={(e) => ruleChange(field.onChange)(e.target.value)}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    error={Boolean(fieldState.error)}
                    helperText={message(fieldState.error?.message)}
                    sx={{ width: 200 }}
                  />
                )}
              />
            ) : (
              <Controller
                control={control}
                name="until_date"
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={t('appointments.repeat.until')}
                    value={field.value}
                    format="dd/MM/yyyy"
                    onChange={ruleChange(field.onChange)}
                    slotProps={{
                      textField: {
                        error: Boolean(fieldState.error),
                        helperText: message(fieldState.error?.message),
                      },
                    }}
                  />
                )}
              />
            )}
            <Button variant="outlined" disabled={saving.previewPending} onClick={onPreview}>
              {t('appointments.repeat.preview')}
            </Button>
          </Box>
          {saving.preview ? (
            <Controller
              control={control}
              name="skip_conflicts"
              render={({ field }) => (
                <SeriesPreviewList
                  preview={saving.preview!}
                  skipConflicts={field.value}
                  onSkipConflicts={field.onChange}
                />
              )}
            />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
