import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  invoicingProviders,
  type InvoicingProviderName,
  type InvoicingProviderSettings,
} from '@clinica/contracts/invoicing-provider';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/validation-messages';
import { getInvoicingProvider, saveInvoicingProvider } from '../api/invoicing-provider';
import { configurationsKeys } from '../keys';
import { SettingSelect, useTenantSettings } from './tenant-settings';

interface ProviderValues {
  provider: InvoicingProviderName;
  account_name: string;
  api_key: string;
}

const source = { key: configurationsKeys.invoicingProvider, fetch: getInvoicingProvider };
const fields = ['provider', 'account_name', 'api_key'] as const;
const valuesOf = (s: InvoicingProviderSettings): ProviderValues => ({
  provider: s.provider,
  account_name: s.account_name ?? '',
  api_key: '',
});
// A blank key keeps the stored one.
const save = (tenantId: string, v: ProviderValues) =>
  saveInvoicingProvider(tenantId, {
    provider: v.provider,
    account_name: v.account_name,
    ...(v.api_key.trim() ? { api_key: v.api_key } : {}),
  });

/**
 * «Programa de faturação» (issue 53, decision 053): «Clínica» with the certification warning, or
 * InvoiceXpress with its account and API key (checked by the server when saved, never shown again).
 */
export function InvoicingProviderSection() {
  const { t } = useTranslation();
  const form = useForm<ProviderValues>({
    defaultValues: { provider: 'clinica', account_name: '', api_key: '' },
  });
  const { register, control, formState } = form;
  const { tenant: settings, card } = useTenantSettings({ form, source, valuesOf, update: save, fields });
  const provider = useWatch({ control, name: 'provider' });
  const errors = formState.errors;
  const stored = settings.data;

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="invoicing-provider-title"
      sx={{ maxWidth: 920, mt: 3 }}
    >
      <CardContent>
        <Typography id="invoicing-provider-title" variant="h6" component="h2">
          {t('configurations.provider.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('configurations.provider.intro')}
        </Typography>
        {card.loading ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={56} />
          </Stack>
        ) : (
          <form noValidate onSubmit={card.onSubmit} aria-labelledby="invoicing-provider-title">
            <Stack spacing={2.5}>
              <SettingSelect
                control={control}
                name="provider"
                label={t('configurations.provider.provider')}
                hint={t('configurations.provider.switchRule')}
                options={invoicingProviders.map((value) => ({
                  value,
                  label: t(`configurations.provider.${value}`),
                }))}
              />
              {translateMessage(t, errors.provider?.message) ? (
                <Alert severity="error">{translateMessage(t, errors.provider?.message)}</Alert>
              ) : null}
              {provider === 'clinica' ? (
                <Alert severity="warning">{t('configurations.provider.clinicaWarning')}</Alert>
              ) : (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    {...register('account_name')}
                    label={t('configurations.provider.account')}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    fullWidth
                    error={Boolean(errors.account_name)}
                    helperText={
                      translateMessage(t, errors.account_name?.message) ??
                      t('configurations.provider.accountHint')
                    }
                  />
                  <TextField
                    {...register('api_key')}
                    label={t('configurations.provider.apiKey')}
                    type="password"
                    autoComplete="new-password"
                    fullWidth
                    error={Boolean(errors.api_key)}
                    helperText={
                      translateMessage(t, errors.api_key?.message) ??
                      (stored?.api_key_set
                        ? t('configurations.provider.apiKeySet')
                        : t('configurations.provider.apiKeyHint'))
                    }
                  />
                </Stack>
              )}
              {stored?.switched_at ? (
                <Typography variant="body2">
                  {t('configurations.provider.since', {
                    date: formatDate(`${stored.switched_at}T12:00:00Z`),
                  })}
                </Typography>
              ) : null}
              <div>
                <Button type="submit" variant="contained" disabled={card.pending}>
                  {t('configurations.provider.save')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
