import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentInput } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';
import type { NewPaymentValues } from '../new-payment-form';
import { translatePaymentMessage } from '../payment-messages';

/**
 * The patient's open FTs: a checkbox to pay each and the amount paid of it (what it still owes, or
 * less for a part payment). Errors of a row (the server's `allocations.N.amount_cents`) go under it.
 */
export function AllocationList({
  form,
  rows,
  onChange,
}: {
  form: UseFormReturn<NewPaymentValues, unknown, PaymentInput>;
  rows: NewPaymentValues['allocations'];
  /** After a row changes (the amount may follow the ticked documents). */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.allocations as FieldErrors<NewPaymentValues>['allocations'];
  const rootError = translatePaymentMessage(t, errors?.root?.message);
  if (!rows.length) return <Typography color="text.secondary">{t('payments.form.noDocuments')}</Typography>;
  return (
    <Box role="group" aria-labelledby="new-payment-documents">
      {rows.map((row, i) => {
        const number = row.invoice_no ?? '';
        const error = translatePaymentMessage(t, errors?.[i]?.amount?.message);
        return (
          <Box
            key={row.document_id}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 16rem' },
              alignItems: 'start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Controller
              control={form.control}
              name={`allocations.${i}.selected`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ minHeight: 44 }}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                        onChange();
                      }}
                    />
                  }
                  label={
                    <span>
                      {t('payments.form.pay', { number })}
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {t('payments.form.outstanding', { amount: formatEuros(row.outstanding_cents) })}
                      </Typography>
                    </span>
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name={`allocations.${i}.amount`}
              render={({ field }) => (
                <TextField
                  size="small"
                  label={t('payments.form.amountOf', { number })}
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    onChange();
                  }}
                  disabled={!row.selected}
                  error={Boolean(error)}
                  helperText={error}
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                />
              )}
            />
          </Box>
        );
      })}
      {rootError ? (
        <FormHelperText error role="alert">
          {rootError}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
