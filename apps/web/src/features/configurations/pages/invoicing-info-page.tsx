import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { taxRegions, vatRatesByRegion } from '@clinica/contracts/invoicing-tax';
import { taxExemptions } from '@clinica/contracts/pt';
import type { InvoicingSettings } from '@clinica/contracts/tenants';
import { meQueryKey } from '../../../lib/me-api';
import { useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import { getInvoicingSettings, updateInvoicing } from '../api/invoicing';
import { CompanyMentions } from '../components/company-mentions';
import { InvoicingProviderSection } from '../components/invoicing-provider-section';
import { SaftExport } from '../components/saft-export';
import { SeriesEditor } from '../components/series-editor';
import {
  SettingSelect,
  SettingSwitch,
  TenantSettingsCard,
  useTenantSettings,
  type TenantSettingsSource,
} from '../components/tenant-settings';
import {
  emptyValues,
  invoicingFormSchema,
  isFormField,
  valuesOf,
  type InvoicingBody,
  type InvoicingValues,
} from '../invoicing-form';
import { configurationsKeys } from '../keys';

type IdentityField = 'fiscal_name' | 'nif' | 'address' | 'postal_code' | 'city';
const source: TenantSettingsSource<InvoicingSettings> = {
  key: configurationsKeys.invoicing,
  fetch: getInvoicingSettings,
};
const steps = ['identifier', 'communicate', 'code', 'atcud', 'yearly'] as const;

/**
 * Invoicing on/off, the fiscal identity printed on documents (a company's mentions too), the tax region (VAT rates), the default
 * exemption and the series with AT's validation codes. Saving reaches the menu (Invoices) and the
 * services' rates at once through /me. Below, the monthly SAF-T (PT) export.
 */
export function InvoicingInfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUser();
  const form = useForm<InvoicingValues, unknown, InvoicingBody>({
    resolver: zodResolver(invoicingFormSchema),
    defaultValues: emptyValues,
  });
  const { register, control, formState } = form;
  const { tenant: settings, card } = useTenantSettings({
    form,
    source,
    valuesOf,
    update: updateInvoicing,
    fields: isFormField,
    onSaved: () =>
      Promise.all([
        // The menu shows Invoices from the stored user, and services show the region's rates: read /me
        // again so they follow at once; the account page's copy of the tenant too.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({
          queryKey: configurationsKeys.tenant(user?.tenant.id ?? ''),
          exact: true,
        }),
      ]),
  });
  const region = useWatch({ control, name: 'tax_region' });
  const rates = vatRatesByRegion[region];

  const errors = formState.errors;
  const text = (name: IdentityField, extra?: { placeholder?: string; autoComplete?: string }) => (
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
      <TenantSettingsCard
        title={t('routes.invoicing')}
        maxWidth={920}
        skeletonHeights={[40, 56, 56, 56]}
        {...card}
      >
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
          <CompanyMentions form={form} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <SettingSelect
              control={control}
              name="tax_region"
              label={t('configurations.invoicing.tax_region')}
              hint={t('configurations.invoicing.rates', rates)}
              options={taxRegions.map((value) => ({
                value,
                label: t(`configurations.invoicing.regions.${value}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SettingSelect
              control={control}
              name="default_exemption_code"
              label={t('configurations.invoicing.default_exemption_code')}
              hint={t('configurations.invoicing.exemptionHint')}
              options={[
                { value: '', label: t('configurations.invoicing.noExemption') },
                ...taxExemptions.map((exemption) => ({
                  value: exemption.code,
                  label: `${exemption.code} — ${exemption.text}`,
                })),
              ]}
            />
          </Grid>
        </Grid>
        <section aria-labelledby="invoicing-series-title">
          <Typography id="invoicing-series-title" variant="h6" component="h2" gutterBottom>
            {t('configurations.invoicing.series.title')}
          </Typography>
          <Typography variant="body2">{t('configurations.invoicing.howTo.intro')}</Typography>
          <Box component="ol" sx={{ pl: 3, my: 1, typography: 'body2', '& li + li': { mt: 0.5 } }}>
            {steps.map((step) => (
              <li key={step}>{t(`configurations.invoicing.howTo.${step}`)}</li>
            ))}
          </Box>
          <SeriesEditor
            form={form}
            stored={settings.data?.series ?? []}
            timeZone={user?.tenant.time_zone ?? 'Europe/Lisbon'}
          />
        </section>
      </TenantSettingsCard>
      <InvoicingProviderSection />
      <SaftExport nif={settings.data?.nif ?? null} timeZone={user?.tenant.time_zone ?? 'Europe/Lisbon'} />
    </>
  );
}
