import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_NOTES_MAX, PAYMENT_SOURCE_MAX, type PaymentInput } from '@clinica/contracts/payments';
import { CountedText } from '../../../components/counted-text';
import { parseIsoDay } from '../../../lib/days';
import { formatEuros } from '../../../lib/format';
import { methodLabel } from '../labels';
import { paymentFormMethods, summarise, type NewPaymentValues } from '../new-payment-form';
import { translatePaymentMessage } from '../payment-messages';

type Form = UseFormReturn<NewPaymentValues, unknown, PaymentInput>;

/**
 * The payment itself: amount (euros, decimal comma), method (those that move money), date (today by
 * default, never later), the advance for a surplus, source and notes. A compensation has no method to
 * choose: it shows the patient's credit instead.
 */
export function PaymentFields({
  form,
  values,
  invoicing,
  compensating,
  credit,
  today,
  onAmount,
}: {
  form: Form;
  values: NewPaymentValues;
  invoicing: boolean;
  /** «Compensar com o saldo»: the method is the patient's credit. */
  compensating: boolean;
  /** The patient's credit, once their account is known. */
  credit: number | null;
  today: string;
  onAmount: (text: string) => void;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const message = (text: string | undefined) => translatePaymentMessage(t, text);
  const summary = summarise(values, invoicing);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        required
        label={t('payments.fields.amount')}
        value={values.amount}
        onChange={(event) => onAmount(event.target.value)}
        error={Boolean(errors.amount)}
        helperText={message(errors.amount?.message)}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {compensating ? (
        <Alert severity="info" sx={{ gridColumn: { sm: '2 / -1' } }}>
          {credit === null
            ? t('payments.compensate.hint')
            : t('payments.form.credit', { amount: formatEuros(credit) })}
        </Alert>
      ) : (
        <Controller
          control={form.control}
          name="method"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t('payments.fields.method')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
            >
              {paymentFormMethods.map((m) => (
                <MenuItem key={m} value={m}>
                  {methodLabel(t, m)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {summary.canAdvance ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={form.control}
            name="advance"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('payments.form.advance')}
              />
            )}
          />
          <FormHelperText error={Boolean(errors.advance)}>
            {message(errors.advance?.message) ??
              t('payments.form.advanceHint', { amount: formatEuros(summary.surplus) })}
          </FormHelperText>
        </Box>
      ) : errors.advance ? (
        <FormHelperText error sx={{ gridColumn: '1 / -1' }}>
          {message(errors.advance.message)}
        </FormHelperText>
      ) : null}
      <Controller
        control={form.control}
        name="paid_at"
        render={({ field, fieldState }) => (
          <DatePicker
            label={t('payments.fields.date')}
            value={field.value}
            onChange={field.onChange}
            format="dd/MM/yyyy"
            maxDate={parseIsoDay(today) ?? undefined}
            slotProps={{
              textField: {
                required: true,
                error: Boolean(fieldState.error),
                helperText: message(fieldState.error?.message),
              },
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="source"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('payments.fields.source')}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message) ?? t('payments.fields.sourceHint')}
            slotProps={{ htmlInput: { maxLength: PAYMENT_SOURCE_MAX } }}
          />
        )}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={form.control}
          name="notes"
          render={({ field, fieldState }) => (
            <CountedText
              label={t('payments.fields.notes')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={PAYMENT_NOTES_MAX}
              error={message(fieldState.error?.message)}
            />
          )}
        />
      </Box>
    </Box>
  );
}
