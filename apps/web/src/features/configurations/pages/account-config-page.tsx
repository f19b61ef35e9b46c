import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredText } from '@clinica/contracts/common';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showSaveError } from '../../../lib/form-errors';
import { meQueryKey } from '../../../lib/me-api';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import { getTenant, updateTenant } from '../api/tenant';
import { useClinicOptions } from '../components/options';
import { configurationsKeys } from '../keys';

// The contract's tenantUpdate fields, all required on this form; '' in the select means "no main clinic".
const schema = z.object({
  name: requiredText(120),
  main_clinic_id: z.string(),
  allow_data_sharing: z.boolean(),
});
type Values = z.input<typeof schema>;

/** Account: name, main clinic, data sharing between clinics (spec §3). */
export function AccountConfigPage() {
  const { t } = useTranslation();
  const user = useUser();
  const tenantId = user?.tenant.id ?? '';
  const queryClient = useQueryClient();
  const tenant = useQuery({
    queryKey: configurationsKeys.tenant(tenantId),
    queryFn: ({ signal }) => getTenant(tenantId, signal),
    enabled: tenantId !== '',
  });
  const clinics = useClinicOptions();

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', main_clinic_id: '', allow_data_sharing: false },
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (tenant.data)
      reset({
        name: tenant.data.name,
        main_clinic_id: tenant.data.main_clinic_id ?? '',
        allow_data_sharing: tenant.data.allow_data_sharing,
      });
  }, [tenant.data, reset]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      updateTenant(tenantId, {
        name: values.name.trim(),
        main_clinic_id: values.main_clinic_id || null,
        allow_data_sharing: values.allow_data_sharing,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationsKeys.tenant(tenantId), saved);
      void queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey }); // the account name is in /me
      reset({
        name: saved.name,
        main_clinic_id: saved.main_clinic_id ?? '',
        allow_data_sharing: saved.allow_data_sharing,
      });
      notify(t('configurations.saved'), 'success');
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (field !== 'name' && field !== 'main_clinic_id') return false;
        setError(field, { message });
        return true;
      }),
  });

  const errors = formState.errors;
  return (
    <>
      <PageHeader title={t('routes.account')} />
      <UnsavedChangesGuard when={formState.isDirty && !save.isPending} />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          {tenant.isPending ? (
            <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={40} />
            </Stack>
          ) : (
            <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
              <Stack spacing={2.5}>
                <TextField
                  {...register('name')}
                  label={t('configurations.account.name')}
                  required
                  fullWidth
                  error={Boolean(errors.name)}
                  helperText={translateMessage(t, errors.name?.message)}
                />
                <Controller
                  control={control}
                  name="main_clinic_id"
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      select
                      label={t('configurations.account.mainClinic')}
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={
                        translateMessage(t, fieldState.error?.message) ??
                        t('configurations.account.mainClinicHint')
                      }
                    >
                      {(clinics.data ?? []).map((clinic) => (
                        <MenuItem key={clinic.id} value={clinic.id}>
                          {clinic.name}
                        </MenuItem>
                      ))}
                      {tenant.data?.main_clinic_id &&
                      !(clinics.data ?? []).some((c) => c.id === tenant.data.main_clinic_id) ? (
                        <MenuItem value={tenant.data.main_clinic_id} disabled>
                          {t('app.loading')}
                        </MenuItem>
                      ) : null}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name="allow_data_sharing"
                  render={({ field }) => (
                    <div>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={field.value}
                            onChange={(event) => field.onChange(event.target.checked)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { 'aria-describedby': 'data-sharing-hint' } }}
                          />
                        }
                        label={t('configurations.account.dataSharing')}
                      />
                      <FormHelperText id="data-sharing-hint" sx={{ mt: 0 }}>
                        {t('configurations.account.dataSharingHint')}
                      </FormHelperText>
                    </div>
                  )}
                />
                <div>
                  <Button type="submit" variant="contained" disabled={save.isPending}>
                    {t('editing.save')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </CardContent>
      </Card>
    </>
  );
}
