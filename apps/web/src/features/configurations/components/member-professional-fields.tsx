import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, type Option } from '../../../components/multi-select-field';
import { translateMessage } from '../../../lib/validation-messages';
import type { MemberValues } from './member-values';

/** A professional's own fields in the member dialog: specialties, default duration, commission, colour. */
export function MemberProfessionalFields({
  control,
  register,
  errors,
  specialties,
}: {
  control: Control<MemberValues>;
  register: UseFormRegister<MemberValues>;
  errors: FieldErrors<MemberValues>;
  specialties: Option[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="specialty_ids"
          render={({ field }) => (
            <MultiSelectField
              label={t('configurations.team.fields.specialty_ids')}
              options={specialties}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register('default_duration_minutes')}
          type="number"
          fullWidth
          label={t('configurations.team.fields.default_duration_minutes')}
          slotProps={{
            htmlInput: { min: 5, max: 600, step: 5 },
            input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
          }}
          error={Boolean(errors.default_duration_minutes)}
          helperText={errors.default_duration_minutes ? t('configurations.team.durationInvalid') : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register('commission_percent')}
          type="number"
          fullWidth
          label={t('configurations.team.fields.commission_percent')}
          slotProps={{
            htmlInput: { min: 0, max: 100, step: 0.5 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          error={Boolean(errors.commission_percent)}
          helperText={errors.commission_percent ? t('configurations.team.commissionInvalid') : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register('calendar_colour')}
          type="color"
          fullWidth
          label={t('configurations.team.fields.calendar_colour')}
          error={Boolean(errors.calendar_colour)}
          helperText={translateMessage(t, errors.calendar_colour?.message)}
          sx={{ '& input': { height: 32, cursor: 'pointer' } }}
        />
      </Grid>
    </>
  );
}
