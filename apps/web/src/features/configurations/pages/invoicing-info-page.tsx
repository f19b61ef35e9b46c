import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { taxExemptions } from '@clinica/contracts/pt';
import { tenantInvoicingUpdate, type Tenant } from '@clinica/contracts/tenants';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showSaveError } from '../../../lib/form-errors';
import { meQueryKey } from '../../../lib/me-api';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import { getTenant, updateInvoicing } from '../api/tenant';
import { configurationsKeys } from '../keys';

type Input = z.input<typeof tenantInvoicingUpdate>;
type Output = z.output<typeof tenantInvoicingUpdate>;
const textFields = ['fiscal_name', 'nif', 'address', 'postal_code', 'city'] as const;

function valuesOf(tenant: Tenant): Input {
  const inv = tenant.invoicing;
  return {
    active: inv.active,
    fiscal_name: inv.fiscal_name ?? '',
    nif: inv.nif ?? '',
    address: inv.address ?? '',
    postal_code: inv.postal_code ?? '',
    city: inv.city ?? '',
    default_exemption_code: inv.default_exemption_code || 'M07',
  };
}

/** Invoicing on/off and the fiscal identity printed on invoices; switching it drives the Invoices menu item. */
export function InvoicingInfoPage() {
  const { t } = useTranslation();
  const user = useUser();
  const tenantId = user?.tenant.id ?? '';
  const queryClient = useQueryClient();
  const tenant = useQuery({
    queryKey: configurationsKeys.tenant(tenantId),
    queryFn: ({ signal }) => getTenant(tenantId, signal),
    enabled: tenantId !== '',
  });
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(tenantInvoicingUpdate),
    defaultValues: {
      active: false,
      fiscal_name: '',
      nif: '',
      address: '',
      postal_code: '',
      city: '',
      default_exemption_code: 'M07',
    },
  });

  useEffect(() => {
    if (tenant.data) reset(valuesOf(tenant.data));
  }, [tenant.data, reset]);

  const save = useMutation({
    mutationFn: (values: Output) => updateInvoicing(tenantId, values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(configurationsKeys.tenant(tenantId), saved);
      reset(valuesOf(saved));
      notify(t('configurations.saved'), 'success');
      // The menu shows Invoices from the stored user: read /me again so it follows at once.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (!(textFields as readonly string[]).includes(field) && field !== 'default_exemption_code')
          return false;
        setError(field as keyof Input, { message });
        return true;
      }),
  });

  const errors = formState.errors;
  const text = (
    name: (typeof textFields)[number],
    extra?: { placeholder?: string; autoComplete?: string },
  ) => (
    <TextField
      {...register(name)}
      label={t(`configurations.invoicing.${name}`)}
      fullWidth
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message)}
      placeholder={extra?.placeholder}
      autoComplete={extra?.autoComplete ?? 'off'}
    />
  );

  return (
    <>
      <PageHeader title={t('routes.invoicing')} />
      <UnsavedChangesGuard when={formState.isDirty && !save.isPending} />
      <Card variant="outlined" sx={{ maxWidth: 760 }}>
        <CardContent>
          {tenant.isPending ? (
            <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
              <Skeleton height={40} />
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          ) : (
            <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
              <Stack spacing={2.5}>
                <Controller
                  control={control}
                  name="active"
                  render={({ field }) => (
                    <div>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={field.value}
                            onChange={(event) => field.onChange(event.target.checked)}
                            slotProps={{ input: { 'aria-describedby': 'invoicing-active-hint' } }}
                          />
                        }
                        label={t('configurations.invoicing.active')}
                      />
                      <FormHelperText id="invoicing-active-hint" sx={{ mt: 0 }}>
                        {t('configurations.invoicing.activeHint')}
                      </FormHelperText>
                    </div>
                  )}
                />
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 8 }}>
                    {text('fiscal_name', { autoComplete: 'organization' })}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>{text('nif')}</Grid>
                  <Grid size={12}>{text('address', { autoComplete: 'street-address' })}</Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    {text('postal_code', { placeholder: '0000-000', autoComplete: 'postal-code' })}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 8 }}>{text('city', { autoComplete: 'address-level2' })}</Grid>
                  <Grid size={12}>
                    <Controller
                      control={control}
                      name="default_exemption_code"
                      render={({ field, fieldState }) => (
                        <TextField
                          {...field}
                          value={field.value ?? 'M07'}
                          select
                          fullWidth
                          label={t('configurations.invoicing.default_exemption_code')}
                          error={Boolean(fieldState.error)}
                          helperText={
                            translateMessage(t, fieldState.error?.message) ??
                            t('configurations.invoicing.exemptionHint')
                          }
                        >
                          {taxExemptions.map((exemption) => (
                            <MenuItem key={exemption.code} value={exemption.code}>
                              {`${exemption.code} — ${exemption.text}`}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  </Grid>
                </Grid>
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
