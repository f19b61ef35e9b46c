import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expenseCategories } from '@clinica/contracts/expenses';
import { expenseMethods } from '@clinica/contracts/payment-methods';
import { completeDate, isoDay, parseIsoDay } from '../../../lib/days';
import type { ExpenseValues } from '../expense-values';

/** What the expense was, from whom, when, of which category and how it was paid. */
export function ExpenseMainFields({
  form,
  message,
  today,
  disabled,
}: {
  form: UseFormReturn<ExpenseValues>;
  message: (field: string) => string | undefined;
  today: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const text = (
    name: 'name' | 'vendor_name' | 'vendor_nif' | 'vendor_document_number',
    label: string,
    max: number,
    required = false,
  ) => (
    <TextField
      {...form.register(name)}
      label={label}
      required={required}
      fullWidth
      disabled={disabled}
      error={Boolean(message(name))}
      helperText={message(name)}
      slotProps={{
        htmlInput: { maxLength: max, ...(name === 'vendor_nif' ? { inputMode: 'numeric' } : {}) },
      }}
    />
  );
  const choice = (name: 'category' | 'method', label: string, options: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          {...field}
          label={label}
          required
          fullWidth
          disabled={disabled}
          error={Boolean(message(name))}
          helperText={message(name)}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(`expenses.${name === 'category' ? 'categories' : 'methods'}.${o}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <>
      <Grid size={12}>{text('name', t('expenses.fields.name'), 200, true)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('vendor_name', t('expenses.fields.vendorName'), 200)}</Grid>
      <Grid size={{ xs: 12, sm: 3 }}>{text('vendor_nif', t('expenses.fields.vendorNif'), 14)}</Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        {text('vendor_document_number', t('expenses.fields.vendorDocumentNumber'), 60)}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="expense_date"
          render={({ field }) => (
            <DateField
              label={t('expenses.fields.date')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={today}
              disabled={disabled}
              error={message('expense_date')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {choice('category', t('expenses.fields.category'), expenseCategories)}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{choice('method', t('expenses.fields.method'), expenseMethods)}</Grid>
    </>
  );
}

/**
 * The date typed as dd/mm/aaaa or picked. What is being typed stays in the field (a half-typed 25/11/2
 * is not replaced by an empty one); the form's value is a whole `YYYY-MM-DD` or empty.
 */
function DateField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  max: string;
  disabled?: boolean;
  error?: string;
}) {
  const [typed, setTyped] = useState<Date | null>(() => parseIsoDay(props.value || null));
  return (
    <DatePicker
      label={props.label}
      value={typed}
      format="dd/MM/yyyy"
      maxDate={parseIsoDay(props.max) ?? undefined}
      disabled={props.disabled}
      onChange={(next) => {
        setTyped(next);
        props.onChange(next && completeDate(next) ? isoDay(next) : '');
      }}
      slotProps={{
        textField: {
          required: true,
          fullWidth: true,
          onBlur: props.onBlur,
          error: Boolean(props.error),
          helperText: props.error,
        },
      }}
    />
  );
}
