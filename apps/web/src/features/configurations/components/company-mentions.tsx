import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCompany, legalForms } from '@clinica/contracts/invoicing-issuer';
import { translateMessage } from '../../../lib/validation-messages';
import type { InvoicingBody, InvoicingValues } from '../invoicing-form';
import { SettingSelect } from './tenant-settings';

type MentionField = 'share_capital_cents' | 'registry_office' | 'registration_number';

/**
 * The clinic's legal form and, for a company (Lda., Unipessoal, S.A.), what its documents must say of it
 * (Código das Sociedades Comerciais, art. 171.º): share capital, registry office, registration number.
 */
export function CompanyMentions({ form }: { form: UseFormReturn<InvoicingValues, unknown, InvoicingBody> }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const legalForm = useWatch({ control, name: 'legal_form' });
  const text = (
    name: MentionField,
    extra: { placeholder?: string; hint?: string; inputMode?: 'decimal' },
  ) => {
    const error = formState.errors[name];
    return (
      <TextField
        {...register(name)}
        label={t(`configurations.invoicing.${name}`)}
        fullWidth
        error={Boolean(error)}
        helperText={translateMessage(t, error?.message) ?? extra.hint}
        placeholder={extra.placeholder}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: extra.inputMode } }}
      />
    );
  };
  return (
    <>
      <Grid size={12}>
        <SettingSelect
          control={control}
          name="legal_form"
          label={t('configurations.invoicing.legal_form')}
          hint={t('configurations.invoicing.legalFormHint')}
          options={legalForms.map((value) => ({
            value,
            label: t(`configurations.invoicing.legalForms.${value}`),
          }))}
        />
      </Grid>
      {isCompany(legalForm) && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            {text('share_capital_cents', { placeholder: '5000,00', inputMode: 'decimal' })}
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            {text('registry_office', {
              placeholder: t('configurations.invoicing.registryOfficePlaceholder'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {text('registration_number', { hint: t('configurations.invoicing.registrationHint') })}
          </Grid>
        </>
      )}
    </>
  );
}
