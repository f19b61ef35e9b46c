import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXPENSE_LINES_MAX, expenseVatRates } from '@clinica/contracts/expenses';
import type { ExpenseValues } from '../expense-values';

/**
 * The supplier invoice's other VAT rates (issue 43 §9): each a rate and what was charged at it, VAT
 * included; «Adicionar outra taxa» adds one, and each can be removed.
 */
export function ExpenseMoreRates({
  form,
  message,
  disabled,
}: {
  form: UseFormReturn<ExpenseValues>;
  message: (field: string) => string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'more_rates' });
  return (
    <>
      {fields.map((line, i) => (
        <Grid key={line.id} container size={12} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...form.register(`more_rates.${i}.total`)}
              label={t('expenses.moreRates.total', { n: i + 2 })}
              required
              fullWidth
              disabled={disabled}
              error={Boolean(message(`more_rates.${i}.total`))}
              helperText={message(`more_rates.${i}.total`) ?? t('expenses.amountHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
          </Grid>
          <Grid size={{ xs: 9, sm: 4 }}>
            <Controller
              control={form.control}
              name={`more_rates.${i}.rate`}
              render={({ field }) => (
                <TextField
                  select
                  {...field}
                  label={t('expenses.moreRates.rate', { n: i + 2 })}
                  fullWidth
                  disabled={disabled}
                  error={Boolean(message(`more_rates.${i}.rate`))}
                  helperText={message(`more_rates.${i}.rate`)}
                >
                  {expenseVatRates.map((r) => (
                    <MenuItem key={r} value={String(r)}>{`${r} %`}</MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 3, sm: 2 }}>
            <IconButton
              onClick={() => remove(i)}
              disabled={disabled}
              aria-label={t('expenses.moreRates.remove', { n: i + 2 })}
              sx={{ mt: 1 }}
            >
              <DeleteOutline />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      {fields.length < EXPENSE_LINES_MAX - 1 && !disabled ? (
        <Grid size={12}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ rate: '6', total: '' })}
            sx={{ minHeight: 44 }}
          >
            {t('expenses.moreRates.add')}
          </Button>
        </Grid>
      ) : null}
    </>
  );
}
