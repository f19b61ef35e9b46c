import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clinicInput, type Clinic } from '@clinica/contracts/clinics';
import { timeZones } from '@clinica/contracts/pt';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createClinic, updateClinic } from '../api/clinics';
import { configurationsKeys } from '../keys';

type Input = z.input<typeof clinicInput>;
type Output = z.output<typeof clinicInput>;
const textFields = [
  'name',
  'address',
  'postal_code',
  'city',
  'phone',
  'email',
  'nif',
  'municipal_holiday_name',
] as const;
const holidayFields = ['municipal_holiday_day', 'municipal_holiday_month'] as const;
const days = Array.from({ length: 31 }, (_, i) => i + 1);
const months = Array.from({ length: 12 }, (_, i) => i + 1);

function valuesOf(clinic: Clinic | null): Input {
  return {
    name: clinic?.name ?? '',
    address: clinic?.address ?? '',
    postal_code: clinic?.postal_code ?? '',
    city: clinic?.city ?? '',
    phone: clinic?.phone ?? '',
    email: clinic?.email ?? '',
    nif: clinic?.nif ?? '',
    time_zone: (clinic?.time_zone as Input['time_zone']) ?? 'Europe/Lisbon',
    municipal_holiday_day: clinic?.municipal_holiday_day ?? null,
    municipal_holiday_month: clinic?.municipal_holiday_month ?? null,
    municipal_holiday_name: clinic?.municipal_holiday_name ?? '',
  };
}

/** A clinic's name, address and contacts; `clinic` null creates one. */
export function ClinicDetailsForm({
  clinic,
  onCreated,
}: {
  clinic: Clinic | null;
  onCreated: (c: Clinic) => void;
}) {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' });
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(clinicInput),
    defaultValues: valuesOf(clinic),
  });
  useEffect(() => reset(valuesOf(clinic)), [clinic, reset]);

  const save = useMutation({
    mutationFn: (values: Output) => (clinic ? updateClinic(clinic.id, values) : createClinic(values)),
    onSuccess: async (saved) => {
      reset(valuesOf(saved));
      notify(t(clinic ? 'configurations.saved' : 'configurations.clinics.created'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.all });
      if (!clinic) onCreated(saved);
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (![...textFields, ...holidayFields].includes(field as never)) return false;
        setError(field as (typeof textFields)[number] | (typeof holidayFields)[number], { message });
        return true;
      }),
  });

  const errors = formState.errors;
  const text = (
    name: (typeof textFields)[number],
    options: { required?: boolean; type?: string; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      {...register(name)}
      label={t(`configurations.clinics.${name}`)}
      required={options.required}
      type={options.type}
      placeholder={options.placeholder}
      autoComplete={options.autoComplete ?? 'off'}
      fullWidth
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message)}
    />
  );

  /** The municipal holiday's day or month: a choice, or none (both none: no municipal holiday). */
  const holidaySelect = (
    name: (typeof holidayFields)[number],
    values: number[],
    labelOf: (v: number) => string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          label={t(`configurations.clinics.${name}`)}
          error={Boolean(errors[name])}
          helperText={translateMessage(t, errors[name]?.message)}
        >
          <MenuItem value="">{t('configurations.clinics.noMunicipalHoliday')}</MenuItem>
          {values.map((v) => (
            <MenuItem key={v} value={v}>
              {labelOf(v)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <UnsavedChangesGuard when={formState.isDirty && !save.isPending} />
      <Grid container spacing={2}>
        <Grid size={12}>{text('name', { required: true })}</Grid>
        <Grid size={12}>{text('address', { autoComplete: 'street-address' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {text('postal_code', { placeholder: '0000-000', autoComplete: 'postal-code' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{text('city', { autoComplete: 'address-level2' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', { type: 'tel', autoComplete: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', { type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('nif')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="time_zone"
            render={({ field }) => (
              <TextField
                {...field}
                select
                fullWidth
                label={t('configurations.clinics.time_zone')}
                helperText={t('configurations.clinics.time_zoneHelp')}
              >
                {timeZones.map((zone) => (
                  <MenuItem key={zone} value={zone}>
                    {t(`configurations.clinics.timeZones.${zone.replace('/', '_')}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 2 }}>{holidaySelect('municipal_holiday_day', days, String)}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          {holidaySelect('municipal_holiday_month', months, (m) =>
            monthName.format(new Date(2001, m - 1, 1)),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('municipal_holiday_name', {
            placeholder: t('configurations.clinics.municipalHolidayExample'),
          })}
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(clinic ? 'editing.save' : 'configurations.clinics.create')}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
