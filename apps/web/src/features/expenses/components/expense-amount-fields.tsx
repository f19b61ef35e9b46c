import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expenseVatRates } from '@clinica/contracts/expenses';
import { formatEuros } from '../../../lib/format';
import { previewVat, type ExpenseValues } from '../expense-values';
import { ExpenseMoreRates } from './expense-more-rates';

/**
 * The total (euros, comma) and the VAT it includes, given as a rate — with the invoice's other rates
 * below, the VAT computed as the server will, shown live — or typed as an amount.
 */
export function ExpenseAmountFields({
  form,
  message,
  disabled,
}: {
  form: UseFormReturn<ExpenseValues>;
  message: (field: string) => string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [mode, total, rate, more] = useWatch({
    control: form.control,
    name: ['vat_mode', 'total', 'vat_rate', 'more_rates'],
  });
  const computed = mode === 'rate' ? previewVat({ total, vat_rate: rate, more_rates: more }) : null;
  const several = mode === 'rate' && more.length > 0;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...form.register('total')}
          label={several ? t('expenses.moreRates.total', { n: 1 }) : t('expenses.fields.total')}
          required
          fullWidth
          disabled={disabled}
          error={Boolean(message('total'))}
          helperText={message('total') ?? t('expenses.amountHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={form.control}
          name="vat_mode"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={field.value}
              disabled={disabled}
              aria-label={t('expenses.vatMode.label')}
              onChange={(_, next: ExpenseValues['vat_mode'] | null) => next && field.onChange(next)}
            >
              <ToggleButton value="rate">{t('expenses.vatMode.rate')}</ToggleButton>
              <ToggleButton value="amount">{t('expenses.vatMode.amount')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {mode === 'rate' ? (
          <Controller
            control={form.control}
            name="vat_rate"
            render={({ field }) => (
              <TextField
                select
                {...field}
                label={several ? t('expenses.moreRates.rate', { n: 1 }) : t('expenses.fields.vatRate')}
                fullWidth
                disabled={disabled}
                error={Boolean(message('vat_rate'))}
                helperText={message('vat_rate')}
              >
                {expenseVatRates.map((r) => (
                  <MenuItem key={r} value={String(r)}>{`${r} %`}</MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <TextField
            {...form.register('vat')}
            label={t('expenses.fields.vat')}
            required
            fullWidth
            disabled={disabled}
            error={Boolean(message('vat'))}
            helperText={message('vat') ?? t('expenses.amountHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        {computed !== null ? (
          <Typography role="status" data-testid="vat-computed">
            {several
              ? t('expenses.vatComputedTotal', {
                  amount: formatEuros(computed.vat),
                  total: formatEuros(computed.total),
                })
              : t('expenses.vatComputed', { amount: formatEuros(computed.vat) })}
          </Typography>
        ) : null}
      </Grid>
      {mode === 'rate' ? <ExpenseMoreRates form={form} message={message} disabled={disabled} /> : null}
    </>
  );
}
