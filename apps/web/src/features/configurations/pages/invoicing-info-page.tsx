import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { taxExemptions } from '@clinica/contracts/pt';
import { tenantInvoicingUpdate, type Tenant } from '@clinica/contracts/tenants';
import { meQueryKey } from '../../../lib/me-api';
import { translateMessage } from '../../../lib/validation-messages';
import { updateInvoicing } from '../api/tenant';
import {
  SettingSelect,
  SettingSwitch,
  TenantSettingsCard,
  useTenantSettings,
} from '../components/tenant-settings';

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
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({
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
  const { register, control, formState } = form;
  const { card } = useTenantSettings({
    form,
    valuesOf,
    update: updateInvoicing,
    fields: [...textFields, 'default_exemption_code'],
    // The menu shows Invoices from the stored user: read /me again so it follows at once.
    onSaved: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
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
    <TenantSettingsCard title={t('routes.invoicing')} maxWidth={760} skeletonHeights={[40, 56, 56]} {...card}>
      <SettingSwitch
        control={control}
        name="active"
        label={t('configurations.invoicing.active')}
        hint={t('configurations.invoicing.activeHint')}
        hintId="invoicing-active-hint"
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>{text('fiscal_name', { autoComplete: 'organization' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('nif')}</Grid>
        <Grid size={12}>{text('address', { autoComplete: 'street-address' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {text('postal_code', { placeholder: '0000-000', autoComplete: 'postal-code' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{text('city', { autoComplete: 'address-level2' })}</Grid>
        <Grid size={12}>
          <SettingSelect
            control={control}
            name="default_exemption_code"
            label={t('configurations.invoicing.default_exemption_code')}
            hint={t('configurations.invoicing.exemptionHint')}
            fallback="M07"
            options={taxExemptions.map((exemption) => ({
              value: exemption.code,
              label: `${exemption.code} — ${exemption.text}`,
            }))}
          />
        </Grid>
      </Grid>
    </TenantSettingsCard>
  );
}
