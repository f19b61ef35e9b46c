import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { translateMessage } from '../../../lib/validation-messages';
import type { AppointmentForm } from '../hooks/use-appointment-form';
import type { AppointmentFormLookups } from '../hooks/use-appointment-form-lookups';

export interface AppointmentWhoFieldsProps {
  form: AppointmentForm;
  lookups: AppointmentFormLookups;
  /** A professional booking in their own calendar: the professional is fixed. */
  ownCalendarOnly: boolean;
}

/** Who and where: the professional, the service, the clinic and its room. */
export function AppointmentWhoFields({ form, lookups, ownCalendarOnly }: AppointmentWhoFieldsProps) {
  const { t } = useTranslation();
  const { control } = form.form;
  const message = (text: string | undefined) => translateMessage(t, text);
  const { professionalOptions, serviceOptions, clinicOptions, spaces } = lookups;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        control={control}
        name="professional_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('appointments.fields.professional')}
            value={professionalOptions.some((p) => p.id === field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value)}
            disabled={ownCalendarOnly}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          >
            {professionalOptions.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="service_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('appointments.fields.service')}
            value={serviceOptions.some((s) => s.id === field.value) ? field.value : ''}
            onChange={(e) => {
              field.onChange(e.target.value);
              form.chooseService(lookups.service(e.target.value));
            }}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          >
            {serviceOptions.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.duration_minutes
                  ? `${s.name} · ${s.duration_minutes} min · ${formatEuros(s.price_cents)}`
                  : s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="clinic_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('appointments.fields.clinic')}
            value={clinicOptions.some((c) => c.id === field.value) ? field.value : ''}
            onChange={(e) => {
              field.onChange(e.target.value);
              form.change('space_id', '');
            }}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          >
            {clinicOptions.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="space_id"
        render={({ field }) => (
          <TextField
            select
            label={t('appointments.fields.space')}
            value={spaces.some((s) => s.id === field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('appointments.fields.noSpace')}</MenuItem>
            {spaces.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Box>
  );
}
